/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2019-12-03T09:54:33Z, compliant with the date-time format. */
  DateTime: { input: string; output: string; }
};

export type AcceptStaffInviteInput = {
  password?: InputMaybe<Scalars['String']['input']>;
};

export type AddToCartInput = {
  productId: Scalars['ID']['input'];
  quantity?: Scalars['Int']['input'];
  /** The variant, for a product sold in kinds (required for one). */
  variantId?: InputMaybe<Scalars['ID']['input']>;
};

/** Admin: a category with how many products it has. */
export type AdminCategory = {
  __typename?: 'AdminCategory';
  /** The same picture at card size (400 px WebP). */
  cardPicture?: Maybe<Scalars['String']['output']>;
  /** Names it had before; /category/<former name> moves to its page. */
  formerNames: Array<Scalars['String']['output']>;
  /** Left out of the shop's menu, filters, home cards and sitemap. */
  hidden: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** The name, as the menu and the category page show it. */
  name: Scalars['String']['output'];
  /** The category's own picture, shown on its home card. */
  picture?: Maybe<Scalars['String']['output']>;
  /** Its place in the merchant's order, lowest first. */
  position: Scalars['Int']['output'];
  /** How many products are in it. */
  productCount: Scalars['Int']['output'];
};

export type AdminDashboard = {
  __typename?: 'AdminDashboard';
  /** Cash on delivery over the last 30 days. */
  codFigures: CodFigures;
  /** The last 14 days, oldest first, today last; days without orders count 0. */
  dailyFigures: Array<DailyOrderFigures>;
  /** Items with a stock from 1 up to lowStockThreshold: products sold as one, and each variant of a product sold in kinds. */
  lowStockCount: Scalars['Int']['output'];
  /** A stock at or below this many units counts as running low. */
  lowStockThreshold: Scalars['Int']['output'];
  /** Every status, in the order of the workflow, with its number of orders. */
  ordersByStatus: Array<OrderStatusCount>;
  /** Items with a stock of 0: products sold as one, and each variant of a product sold in kinds (whatever its total). */
  outOfStockCount: Scalars['Int']['output'];
  recentOrders: Array<Order>;
  /** The statuses whose orders count as revenue, in workflow order. */
  revenueStatuses: Array<OrderStatus>;
  /** Words to the merchant about the shop's settings that need acting on (TRUST_PROXY, PUBLIC_URL) and webhooks paused after failing; empty when none do. */
  setupNotices: Array<Scalars['String']['output']>;
  /** Out of stock or running low, fewest units first, then the newest product (at most 10): a line per product sold as one, and per variant of a product sold in kinds. */
  stockAlerts: Array<StockAlert>;
  /** A word to the merchant about where the data is kept, when it needs acting on: the embedded database holds so many orders that placing one is getting slow. Null otherwise. */
  storageNotice?: Maybe<Scalars['String']['output']>;
  /** Account and guest orders. */
  totalOrders: Scalars['Int']['output'];
  totalProducts: Scalars['Int']['output'];
  /** Sum of the orders in revenueStatuses (Delivered: cash on delivery is collected at the door). */
  totalRevenue: Scalars['Float']['output'];
  /** Every account, customers and admins. */
  totalUsers: Scalars['Int']['output'];
};

/** An integration's key as the Owner's list shows it (never the key itself). */
export type ApiKey = {
  __typename?: 'ApiKey';
  createdAt: Scalars['DateTime']['output'];
  createdByName: Scalars['String']['output'];
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  /** The key's first characters, to tell keys apart. */
  prefix: Scalars['String']['output'];
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  scopes: Array<Scalars['String']['output']>;
  /** active, revoked or expired */
  status: Scalars['String']['output'];
};

/** A scope a key may be given, and what it allows. */
export type ApiKeyScopeInfo = {
  __typename?: 'ApiKeyScopeInfo';
  description: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type AttemptOutcome =
  | 'CALL_BACK'
  | 'CONFIRMED'
  | 'DECLINED'
  | 'NO_ANSWER'
  | 'WRONG_NUMBER';

/** Who made a change: a staff member, the System (sweeps), or a key. */
export type AuditActor = {
  __typename?: 'AuditActor';
  /** The staff member's id; empty for the System. */
  id: Scalars['String']['output'];
  /** staff, system or key. */
  kind: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** A staff member's role then. */
  staffRole?: Maybe<Scalars['String']['output']>;
};

/** One changed field: a dot path, its value before and after as text (text as is, other values as JSON). */
export type AuditChange = {
  __typename?: 'AuditChange';
  field: Scalars['String']['output'];
  from?: Maybe<Scalars['String']['output']>;
  to?: Maybe<Scalars['String']['output']>;
};

/** One write by staff or by the shop’s sweeps, in the audit log. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  action: Scalars['String']['output'];
  actor: AuditActor;
  at: Scalars['DateTime']['output'];
  changes: Array<AuditChange>;
  entity: Scalars['String']['output'];
  entityId: Scalars['String']['output'];
  /** What people call the record: a product's name, an order's number. */
  entityLabel: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The address the request came from; empty for the System. */
  ip: Scalars['String']['output'];
  /** The operation or sweep that wrote. */
  operation: Scalars['String']['output'];
  summary: Scalars['String']['output'];
};

/** One page of the audit log, newest first. */
export type AuditLogPage = {
  __typename?: 'AuditLogPage';
  /** Everyone who appears in the log, for a filter by person. */
  actors: Array<AuditActor>;
  items: Array<AuditEntry>;
  pagination: Pagination;
};

export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** When the token stops being accepted. */
  expiresAt: Scalars['DateTime']['output'];
  /** JWT to send as `Authorization: Bearer <token>`. */
  token: Scalars['String']['output'];
  user: User;
};

export type BlockContactInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  /** A Pakistani number in any written form. */
  phone?: InputMaybe<Scalars['String']['input']>;
  reason: Scalars['String']['input'];
};

/** A phone or e-mail refused at checkout. */
export type BlockedContact = {
  __typename?: 'BlockedContact';
  createdAt: Scalars['DateTime']['output'];
  createdByName: Scalars['String']['output'];
  /** As shown: 0300 1234567 for a phone. */
  display: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: BlockedKind;
  reason: Scalars['String']['output'];
  /** A phone in E.164 (+923001234567) or an e-mail in lower case. */
  value: Scalars['String']['output'];
};

export type BlockedKind =
  | 'EMAIL'
  | 'PHONE';

export type BookOrdersInput = {
  /** The courier to book with; left out, each order's dispatch rule's courier. */
  courier?: InputMaybe<Scalars['String']['input']>;
  orderIds: Array<Scalars['ID']['input']>;
};

/** What happened to one order (or one CSV row) of a bulk action. */
export type BulkOutcome = {
  __typename?: 'BulkOutcome';
  message: Scalars['String']['output'];
  order?: Maybe<Order>;
  orderId?: Maybe<Scalars['ID']['output']>;
  orderNumber?: Maybe<Scalars['String']['output']>;
  /** ok, unchanged or failed */
  result: Scalars['String']['output'];
  /** CSV imports: the row (1 is the first after the header). */
  row?: Maybe<Scalars['Int']['output']>;
};

export type BulkReport = {
  __typename?: 'BulkReport';
  failed: Scalars['Int']['output'];
  ok: Scalars['Int']['output'];
  outcomes: Array<BulkOutcome>;
  unchanged: Scalars['Int']['output'];
};

/** Move many orders at once: to Processing, or to Shipped with one courier (own rider). */
export type BulkStatusInput = {
  orderIds: Array<Scalars['ID']['input']>;
  /** With Shipped: the courier (own rider and its name). */
  shipment?: InputMaybe<ShipOrderInput>;
  status: OrderStatus;
};

export type Cart = {
  __typename?: 'Cart';
  /** What delivery would cost for this cart (0: free delivery). */
  deliveryCharge: Scalars['Float']['output'];
  /** The owner's user id: one cart per account. */
  id: Scalars['ID']['output'];
  items: Array<CartItem>;
  /** Sum of the lines at current prices. */
  subtotal: Scalars['Float']['output'];
  /** subtotal + deliveryCharge. */
  totalAmount: Scalars['Float']['output'];
  totalQuantity: Scalars['Int']['output'];
};

export type CartItem = {
  __typename?: 'CartItem';
  /** The line's finalPrice (its variant's, for one) × quantity. */
  lineTotal: Scalars['Float']['output'];
  product: Product;
  quantity: Scalars['Int']['output'];
  /** The variant, for a product sold in kinds: its price and stock are the line's. */
  variant?: Maybe<ProductVariant>;
};

/** Delivered COD cash not yet paid by the couriers. */
export type CashOutstanding = {
  __typename?: 'CashOutstanding';
  byCourier: Array<OutstandingByCourier>;
  /** Oldest first (at most 500). */
  items: Array<OutstandingOrder>;
  orders: Scalars['Int']['output'];
  total: Scalars['Float']['output'];
};

/** One of the merchant's categories, in the merchant's order. */
export type Category = {
  __typename?: 'Category';
  /** The same picture at card size (400 px WebP). */
  cardPicture?: Maybe<Scalars['String']['output']>;
  /** Names it had before; /category/<former name> moves to its page. */
  formerNames: Array<Scalars['String']['output']>;
  /** Left out of the shop's menu, filters, home cards and sitemap. */
  hidden: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** The name, as the menu and the category page show it. */
  name: Scalars['String']['output'];
  /** The category's own picture, shown on its home card. */
  picture?: Maybe<Scalars['String']['output']>;
  /** Its place in the merchant's order, lowest first. */
  position: Scalars['Int']['output'];
};

/** A category that has products, with a picture of its newest product: the home page's 'Shop by Category' cards. */
export type CategoryCard = {
  __typename?: 'CategoryCard';
  /** The same picture at card size (400 px WebP). */
  cardImage?: Maybe<Scalars['String']['output']>;
  /** The first picture of the category's newest product (null when that product has none). */
  image?: Maybe<Scalars['String']['output']>;
  /** The category. */
  name: Scalars['String']['output'];
};

/** A step in the merchant's order. */
export type CategoryMove =
  | 'DOWN'
  | 'UP';

export type ChangePasswordInput = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};

export type CityCodFigures = {
  __typename?: 'CityCodFigures';
  /** Cash collected: the amounts of Delivered orders. */
  cashDelivered: Scalars['Float']['output'];
  /** Cash still out with the couriers: the amounts of Shipped orders. */
  cashOut: Scalars['Float']['output'];
  city: Scalars['String']['output'];
  /** Confirmed by the customer (link, WhatsApp, call or admin). */
  confirmed: Scalars['Int']['output'];
  /** Declined by the customer or never confirmed in time. */
  declinedOrExpired: Scalars['Int']['output'];
  delivered: Scalars['Int']['output'];
  orders: Scalars['Int']['output'];
  /** returned / (delivered + returned), 0 without either. */
  returnRate: Scalars['Float']['output'];
  /** Returned to the shop (RTO): refused at the door or undeliverable. */
  returned: Scalars['Int']['output'];
};

export type CityDeliveryFee = {
  __typename?: 'CityDeliveryFee';
  city: Scalars['String']['output'];
  fee: Scalars['Float']['output'];
  /** Free at or above this subtotal in the city; null: never. */
  freeAbove?: Maybe<Scalars['Float']['output']>;
};

export type CityDeliveryFeeInput = {
  city: Scalars['String']['input'];
  fee: Scalars['Float']['input'];
  /** Free at or above this subtotal in the city; null: never. */
  freeAbove?: InputMaybe<Scalars['Float']['input']>;
};

export type CityFigures = {
  __typename?: 'CityFigures';
  booked: Scalars['Int']['output'];
  city: Scalars['String']['output'];
  delivered: Scalars['Int']['output'];
  /** Median days from booking to delivery. */
  medianDaysToDeliver?: Maybe<Scalars['Float']['output']>;
  /** Median days from delivery to the courier's payment. */
  medianDaysToPayment?: Maybe<Scalars['Float']['output']>;
  /** Returned of the parcels that ended, 0 to 1. */
  returnRate?: Maybe<Scalars['Float']['output']>;
  returned: Scalars['Int']['output'];
};

/** Cash on delivery over the last 30 days (orders placed in them). */
export type CodFigures = {
  __typename?: 'CodFigures';
  /** The 10 cities with the most orders, most first. */
  byCity: Array<CityCodFigures>;
  /** The 10 items in the most orders, most first (then the most units): each variant of a product sold in kinds on its own, so the kinds that come back show. */
  byItem: Array<ItemCodFigures>;
  /** low, medium, high, then unscored when there are any. */
  byRisk: Array<RiskCodFigures>;
  /** Cash collected: the amounts of Delivered orders. */
  cashDelivered: Scalars['Float']['output'];
  /** Cash still out with the couriers: the amounts of Shipped orders. */
  cashOut: Scalars['Float']['output'];
  /** Confirmed by the customer (link, WhatsApp, call or admin). */
  confirmed: Scalars['Int']['output'];
  days: Scalars['Int']['output'];
  /** Declined by the customer or never confirmed in time. */
  declinedOrExpired: Scalars['Int']['output'];
  delivered: Scalars['Int']['output'];
  orders: Scalars['Int']['output'];
  /** returned / (delivered + returned), 0 without either. */
  returnRate: Scalars['Float']['output'];
  /** Returned to the shop (RTO): refused at the door or undeliverable. */
  returned: Scalars['Int']['output'];
};

export type CodSettingsInput = {
  /** Cities where COD is offered; empty: everywhere. */
  cities: Array<Scalars['String']['input']>;
  maxOpenPerPhone: Scalars['Int']['input'];
  maxOrder?: InputMaybe<Scalars['Float']['input']>;
  minOrder?: InputMaybe<Scalars['Float']['input']>;
};

export type CodSettingsModel = {
  __typename?: 'CodSettingsModel';
  /** Cities where COD is offered; empty: everywhere. */
  cities: Array<Scalars['String']['output']>;
  /** At most this many open, unconfirmed orders per phone number, and as many per account. */
  maxOpenPerPhone: Scalars['Int']['output'];
  /** Largest COD order (subtotal); null: none. */
  maxOrder?: Maybe<Scalars['Float']['output']>;
  /** Smallest COD order (subtotal); null: none. */
  minOrder?: Maybe<Scalars['Float']['output']>;
};

/** A try to reach the customer, logged by an admin. */
export type ConfirmationAttempt = {
  __typename?: 'ConfirmationAttempt';
  at: Scalars['DateTime']['output'];
  byName: Scalars['String']['output'];
  note: Scalars['String']['output'];
  outcome: AttemptOutcome;
};

export type ConfirmationAttemptInput = {
  note?: InputMaybe<Scalars['String']['input']>;
  outcome: AttemptOutcome;
  /** With CONFIRMED: move the order to Processing at once. Only for staff who may (orders:fulfil or orders:manage). */
  thenProcessing?: InputMaybe<Scalars['Boolean']['input']>;
};

/** How the decision was made. */
export type ConfirmationChannel =
  | 'ADMIN'
  | 'CALL'
  | 'LINK'
  | 'SYSTEM'
  | 'WHATSAPP';

export type ConfirmationDecision =
  | 'CONFIRM'
  | 'DECLINE';

/** One WhatsApp Cloud API send of the confirmation message. */
export type ConfirmationMessage = {
  __typename?: 'ConfirmationMessage';
  at: Scalars['DateTime']['output'];
  attempt: Scalars['Float']['output'];
  /** Who sent the message or opened the WhatsApp link ("System" for automatic sends). */
  byName: Scalars['String']['output'];
  /** whatsapp (the Cloud API) or wa.me (a staff member opened the WhatsApp link) */
  channel: Scalars['String']['output'];
  error?: Maybe<Scalars['String']['output']>;
  language: MessageLanguage;
  messageId?: Maybe<Scalars['String']['output']>;
  /** sent (accepted by the API), failed, or opened (the wa.me link) */
  status: Scalars['String']['output'];
};

export type ConfirmationPage = {
  __typename?: 'ConfirmationPage';
  /** True while the order awaits confirmation and the link has not expired. */
  canDecide: Scalars['Boolean']['output'];
  /** Where the parcel goes, for the customer to check before confirming: name, address and city in full, the phone masked (the link was sent to it). */
  deliverTo: MaskedAddress;
  /** What the page says: awaiting, or how it was decided, or that the link expired. */
  message: Scalars['String']['output'];
  order: PublicOrder;
};

export type ConfirmationSettingsInput = {
  templates: ConfirmationTemplatesInput;
  windowHours: Scalars['Int']['input'];
};

export type ConfirmationSettingsModel = {
  __typename?: 'ConfirmationSettingsModel';
  /** Placeholders: {shopName} {orderNumber} {items} {total} {link} {customerName}. */
  templates: ConfirmationTemplates;
  /** An order still awaiting confirmation this long after placing expires. */
  windowHours: Scalars['Int']['output'];
};

/** Whether the customer has confirmed a cash-on-delivery order. */
export type ConfirmationStatus =
  | 'AWAITING'
  | 'CONFIRMED'
  | 'DECLINED'
  | 'EXPIRED';

export type ConfirmationTemplates = {
  __typename?: 'ConfirmationTemplates';
  en: Scalars['String']['output'];
  ur: Scalars['String']['output'];
};

export type ConfirmationTemplatesInput = {
  en: Scalars['String']['input'];
  ur: Scalars['String']['input'];
};

export type Contact = {
  __typename?: 'Contact';
  address: Scalars['String']['output'];
  city: Scalars['String']['output'];
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
};

export type ContactInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  /** Required for customers, optional for guests. */
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** A courier the shop hands parcels to. */
export type Courier = {
  __typename?: 'Courier';
  /** Parcels can be booked through the courier's API (it is configured). */
  canBook: Scalars['Boolean']['output'];
  /** The courier's payments can be fetched from its API (configured, and its API tells them). */
  canFetchPayments: Scalars['Boolean']['output'];
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Its public tracking page, with {tn} for the number. */
  trackingUrlPattern?: Maybe<Scalars['String']['output']>;
};

/** Per courier and city, the parcels booked over the last days. */
export type CourierFiguresReport = {
  __typename?: 'CourierFiguresReport';
  /** More parcels were booked than a report reads: the newest are counted. */
  capped: Scalars['Boolean']['output'];
  couriers: Array<CourierFiguresRow>;
  days: Scalars['Int']['output'];
  since: Scalars['DateTime']['output'];
};

export type CourierFiguresRow = {
  __typename?: 'CourierFiguresRow';
  booked: Scalars['Int']['output'];
  /** Delivered COD cash the courier has not paid yet (whenever booked). */
  cashOutstanding: Scalars['Float']['output'];
  cities: Array<CityFigures>;
  courier: Scalars['String']['output'];
  courierName: Scalars['String']['output'];
  delivered: Scalars['Int']['output'];
  /** Median days from booking to delivery. */
  medianDaysToDeliver?: Maybe<Scalars['Float']['output']>;
  /** Median days from delivery to the courier's payment. */
  medianDaysToPayment?: Maybe<Scalars['Float']['output']>;
  /** Returned of the parcels that ended, 0 to 1. */
  returnRate?: Maybe<Scalars['Float']['output']>;
  returned: Scalars['Int']['output'];
};

/** A courier's payment of collected cash. */
export type CourierPayment = {
  __typename?: 'CourierPayment';
  amount: Scalars['Float']['output'];
  byName: Scalars['String']['output'];
  charges: Scalars['Float']['output'];
  /** The orders' COD amounts as the shop holds them. */
  codTotal: Scalars['Float']['output'];
  courier: Scalars['String']['output'];
  courierName: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  date: Scalars['DateTime']['output'];
  /** amount - (codTotal - charges). */
  difference: Scalars['Float']['output'];
  /** The amount is not the COD amounts less the charges. */
  flagged: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  note: Scalars['String']['output'];
  orderIds: Array<Scalars['ID']['output']>;
  orderNumbers: Array<Scalars['String']['output']>;
  reference: Scalars['String']['output'];
};

/** A courier's payment of collected cash, typed in from its statement. */
export type CourierPaymentInput = {
  /** What the courier paid, in rupees. */
  amount: Scalars['Float']['input'];
  /** The courier's charges it kept (0 when not given). */
  charges?: InputMaybe<Scalars['Float']['input']>;
  courier: Scalars['String']['input'];
  /** The day the courier paid (from 2000, not in the future). */
  date: Scalars['DateTime']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  /** The delivered orders it pays. */
  orderIds: Array<Scalars['ID']['input']>;
  /** The courier's payment reference (CPR number, transfer id). */
  reference: Scalars['String']['input'];
};

export type CreateApiKeyInput = {
  /** Days until the key stops working (1 to 730); none: it lasts until revoked. */
  expiresInDays?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  /** Any of: catalogue:read, products:write, orders:read, orders:write, couriers:write, payments:write, dashboard:read. */
  scopes: Array<Scalars['String']['input']>;
};

export type CreateDiscountCodeInput = {
  /** 3 to 30 letters, digits, - or _; kept in upper case. */
  code: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  /** Valid until; empty: no end. */
  endsAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** percent, fixed or free_delivery. */
  kind: Scalars['String']['input'];
  /** Orders over the shop; empty: no limit. */
  maxUses?: InputMaybe<Scalars['Int']['input']>;
  /** Orders per customer account; empty: no limit. */
  maxUsesPerAccount?: InputMaybe<Scalars['Int']['input']>;
  /** Orders per phone number (any written form); empty: no limit. */
  maxUsesPerPhone?: InputMaybe<Scalars['Int']['input']>;
  /** The smallest subtotal it applies to; 0 or empty: any. */
  minSubtotal?: InputMaybe<Scalars['Float']['input']>;
  /** Empty: the whole shop. */
  scope?: InputMaybe<DiscountScopeInput>;
  /** Valid from; empty: at once. */
  startsAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Per cent (1 to 100) for percent, rupees for fixed; ignored for free_delivery. */
  value?: InputMaybe<Scalars['Float']['input']>;
};

export type CreateWebhookSubscriptionInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** Any of: order.placed, order.confirmed, order.status_changed, order.cancelled, shipment.updated, payment.recorded, product.updated, stock.low. */
  events: Array<Scalars['String']['input']>;
  /** https:// (http:// only to localhost, and not in production). */
  url: Scalars['String']['input'];
};

/** A new key: `key` is shown this once and never again (only its hash is kept). */
export type CreatedApiKey = {
  __typename?: 'CreatedApiKey';
  apiKey: ApiKey;
  key: Scalars['String']['output'];
};

/** A courier's CSV file, as text. */
export type CsvImportInput = {
  csv: Scalars['String']['input'];
};

export type CustomerDashboard = {
  __typename?: 'CustomerDashboard';
  /** Delivered. */
  completedOrders: Scalars['Int']['output'];
  /** Pending, Processing or Shipped. */
  pendingOrders: Scalars['Int']['output'];
  recentOrders: Array<Order>;
  totalOrders: Scalars['Int']['output'];
  /** Sum of all orders except Cancelled ones. */
  totalSpent: Scalars['Float']['output'];
};

/** A message to the customer about one step of their order. */
export type CustomerMessage = {
  __typename?: 'CustomerMessage';
  attempts: Array<CustomerMessageAttempt>;
  /** The text, as the customer reads it (WhatsApp sends its approved template of it). */
  body: Scalars['String']['output'];
  /** whatsapp, email, or none (not sent: see reason). */
  channel: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** confirmed, shipped, delivered or returned. */
  kind: Scalars['String']['output'];
  /** en or ur. */
  language: Scalars['String']['output'];
  /** When a queued message is next tried. */
  nextAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  orderId: Scalars['ID']['output'];
  /** Why it was skipped or failed; empty otherwise. */
  reason: Scalars['String']['output'];
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  /** queued, sent, delivered (WhatsApp says it reached the phone), failed or skipped. */
  state: Scalars['String']['output'];
  /** The e-mail's subject. */
  subject: Scalars['String']['output'];
  /** The phone (masked for staff who see phones masked) or e-mail; empty when none. */
  to: Scalars['String']['output'];
};

/** One try at sending a message to a customer. */
export type CustomerMessageAttempt = {
  __typename?: 'CustomerMessageAttempt';
  /** The provider's answer: the message id when sent, the reason when not. */
  answer: Scalars['String']['output'];
  at: Scalars['DateTime']['output'];
  number: Scalars['Int']['output'];
  /** sent or failed. */
  status: Scalars['String']['output'];
};

export type CustomerMessageLanguages = {
  __typename?: 'CustomerMessageLanguages';
  en: CustomerMessageTemplate;
  ur: CustomerMessageTemplate;
};

export type CustomerMessageLanguagesInput = {
  en: CustomerMessageTemplateInput;
  ur: CustomerMessageTemplateInput;
};

/** The messages to the customer at each step of the order. */
export type CustomerMessageSettingsInput = {
  /** en or ur: the language the messages are sent in. */
  language: Scalars['String']['input'];
  /** Minutes after the phone was typed at checkout, with no order since, before the one reminder (1 to 10080); left out, the saved wait stays. */
  reminderAfterMinutes?: InputMaybe<Scalars['Int']['input']>;
  /** Placeholders: {name} {orderNumber} {total} {shopName} {stopLink}; the shipped message also {courier} {trackingNumber} {trackingLink}; the reminder {name} {items} {total} {shopName} {resumeLink} {stopLink}. */
  templates: CustomerMessageTemplatesInput;
};

/** The messages to the customer at each step of the order (confirmed, shipped, delivered, returned). */
export type CustomerMessageSettingsModel = {
  __typename?: 'CustomerMessageSettingsModel';
  /** en or ur: the language the messages are sent in. */
  language: Scalars['String']['output'];
  /** Minutes after the phone was typed at checkout, with no order since, before the one reminder. */
  reminderAfterMinutes: Scalars['Int']['output'];
  /** Placeholders: {name} {orderNumber} {total} {shopName} {stopLink}; the shipped message also {courier} {trackingNumber} {trackingLink}; the reminder {name} {items} {total} {shopName} {resumeLink} {stopLink}. */
  templates: CustomerMessageTemplates;
};

export type CustomerMessageTemplate = {
  __typename?: 'CustomerMessageTemplate';
  /** The message's text. */
  body: Scalars['String']['output'];
  /** The e-mail's subject. */
  subject: Scalars['String']['output'];
};

/** One customer message in one language. */
export type CustomerMessageTemplateInput = {
  /** The message's text. */
  body: Scalars['String']['input'];
  /** The e-mail's subject. */
  subject: Scalars['String']['input'];
};

export type CustomerMessageTemplates = {
  __typename?: 'CustomerMessageTemplates';
  confirmed: CustomerMessageLanguages;
  delivered: CustomerMessageLanguages;
  /** The reminder of a checkout left half-way. */
  reminder: CustomerMessageLanguages;
  returned: CustomerMessageLanguages;
  shipped: CustomerMessageLanguages;
};

export type CustomerMessageTemplatesInput = {
  confirmed: CustomerMessageLanguagesInput;
  delivered: CustomerMessageLanguagesInput;
  /** The reminder of a checkout left half-way; left out, the saved one stays. */
  reminder?: InputMaybe<CustomerMessageLanguagesInput>;
  returned: CustomerMessageLanguagesInput;
  shipped: CustomerMessageLanguagesInput;
};

/** One day of the shop's orders, in the shop's time zone (Asia/Karachi). */
export type DailyOrderFigures = {
  __typename?: 'DailyOrderFigures';
  /** The day, as YYYY-MM-DD. */
  day: Scalars['String']['output'];
  /** Orders placed that day, Cancelled ones included. */
  orders: Scalars['Int']['output'];
  /** Amount of the orders placed that day that count as revenue (see AdminDashboard.revenueStatuses). */
  revenue: Scalars['Float']['output'];
};

/** A code tried on a basket: whether it applies, why not, and the totals with it. */
export type DiscountCheck = {
  __typename?: 'DiscountCheck';
  /** The code in upper case. */
  code: Scalars['String']['output'];
  /** The delivery charge for the city given (0 without one). */
  deliveryCharge: Scalars['Float']['output'];
  /** What the code takes off (0 when it does not apply). */
  discount: Scalars['Float']['output'];
  /** percent, fixed or free_delivery, when the code applies. */
  kind?: Maybe<Scalars['String']['output']>;
  /** Why the code does not apply; empty when it does. */
  message: Scalars['String']['output'];
  subtotal: Scalars['Float']['output'];
  /** subtotal − discount + deliveryCharge. */
  total: Scalars['Float']['output'];
  valid: Scalars['Boolean']['output'];
};

/** A discount code with its rules, uses and figures (staff). */
export type DiscountCode = {
  __typename?: 'DiscountCode';
  code: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  createdByName: Scalars['String']['output'];
  description: Scalars['String']['output'];
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  figures: DiscountFigures;
  id: Scalars['ID']['output'];
  /** percent, fixed or free_delivery. */
  kind: Scalars['String']['output'];
  maxUses?: Maybe<Scalars['Int']['output']>;
  maxUsesPerAccount?: Maybe<Scalars['Int']['output']>;
  maxUsesPerPhone?: Maybe<Scalars['Int']['output']>;
  minSubtotal: Scalars['Float']['output'];
  paused: Scalars['Boolean']['output'];
  scope: DiscountScope;
  startsAt?: Maybe<Scalars['DateTime']['output']>;
  /** Orders holding the code now (a cancelled order gave its use back). */
  uses: Scalars['Int']['output'];
  /** Per cent for percent, rupees for fixed; 0 for free_delivery. */
  value: Scalars['Float']['output'];
};

/** A code's orders by where they stand, from the orders themselves: revenue is the cash of the delivered ones. */
export type DiscountFigures = {
  __typename?: 'DiscountFigures';
  cancelled: Scalars['Int']['output'];
  delivered: Scalars['Int']['output'];
  /** What the code took off the delivered orders. */
  discountGiven: Scalars['Float']['output'];
  /** Orders placed with the code (cancelled ones included). */
  orders: Scalars['Int']['output'];
  returned: Scalars['Int']['output'];
  /** Cash collected: the totals of the delivered orders. */
  revenue: Scalars['Float']['output'];
};

export type DiscountLineInput = {
  product: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  /** The variant, for a product sold in kinds (required for one). */
  variant?: InputMaybe<Scalars['ID']['input']>;
  /** The same as variant, as cart lines name it; give one of the two. */
  variantId?: InputMaybe<Scalars['ID']['input']>;
};

/** What a code is limited to; every list empty: the whole shop. */
export type DiscountScope = {
  __typename?: 'DiscountScope';
  categories: Array<Scalars['String']['output']>;
  products: Array<Scalars['ID']['output']>;
  variants: Array<Scalars['ID']['output']>;
};

export type DiscountScopeInput = {
  /** Category names. */
  categories?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Product ids. */
  products?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Variant ids. */
  variants?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** The courier the dispatch rules give an order, and why. */
export type DispatchChoice = {
  __typename?: 'DispatchChoice';
  /** The courier code. */
  courier: Scalars['String']['output'];
  courierName: Scalars['String']['output'];
  /** The rule that chose it (1 is the first); 0: the default courier. */
  rule: Scalars['Int']['output'];
};

/** One dispatch rule: the courier for parcels to these cities, within these bounds. */
export type DispatchRule = {
  __typename?: 'DispatchRule';
  /** Empty: every city. */
  cities: Array<Scalars['String']['output']>;
  courier: Scalars['String']['output'];
  maxCod?: Maybe<Scalars['Float']['output']>;
  maxWeightGrams?: Maybe<Scalars['Int']['output']>;
  minCod?: Maybe<Scalars['Float']['output']>;
};

/** One dispatch rule: the courier for parcels to these cities, within these bounds. */
export type DispatchRuleInput = {
  /** Cities as written ("Karachi", "Pindi"); empty: every city. */
  cities: Array<Scalars['String']['input']>;
  /** A courier code (tcs, leopards, postex, …). */
  courier: Scalars['String']['input'];
  /** Largest COD amount (inclusive); null: no bound. */
  maxCod?: InputMaybe<Scalars['Float']['input']>;
  /** Heaviest parcel in grams; null: any weight. */
  maxWeightGrams?: InputMaybe<Scalars['Int']['input']>;
  /** Smallest COD amount (inclusive); null: no bound. */
  minCod?: InputMaybe<Scalars['Float']['input']>;
};

/** Which courier gets a parcel: the rules in order, then the default courier. */
export type DispatchRules = {
  __typename?: 'DispatchRules';
  defaultCourier?: Maybe<Scalars['String']['output']>;
  rules: Array<DispatchRule>;
  unitWeightGrams: Scalars['Int']['output'];
};

/** The dispatch rules as a whole: read in order, the first that fits a parcel wins. */
export type DispatchRulesInput = {
  /** The courier of a parcel no rule fits; null: the first bookable of PostEx, Leopards, Trax, Call Courier, TCS, M&P. */
  defaultCourier?: InputMaybe<Scalars['String']['input']>;
  rules: Array<DispatchRuleInput>;
  /** Grams of one unit of an item: a parcel weighs its units times this. */
  unitWeightGrams: Scalars['Int']['input'];
};

export type InviteStaffInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  staffRole?: InputMaybe<StaffRole>;
};

/** Cash-on-delivery figures of one item sold: a product sold as one, or one variant of a product sold in kinds. An order counts once for each item it holds, whatever its number of lines and units. */
export type ItemCodFigures = {
  __typename?: 'ItemCodFigures';
  /** Of those orders, the Delivered ones. */
  delivered: Scalars['Int']['output'];
  /** As its newest order line names it, kind included ("Clear Case (iPhone 15 / Black)"); the product may have been renamed since. */
  name: Scalars['String']['output'];
  /** Orders holding it. */
  orders: Scalars['Int']['output'];
  productId: Scalars['ID']['output'];
  /** returned / (delivered + returned), 0 without either. */
  returnRate: Scalars['Float']['output'];
  /** Of those orders, the Returned ones (RTO). */
  returned: Scalars['Int']['output'];
  /** The variant's SKU as its newest order line kept it; null for a product sold as one. */
  sku?: Maybe<Scalars['String']['output']>;
  /** Units of it in those orders. */
  units: Scalars['Int']['output'];
  /** The variant, for a product sold in kinds; null for a product sold as one. */
  variantId?: Maybe<Scalars['ID']['output']>;
};

export type LoginInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
};

/** A shipping address as pages without sign-in show it: partly hidden on tracking; in full but the phone on the confirmation link. */
export type MaskedAddress = {
  __typename?: 'MaskedAddress';
  address: Scalars['String']['output'];
  city: Scalars['String']['output'];
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
};

export type MergeCartInput = {
  items: Array<AddToCartInput>;
};

/** English or Urdu. */
export type MessageLanguage =
  | 'EN'
  | 'UR';

export type Mutation = {
  __typename?: 'Mutation';
  /** Sets the invited person's password and makes their staff account (once); they then sign in as usual. */
  acceptStaffInvite: User;
  /** Admin: adds a category at the end of the order; refused when the name is taken, whatever its case. */
  addCategory: AdminCategory;
  /** Adds units of a product; merged with the line already in the cart. */
  addToCart: Cart;
  blockContact: BlockedContact;
  /** Books the parcel through the courier's API and ships the order. */
  bookShipment: Order;
  bookShipments: BulkReport;
  /** Many orders to Processing, or to Shipped with an own rider. */
  bulkSetOrderStatus: BulkReport;
  /** Cancels your own order while it is Pending. */
  cancelMyOrder: Order;
  /** Changes the password. Every token issued before stops working; the answer carries a fresh token for this session. */
  changePassword: AuthPayload;
  clearCart: Cart;
  /** Owner: a new key with scopes; the key is in this answer only. */
  createApiKey: CreatedApiKey;
  /** Staff: a new discount code. */
  createDiscountCode: DiscountCode;
  /** Owner: a new webhook; its secret is in this answer only. */
  createWebhookSubscription: WebhookSecret;
  /** The customer confirms the order, or declines it (the order is cancelled, its units back in stock). */
  decideConfirmation: ConfirmationPage;
  /** Admin: deletes a category; refused (CONFLICT) while it has products. */
  deleteCategory: Scalars['Boolean']['output'];
  /** Admin: deletes an order. */
  deleteOrder: Scalars['Boolean']['output'];
  /** Admin: deletes a product and its uploaded pictures; NOT_FOUND when the id is unknown or malformed. */
  deleteProduct: Scalars['Boolean']['output'];
  /** Admin: deletes an account; true on success. Not your own account, never the last active admin. */
  deleteUser: Scalars['Boolean']['output'];
  /** Owner: deletes a webhook and its delivery log. */
  deleteWebhookSubscription: WebhookSubscription;
  /** Asks the courier's API which delivered, unpaid COD parcels it has paid, and records one payment per payment reference (fetching again records nothing new). */
  fetchCourierPayments: SettlementFetchReport;
  importCourierPayments: PaymentImportReport;
  /** A courier's status CSV: Delivered or Returned parcels move their orders. */
  importCourierStatuses: BulkReport;
  /** Ships orders with tracking numbers pasted a line per order. */
  importTrackingNumbers: BulkReport;
  /** Owners: invites a person to the staff; answers the link, shown this once. Replaces a pending invitation to the same e-mail; CONFLICT when the e-mail has an account. */
  inviteStaff: StaffInvitation;
  /** Admin: logs a call to the customer; CONFIRMED confirms the order, DECLINED cancels it. */
  logConfirmationAttempt: Order;
  login: AuthPayload;
  /** Merges a guest's local cart into the account's cart at sign-in. */
  mergeCart: Cart;
  /** Admin: moves a category one place up or down; answers every category in the new order. */
  moveCategory: Array<AdminCategory>;
  /** Places a cash-on-delivery order, as a guest or as the signed-in customer. */
  placeOrder: PlacedOrder;
  recordCourierPayment: CourierPayment;
  /** Records the checkout under way once a valid phone is typed (the cart and what is typed), so the shop may send one reminder. Rate-limited per address; bad input is refused and nothing is written. */
  recordOpenCheckout: RecordedOpenCheckout;
  /** Records the courier and tracking number (or own rider and name) of a Delivered order that has none; it stays Delivered. */
  recordOrderCourier: Order;
  /** Admin: records that the WhatsApp chat (the wa.me link) was opened for the order, in its message log (channel 'wa.me', status 'opened'). */
  recordWhatsAppOpened: Order;
  /** Owner: sends a delivery again now, as it was. */
  redeliverWebhook: WebhookDelivery;
  /** Exchanges a valid token for a fresh one. */
  refreshToken: AuthPayload;
  /** Fetches the parcel's journey from the courier now. */
  refreshTracking: Order;
  /** Creates a customer account and signs it in. */
  register: AuthPayload;
  /** Admin: removes a category's own picture (its home card shows its newest product's again). Pictures are uploaded with the multipart REST form. */
  removeCategoryPicture: AdminCategory;
  removeFromCart: Cart;
  /** Owners: deletes a staff member's account. Not your own, and the shop keeps at least one active Owner. */
  removeStaffMember: Scalars['Boolean']['output'];
  /** Admin: renames a category and moves its products to the new name; old links still find it. */
  renameCategory: AdminCategory;
  /** Forgot password: sends a reset link by e-mail or a 6-digit code by WhatsApp, if an account has this e-mail or phone. The answer is the same either way. */
  requestPasswordReset: PasswordResetRequest;
  /** Sets a new password with a reset link's token, or with the account's e-mail or phone and the code. Every token issued before stops working. */
  resetPassword: PasswordResetDone;
  /** Staff who confirm: the order's phone number in full (and its WhatsApp link), to call it; for staff who see phones masked (a Confirmer) this is the one way to it, and each showing is recorded on the order. */
  revealCustomerPhone: RevealedPhone;
  /** Owner: the key stops working at once. */
  revokeApiKey: ApiKey;
  /** Owners: withdraws a pending invitation; its link stops working. */
  revokeStaffInvite: Scalars['Boolean']['output'];
  /** Owner: a new signing secret, at once (the old one stops matching); shown in this answer only. */
  rollWebhookSecret: WebhookSecret;
  /** Admin: sends the confirmation message through the WhatsApp Business Cloud API (when set up). */
  sendConfirmationWhatsApp: Order;
  /** Owner: sends a `ping` event to a webhook. */
  sendTestWebhook: WebhookDelivery;
  /** Admin: hides a category from the shop's lists, or shows it again. */
  setCategoryHidden: AdminCategory;
  /** Admin: puts the categories in this order (every category's id, each once). */
  setCategoryOrder: Array<AdminCategory>;
  /** Staff: pauses a code (no new order takes it) or resumes it. */
  setDiscountCodePaused: DiscountCode;
  /** Replaces the dispatch rules as a whole. */
  setDispatchRules: DispatchRules;
  /** Admin: sets any status; Cancelled gives the units back, leaving Cancelled takes them again. */
  setOrderStatus: Order;
  /** Admin: replaces a product's options and variants (at most 3 options and 100 variants, SKUs unique across the shop); its prices and stock follow its variants. No options: sold as one again. */
  setProductVariants: Product;
  /** Owners: changes a staff member's role. Not your own, and the shop keeps at least one active Owner. */
  setStaffRole: User;
  /** Admin: blocks or unblocks an account, at once for its existing tokens. Not your own account, never the last active admin. */
  setUserBlocked: User;
  /** Ships the order by hand: courier and tracking number, or own rider and name. */
  shipOrder: Order;
  /** Staff: an order taken for a customer by phone or WhatsApp, through the checkout's rules, risk and stock; recorded as taken by you. `accessKey` lets the customer read it later, as for a guest. */
  takeOrder: PlacedOrder;
  /** Takes an entry off the blocklist; answers the entry removed. */
  unblockContact: BlockedContact;
  /** Sets a line's quantity; 0 or less removes it. */
  updateCartItem: Cart;
  /** Saves the messages to customers; a template with an unknown placeholder is refused. */
  updateMessageTemplates: CustomerMessageSettingsModel;
  /** Admin: replaces the form fields of a product; its pictures are kept (they are uploaded with the multipart REST form). */
  updateProductDetails: Product;
  /** Updates name, phone and address. The e-mail never changes. */
  updateProfile: User;
  /** Saves the sections given; each replaces the saved one whole. */
  updateShopSettings: ShopSettings;
  /** Owner: changes a webhook; active false pauses it, true resumes it (and sends what waited). */
  updateWebhookSubscription: WebhookSubscription;
};


export type MutationAcceptStaffInviteArgs = {
  input: AcceptStaffInviteInput;
  token: Scalars['String']['input'];
};


export type MutationAddCategoryArgs = {
  name: Scalars['String']['input'];
};


export type MutationAddToCartArgs = {
  input: AddToCartInput;
};


export type MutationBlockContactArgs = {
  input: BlockContactInput;
};


export type MutationBookShipmentArgs = {
  courier?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationBookShipmentsArgs = {
  input: BookOrdersInput;
};


export type MutationBulkSetOrderStatusArgs = {
  input: BulkStatusInput;
};


export type MutationCancelMyOrderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationCreateApiKeyArgs = {
  input: CreateApiKeyInput;
};


export type MutationCreateDiscountCodeArgs = {
  input: CreateDiscountCodeInput;
};


export type MutationCreateWebhookSubscriptionArgs = {
  input: CreateWebhookSubscriptionInput;
};


export type MutationDecideConfirmationArgs = {
  decision: ConfirmationDecision;
  token: Scalars['String']['input'];
};


export type MutationDeleteCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteOrderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteProductArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteWebhookSubscriptionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationFetchCourierPaymentsArgs = {
  courier?: InputMaybe<Scalars['String']['input']>;
};


export type MutationImportCourierPaymentsArgs = {
  input: PaymentCsvInput;
};


export type MutationImportCourierStatusesArgs = {
  input: CsvImportInput;
};


export type MutationImportTrackingNumbersArgs = {
  input: TrackingImportInput;
};


export type MutationInviteStaffArgs = {
  input: InviteStaffInput;
};


export type MutationLogConfirmationAttemptArgs = {
  input: ConfirmationAttemptInput;
  orderId: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationMergeCartArgs = {
  input: MergeCartInput;
};


export type MutationMoveCategoryArgs = {
  direction: CategoryMove;
  id: Scalars['ID']['input'];
};


export type MutationPlaceOrderArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: PlaceOrderInput;
};


export type MutationRecordCourierPaymentArgs = {
  input: CourierPaymentInput;
};


export type MutationRecordOpenCheckoutArgs = {
  input: RecordOpenCheckoutInput;
};


export type MutationRecordOrderCourierArgs = {
  id: Scalars['ID']['input'];
  input: ShipOrderInput;
};


export type MutationRecordWhatsAppOpenedArgs = {
  language?: MessageLanguage;
  orderId: Scalars['ID']['input'];
};


export type MutationRedeliverWebhookArgs = {
  deliveryId: Scalars['ID']['input'];
};


export type MutationRefreshTrackingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRemoveCategoryPictureArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveFromCartArgs = {
  productId: Scalars['ID']['input'];
  variantId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationRemoveStaffMemberArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRenameCategoryArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationRevealCustomerPhoneArgs = {
  language?: MessageLanguage;
  orderId: Scalars['ID']['input'];
};


export type MutationRevokeApiKeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeStaffInviteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRollWebhookSecretArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSendConfirmationWhatsAppArgs = {
  language?: MessageLanguage;
  orderId: Scalars['ID']['input'];
};


export type MutationSendTestWebhookArgs = {
  subscriptionId: Scalars['ID']['input'];
};


export type MutationSetCategoryHiddenArgs = {
  hidden: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetCategoryOrderArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationSetDiscountCodePausedArgs = {
  id: Scalars['ID']['input'];
  input: SetDiscountCodePausedInput;
};


export type MutationSetDispatchRulesArgs = {
  input: DispatchRulesInput;
};


export type MutationSetOrderStatusArgs = {
  id: Scalars['ID']['input'];
  overrideReason?: InputMaybe<Scalars['String']['input']>;
  status: OrderStatus;
};


export type MutationSetProductVariantsArgs = {
  id: Scalars['ID']['input'];
  input: ProductVariantsInput;
};


export type MutationSetStaffRoleArgs = {
  id: Scalars['ID']['input'];
  staffRole: StaffRole;
};


export type MutationSetUserBlockedArgs = {
  id: Scalars['ID']['input'];
  isBlocked: Scalars['Boolean']['input'];
};


export type MutationShipOrderArgs = {
  id: Scalars['ID']['input'];
  input: ShipOrderInput;
};


export type MutationTakeOrderArgs = {
  input: TakeOrderInput;
};


export type MutationUnblockContactArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateCartItemArgs = {
  input: UpdateCartInput;
};


export type MutationUpdateMessageTemplatesArgs = {
  input: CustomerMessageSettingsInput;
};


export type MutationUpdateProductDetailsArgs = {
  id: Scalars['ID']['input'];
  input: ProductDetailsInput;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationUpdateShopSettingsArgs = {
  input: UpdateSettingsInput;
};


export type MutationUpdateWebhookSubscriptionArgs = {
  id: Scalars['ID']['input'];
  input: UpdateWebhookSubscriptionInput;
};

/** Staff: a checkout left half-way (or ordered since). */
export type OpenCheckout = {
  __typename?: 'OpenCheckout';
  city: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The lines in words (name × quantity). */
  items: Array<Scalars['String']['output']>;
  /** The order placed with the phone since. */
  orderId?: Maybe<Scalars['ID']['output']>;
  orderTotal?: Maybe<Scalars['Float']['output']>;
  orderedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The phone, masked for staff who see phones masked. */
  phone: Scalars['String']['output'];
  /** When the phone was first typed. */
  phoneTypedAt: Scalars['DateTime']['output'];
  /** Ordered after the reminder. */
  recovered: Scalars['Boolean']['output'];
  remindedAt?: Maybe<Scalars['DateTime']['output']>;
  /** none (not yet), queued, sent, delivered, failed or skipped: the reminder, as the message queue has it. */
  reminder: Scalars['String']['output'];
  /** Why no reminder was sent; empty otherwise. */
  reminderReason: Scalars['String']['output'];
  /** Units in the cart. */
  units: Scalars['Int']['output'];
  /** When it was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** The lines at the prices when last recorded. */
  value: Scalars['Float']['output'];
};

/** What was typed at checkout, as the restore link brings it back. */
export type OpenCheckoutDetails = {
  __typename?: 'OpenCheckoutDetails';
  address: Scalars['String']['output'];
  city: Scalars['String']['output'];
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
};

/** What is typed at checkout so far: the phone is required, the rest may still be empty. */
export type OpenCheckoutDetailsInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phone: Scalars['String']['input'];
};

/** Staff: the figures of the open checkouts over a period. */
export type OpenCheckoutFigures = {
  __typename?: 'OpenCheckoutFigures';
  days: Scalars['Int']['output'];
  /** Of them, ordered (with or without a reminder). */
  ordered: Scalars['Int']['output'];
  /** Checkouts recorded in the period. */
  recorded: Scalars['Int']['output'];
  /** Of them, ordered after the reminder. */
  recovered: Scalars['Int']['output'];
  /** The recovered orders' totals. */
  recoveredRevenue: Scalars['Float']['output'];
  /** Of them, reminded. */
  reminded: Scalars['Int']['output'];
};

/** A cart line of an open checkout. */
export type OpenCheckoutLineInput = {
  product: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  /** The variant, for a product sold in kinds. */
  variant?: InputMaybe<Scalars['ID']['input']>;
};

/** Staff: the open checkouts of a period, newest first (200 at most), and its figures. */
export type OpenCheckoutsPage = {
  __typename?: 'OpenCheckoutsPage';
  figures: OpenCheckoutFigures;
  items: Array<OpenCheckout>;
};

/** An option the products of a list are sold in ("Phone model"), with the values its filter offers: the products list takes one as option: ["Phone model:iPhone 15"]. */
export type OptionFacet = {
  __typename?: 'OptionFacet';
  /** Spelt as the first product listed with it spells it; compared with case ignored. */
  name: Scalars['String']['output'];
  /** In natural order ("2m" before "10m"). */
  values: Array<OptionFacetValue>;
};

/** A value of an option a shopper can filter a product list by, and how many products have it. */
export type OptionFacetValue = {
  __typename?: 'OptionFacetValue';
  /** Products of the list with a variant of this value (in stock, unless inStock is false). */
  count: Scalars['Int']['output'];
  /** Spelt as the first product listed with it spells it. */
  value: Scalars['String']['output'];
};

export type Order = {
  __typename?: 'Order';
  /** The statuses you may set this order to now, in workflow order (empty when you may change nothing). */
  allowedNextStatuses: Array<OrderStatus>;
  /** Whether you may cancel this order now (a customer: their own while Pending; an admin: unless Cancelled). */
  canCancel: Scalars['Boolean']['output'];
  /** The confirmation step; null for older orders that have left Pending without one. */
  confirmation?: Maybe<OrderConfirmation>;
  createdAt: Scalars['DateTime']['output'];
  /** The account, for account orders. */
  customer?: Maybe<OrderCustomer>;
  /** @deprecated Use shippingFee (the same amount). */
  deliveryCharge: Scalars['Float']['output'];
  /** What the discount code took off (0 without one). */
  discount: Scalars['Float']['output'];
  /** The discount code the order was placed with; null without one. */
  discountCode?: Maybe<Scalars['String']['output']>;
  /** orderNumber, as shops show it. */
  displayId: Scalars['String']['output'];
  guestInfo?: Maybe<Contact>;
  id: Scalars['ID']['output'];
  isGuestOrder: Scalars['Boolean']['output'];
  itemCount: Scalars['Int']['output'];
  items: Array<OrderItem>;
  notes: Scalars['String']['output'];
  orderNumber: Scalars['String']['output'];
  paymentMethod: Scalars['String']['output'];
  /** In the confirmation queue, for staff who read orders: other orders waiting for confirmation to the same phone, with the same products and kinds (any quantities), placed within 24 hours of this one. Null elsewhere. */
  possibleDuplicates?: Maybe<Array<Order>>;
  /** Staff who read orders only (null for anyone else): the risk level and its reasons. */
  risk?: Maybe<OrderRisk>;
  /** The parcel, once shipped: courier, tracking link, events. */
  shipment?: Maybe<Shipment>;
  shippingAddress: Contact;
  /** The delivery charge the order was placed with (0: free delivery). */
  shippingFee: Scalars['Float']['output'];
  status: OrderStatus;
  statusHistory: Array<StatusChange>;
  /** Sum of the lines. */
  subtotal: Scalars['Float']['output'];
  /** Staff who read orders only (null for anyone else): who took the order by phone or WhatsApp. */
  takenBy?: Maybe<OrderTakenBy>;
  /** subtotal − discount + shippingFee: what is paid on delivery. */
  totalAmount: Scalars['Float']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** How a customer gave an order to the staff. */
export type OrderChannel =
  | 'PHONE'
  | 'WHATSAPP';

export type OrderConfirmation = {
  __typename?: 'OrderConfirmation';
  /** When it was decided. */
  at?: Maybe<Scalars['DateTime']['output']>;
  /** Staff who read orders: the calls logged; empty for anyone else. */
  attempts: Array<ConfirmationAttempt>;
  channel?: Maybe<ConfirmationChannel>;
  /** Still awaiting then, the order is cancelled. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** Staff who confirm orders: the confirmation link; null for anyone else. */
  link?: Maybe<Scalars['String']['output']>;
  /** Staff who read orders: the WhatsApp Cloud API delivery log; empty for anyone else. */
  messages: Array<ConfirmationMessage>;
  /** Staff who read orders: each time the phone was shown to staff who see it masked; empty for anyone else. */
  phoneReveals: Array<PhoneReveal>;
  status: ConfirmationStatus;
  /** Staff who confirm orders: https://wa.me/… with the confirmation message in the language asked; null for anyone else. */
  whatsappUrl?: Maybe<Scalars['String']['output']>;
};


export type OrderConfirmationWhatsappUrlArgs = {
  language?: MessageLanguage;
};

export type OrderCustomer = {
  __typename?: 'OrderCustomer';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
};

export type OrderItem = {
  __typename?: 'OrderItem';
  brand: Scalars['String']['output'];
  category: Scalars['String']['output'];
  image: Scalars['String']['output'];
  lineTotal: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  /** The variant's option values as they were; empty for a product sold as one. */
  options: Array<OrderItemOption>;
  price: Scalars['Float']['output'];
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  /** The variant's SKU as it was when the order was placed. */
  sku?: Maybe<Scalars['String']['output']>;
  /** The variant bought, for a product sold in kinds. */
  variantId?: Maybe<Scalars['ID']['output']>;
};

/** A bought line: product details and unit price as they were when the order was placed. */
export type OrderItemOption = {
  __typename?: 'OrderItemOption';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** account: placed signed in; guest: placed without an account; all: both kinds in one list. */
export type OrderKind =
  | 'account'
  | 'all'
  | 'guest';

/** How many orders each admin list holds, unfiltered. */
export type OrderKindCounts = {
  __typename?: 'OrderKindCounts';
  /** Orders placed signed in. */
  account: Scalars['Int']['output'];
  /** Both kinds. */
  all: Scalars['Int']['output'];
  /** Orders placed without an account. */
  guest: Scalars['Int']['output'];
};

export type OrderLineInput = {
  /** Ignored: prices always come from the catalogue. */
  price?: InputMaybe<Scalars['Float']['input']>;
  product: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  /** The variant, for a product sold in kinds (required for one). */
  variant?: InputMaybe<Scalars['ID']['input']>;
  /** The same as variant, as cart lines name it; give one of the two. */
  variantId?: InputMaybe<Scalars['ID']['input']>;
};

export type OrderPage = {
  __typename?: 'OrderPage';
  items: Array<Order>;
  pagination: Pagination;
};

/** Admins only: the level and the signals behind it. */
export type OrderRisk = {
  __typename?: 'OrderRisk';
  level: RiskLevel;
  reasons: Array<Scalars['String']['output']>;
};

/** An admin may set any status from any other. */
export type OrderStatus =
  | 'Cancelled'
  | 'Delivered'
  | 'Pending'
  | 'Processing'
  | 'Returned'
  | 'Shipped';

export type OrderStatusCount = {
  __typename?: 'OrderStatusCount';
  count: Scalars['Int']['output'];
  status: OrderStatus;
};

/** A staff member who took an order for a customer, and how the customer reached them. */
export type OrderTakenBy = {
  __typename?: 'OrderTakenBy';
  /** phone or whatsapp */
  channel: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** Cash a courier holds for delivered orders, by age since delivery. */
export type OutstandingByCourier = {
  __typename?: 'OutstandingByCourier';
  amount: Scalars['Float']['output'];
  courier: Scalars['String']['output'];
  courierName: Scalars['String']['output'];
  /** Delivered 0 to 7 days ago. */
  days0to7: Scalars['Float']['output'];
  days8to14: Scalars['Float']['output'];
  days15to30: Scalars['Float']['output'];
  orders: Scalars['Int']['output'];
  over30: Scalars['Float']['output'];
};

export type OutstandingOrder = {
  __typename?: 'OutstandingOrder';
  ageDays: Scalars['Int']['output'];
  codAmount: Scalars['Float']['output'];
  courier: Scalars['String']['output'];
  deliveredAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  orderNumber: Scalars['String']['output'];
  trackingNumber: Scalars['String']['output'];
};

export type Pagination = {
  __typename?: 'Pagination';
  hasNext: Scalars['Boolean']['output'];
  hasPrev: Scalars['Boolean']['output'];
  page: Scalars['Int']['output'];
  pages: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** How a reset is sent: a link by e-mail, or a 6-digit code by WhatsApp. */
export type PasswordResetChannel =
  | 'EMAIL'
  | 'WHATSAPP';

export type PasswordResetDone = {
  __typename?: 'PasswordResetDone';
  message: Scalars['String']['output'];
};

export type PasswordResetRequest = {
  __typename?: 'PasswordResetRequest';
  /** How a reset for this e-mail or phone is sent, if an account has it (from the shop's settings alone). */
  channel: PasswordResetChannel;
  message: Scalars['String']['output'];
};

/** A courier's payment CSV, as text. */
export type PaymentCsvInput = {
  courier: Scalars['String']['input'];
  csv: Scalars['String']['input'];
};

export type PaymentImportReport = {
  __typename?: 'PaymentImportReport';
  payments: Array<CourierPayment>;
  rows: Array<PaymentImportRow>;
};

export type PaymentImportRow = {
  __typename?: 'PaymentImportRow';
  message: Scalars['String']['output'];
  reference: Scalars['String']['output'];
  /** ok or failed */
  result: Scalars['String']['output'];
  row: Scalars['Int']['output'];
  trackingNumber: Scalars['String']['output'];
};

/** A time the order's phone number was shown to staff who see it masked. */
export type PhoneReveal = {
  __typename?: 'PhoneReveal';
  at: Scalars['DateTime']['output'];
  byName: Scalars['String']['output'];
};

export type PlaceOrderInput = {
  /** A discount code, in any case (one per order). When it does not apply the order is refused (422, DISCOUNT_CODE) with the reason. */
  discountCode?: InputMaybe<Scalars['String']['input']>;
  /** The total the shopper saw. When given and the total at current prices differs, the order is refused (409, PRICE_CHANGED) and nothing is written. */
  expectedTotal?: InputMaybe<Scalars['Float']['input']>;
  /** Guests: who is ordering; defaults to the shipping details. */
  guestInfo?: InputMaybe<ContactInput>;
  items?: InputMaybe<Array<OrderLineInput>>;
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Only 'COD' (cash on delivery). */
  paymentMethod?: InputMaybe<Scalars['String']['input']>;
  shippingAddress?: InputMaybe<ContactInput>;
  /** Ignored: the total is computed from the catalogue. */
  totalAmount?: InputMaybe<Scalars['Float']['input']>;
};

export type PlacedOrder = {
  __typename?: 'PlacedOrder';
  /** Guest orders only: the secret that lets the guest read the order later. Shown once. */
  accessKey?: Maybe<Scalars['String']['output']>;
  order: Order;
};

export type Product = {
  __typename?: 'Product';
  brand: Scalars['String']['output'];
  /** The same pictures at card size (400 px WebP) for lists, in the order of images; a picture without a card size is listed as it is. */
  cardImages: Array<Scalars['String']['output']>;
  category: Scalars['String']['output'];
  condition: ProductCondition;
  createdAt: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  /** Rounded percentage saved; 0 when not discounted. */
  discountPercentage: Scalars['Int']['output'];
  /** Sale price in PKR, below price when set. */
  discountPrice?: Maybe<Scalars['Float']['output']>;
  featured: Scalars['Boolean']['output'];
  /** What the shopper pays: discountPrice when set, else price. */
  finalPrice: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  /** Image URLs, largest first; empty means: show the shop logo. */
  images: Array<Scalars['String']['output']>;
  inStock: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** The options of a product sold in kinds; empty for one sold as one. */
  options: Array<ProductOption>;
  /** The price before any discount (the list price), for the struck-through display. */
  originalPrice: Scalars['Float']['output'];
  /** List price in PKR. */
  price: Scalars['Float']['output'];
  /** True when its variants differ in price: lists show "from" its price. */
  pricesVary: Scalars['Boolean']['output'];
  slug: Scalars['String']['output'];
  specifications: Array<ProductSpecification>;
  stockQuantity: Scalars['Int']['output'];
  tags: Array<Scalars['String']['output']>;
  trendy: Scalars['Boolean']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** The variants of a product sold in kinds, in the options' order; empty for one sold as one. The product's prices are then its cheapest variant's in stock (any, when none is), its stock the sum of theirs. */
  variants: Array<ProductVariant>;
};

export type ProductCondition =
  | 'new'
  | 'old';

/** Every field of the admin product form but the pictures, which are uploaded with the multipart REST form. */
export type ProductDetailsInput = {
  /** Free text, at most 60 characters. */
  brand: Scalars['String']['input'];
  /** The name of one of the merchant's categories (see adminCategories); a hidden one may be chosen. */
  category: Scalars['String']['input'];
  condition?: InputMaybe<ProductCondition>;
  description: Scalars['String']['input'];
  /** Sale price in PKR, 0 or more and below price; left out: no discount. */
  discountPrice?: InputMaybe<Scalars['Float']['input']>;
  featured?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  /** List price in PKR, 0 to 10,000,000. */
  price: Scalars['Float']['input'];
  /** Key-value rows; in the multipart form, JSON object text such as {"Battery":"30 h"}. Left out: the stored ones are kept. */
  specifications?: InputMaybe<Array<ProductSpecificationInput>>;
  /** Units in stock, 0 or more. */
  stockQuantity: Scalars['Int']['input'];
  /** Tags; in the multipart form, comma-separated text. Left out: no tags. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  trendy?: InputMaybe<Scalars['Boolean']['input']>;
};

/** An option a product is sold in ("Phone model", "Colour"), with its values in order. */
export type ProductOption = {
  __typename?: 'ProductOption';
  name: Scalars['String']['output'];
  values: Array<Scalars['String']['output']>;
};

export type ProductOptionInput = {
  /** At most 40 characters. */
  name: Scalars['String']['input'];
  /** 1 to 30 values, each at most 40 characters. */
  values: Array<Scalars['String']['input']>;
};

export type ProductPage = {
  __typename?: 'ProductPage';
  items: Array<Product>;
  pagination: Pagination;
};

/** LATEST and NEWEST: newest first; PRICE_LOW/PRICE_HIGH by the price paid; NAME: A to Z, ignoring case and accents; FEATURED: featured first, then newest. */
export type ProductSort =
  | 'FEATURED'
  | 'LATEST'
  | 'NAME'
  | 'NEWEST'
  | 'PRICE_HIGH'
  | 'PRICE_LOW';

/** One row of a product's specifications table. */
export type ProductSpecification = {
  __typename?: 'ProductSpecification';
  key: Scalars['String']['output'];
  /** May be empty; shops show it as N/A. */
  value: Scalars['String']['output'];
};

export type ProductSpecificationInput = {
  key: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

/** One kind of a product sold in kinds: its SKU, option values, prices, stock and pictures. */
export type ProductVariant = {
  __typename?: 'ProductVariant';
  /** The same pictures at card size, in the order of images. */
  cardImages: Array<Scalars['String']['output']>;
  /** Rounded percentage saved; 0 when not discounted. */
  discountPercentage: Scalars['Int']['output'];
  /** Sale price in PKR, below price when set. */
  discountPrice?: Maybe<Scalars['Float']['output']>;
  /** What the shopper pays: discountPrice when set, else price. */
  finalPrice: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  /** The variant's own pictures, else the product's. */
  images: Array<Scalars['String']['output']>;
  inStock: Scalars['Boolean']['output'];
  /** The pictures chosen for it among the product's (what setProductVariants takes as its images); empty when it shows the product's. */
  ownImages: Array<Scalars['String']['output']>;
  /** List price in PKR. */
  price: Scalars['Float']['output'];
  /** Unique across the shop. */
  sku: Scalars['String']['output'];
  stockQuantity: Scalars['Int']['output'];
  /** One value of each of the product's options, in the options' order. */
  values: Array<Scalars['String']['output']>;
};

export type ProductVariantInput = {
  /** Sale price in PKR, below price. */
  discountPrice?: InputMaybe<Scalars['Float']['input']>;
  /** An existing variant's id, to keep it; new variants leave it out. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Its own pictures, from the product's pictures (their URLs); without them it shows the product's. */
  images?: InputMaybe<Array<Scalars['String']['input']>>;
  /** List price in PKR. */
  price: Scalars['Float']['input'];
  /** Unique across the shop: letters, digits and . _ / -, at most 64 characters. */
  sku: Scalars['String']['input'];
  stockQuantity: Scalars['Int']['input'];
  /** One value of each option, in the options' order. */
  values: Array<Scalars['String']['input']>;
};

/** All of a product’s options and variants; no options makes it a product sold as one. */
export type ProductVariantsInput = {
  /** At most 3. */
  options: Array<ProductOptionInput>;
  /** At most 100. */
  variants: Array<ProductVariantInput>;
};

export type PublicOrder = {
  __typename?: 'PublicOrder';
  /** Still awaiting then, the order is cancelled. */
  confirmationExpiresAt?: Maybe<Scalars['DateTime']['output']>;
  confirmationStatus?: Maybe<ConfirmationStatus>;
  /** When the customer (or the shop) decided. */
  confirmedAt?: Maybe<Scalars['DateTime']['output']>;
  deliveryCharge: Scalars['Float']['output'];
  items: Array<PublicOrderItem>;
  orderNumber: Scalars['String']['output'];
  placedAt: Scalars['DateTime']['output'];
  shipTo: MaskedAddress;
  /** The parcel, once the order is shipped. */
  shipment?: Maybe<Shipment>;
  status: OrderStatus;
  /** The status timeline, oldest first. */
  statusHistory: Array<PublicStatusChange>;
  subtotal: Scalars['Float']['output'];
  totalAmount: Scalars['Float']['output'];
};

export type PublicOrderItem = {
  __typename?: 'PublicOrderItem';
  image: Scalars['String']['output'];
  lineTotal: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  price: Scalars['Float']['output'];
  quantity: Scalars['Int']['output'];
};

export type PublicStatusChange = {
  __typename?: 'PublicStatusChange';
  changedAt: Scalars['DateTime']['output'];
  status: OrderStatus;
};

export type Query = {
  __typename?: 'Query';
  /** Admin: every category in the merchant's order, hidden ones too. */
  adminCategories: Array<AdminCategory>;
  adminDashboard: AdminDashboard;
  /** Admin: guest orders. */
  adminGuestOrders: OrderPage;
  /** Admin: how many account orders, guest orders and both there are. */
  adminOrderCounts: OrderKindCounts;
  /** Admin: account orders; with kind guest or all, guest orders or both kinds in one list. */
  adminOrders: OrderPage;
  /** Admin: the product table; search over name, brand and category, newest first, 50 a page. */
  adminProducts: ProductPage;
  /** Admin: one account; NOT_FOUND when the id is unknown or malformed. */
  adminUser: User;
  /** Admin: accounts, newest first, searched by name or e-mail (50 a page by default, at most 100). */
  adminUsers: UserPage;
  /** Owner: the scopes a key may be given. */
  apiKeyScopes: Array<ApiKeyScopeInfo>;
  /** Owner: integrations' keys, newest first. */
  apiKeys: Array<ApiKey>;
  /** The audit log of staff and system writes, newest first. */
  auditLog: AuditLogPage;
  /** Phones and e-mails refused at checkout, newest first. */
  blocklist: Array<BlockedContact>;
  /** The signed-in customer's cart. */
  cart: Cart;
  /** Delivered COD cash the couriers have not paid yet, by age. */
  cashOutstanding: CashOutstanding;
  /** The categories the shop shows, in the merchant's order (hidden ones left out, empty ones kept). */
  categories: Array<Category>;
  /** The categories that have products, each with a picture of its newest product, in menu order. */
  categoryCards: Array<CategoryCard>;
  /** The confirmation link's page (the token from /confirm/{token}): the order, masked, and whether it can be decided. */
  confirmation: ConfirmationPage;
  /** Admin: orders waiting for confirmation, oldest first. */
  confirmationQueue: OrderPage;
  /** Per courier and city, the parcels booked over the last days. */
  courierFigures: CourierFiguresReport;
  courierPayments: Array<CourierPayment>;
  /** The couriers, their tracking pages and whether they can be booked here. */
  couriers: Array<Courier>;
  customerDashboard: CustomerDashboard;
  /** Staff: the discount codes, newest first, with uses and figures. */
  discountCodes: Array<DiscountCode>;
  /** The courier the dispatch rules give this order. */
  dispatchChoice: DispatchChoice;
  /** Which courier gets a parcel: the rules in order, then the default. */
  dispatchRules: DispatchRules;
  /** Featured products, newest first. */
  featuredProducts: Array<Product>;
  /** The signed-in account. */
  me: User;
  /** The messages to customers: language and templates. */
  messageTemplates: CustomerMessageSettingsModel;
  /** The signed-in customer's orders, newest first. */
  myOrders: OrderPage;
  /** Staff: checkouts left half-way over the last days, newest first, with the recovered revenue. */
  openCheckouts: OpenCheckoutsPage;
  /** One order: your own, any for admins, or a guest order with its access key. */
  order: Order;
  /** The order you placed with this idempotency key (a guest: with its access key); NOT_FOUND when there is none. */
  orderByIdempotencyKey: PlacedOrder;
  /** Staff: the messages to the customer about an order (confirmed, shipped, …), oldest first. */
  orderMessages: Array<CustomerMessage>;
  /** One product by its id or its slug (the product page's URL, /products/<slug>); NOT_FOUND when neither names a product. */
  product: Product;
  /** Names of the brands that have at least one product. */
  productBrands: Array<Scalars['String']['output']>;
  /** Names of the categories that have at least one product. */
  productCategories: Array<Scalars['String']['output']>;
  /** The options of the products a list with these filters shows (those sold in kinds), each with the values it can be filtered by (of variants in stock, unless inStock is false) and how many products have each; for an option chosen, the values that go with the other choices. Empty when no product listed is sold in kinds. At most 8 options of 50 values. */
  productOptionValues: Array<OptionFacet>;
  /** Products with filters, sort and page (12 a page by default, at most 100). */
  products: ProductPage;
  /** The products with these ids as they are now (at most 50; unknown ids are left out): the cart checks its prices and stock with it. */
  productsByIds: Array<Product>;
  /** Other products of the same category. */
  relatedProducts: Array<Product>;
  /** A reminder's restore link: the cart at today's prices and what was typed; NOT_FOUND when unknown. */
  resumeCheckout: ResumedCheckout;
  shop: ShopInfo;
  /** The merchant's settings. */
  shopSettings: ShopSettings;
  /** What an invitation link shows; NOT_FOUND when it is unknown, used or expired. */
  staffInvite: StaffInviteDetails;
  /** Owners: the staff members and the pending invitations. */
  staffOverview: StaffOverview;
  /** An order by its number and the shipping phone (any written form); NOT_FOUND for a wrong pair. */
  trackOrder: PublicOrder;
  /** A discount code tried on a basket (a guest's cart lives in the browser: the lines are given): whether it applies, why not, and the totals with it. With the phone, its uses per phone number are counted. */
  validateDiscountCode: DiscountCheck;
  /** Owner: the webhooks' delivery log, newest first. */
  webhookDeliveries: WebhookDeliveryPage;
  /** Owner: the events a webhook may be told of. */
  webhookEvents: Array<WebhookEventInfo>;
  /** Owner: the webhooks, newest first. */
  webhookSubscriptions: Array<WebhookSubscription>;
};


export type QueryAdminGuestOrdersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  readyToShip?: InputMaybe<Scalars['Boolean']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<SortOrder>;
  status?: InputMaybe<OrderStatus>;
};


export type QueryAdminOrdersArgs = {
  kind?: InputMaybe<OrderKind>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  readyToShip?: InputMaybe<Scalars['Boolean']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<SortOrder>;
  status?: InputMaybe<OrderStatus>;
};


export type QueryAdminProductsArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminUsersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAuditLogArgs = {
  actorId?: InputMaybe<Scalars['String']['input']>;
  entity?: InputMaybe<Scalars['String']['input']>;
  entityId?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryConfirmationArgs = {
  token: Scalars['String']['input'];
};


export type QueryConfirmationQueueArgs = {
  expiresWithinHours?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  notContacted?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  risk?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCourierFiguresArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCourierPaymentsArgs = {
  courier?: InputMaybe<Scalars['String']['input']>;
};


export type QueryDispatchChoiceArgs = {
  orderId: Scalars['ID']['input'];
};


export type QueryFeaturedProductsArgs = {
  limit?: Scalars['Int']['input'];
};


export type QueryMyOrdersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  readyToShip?: InputMaybe<Scalars['Boolean']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<SortOrder>;
  status?: InputMaybe<OrderStatus>;
};


export type QueryOpenCheckoutsArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryOrderArgs = {
  accessKey?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


export type QueryOrderByIdempotencyKeyArgs = {
  key: Scalars['String']['input'];
};


export type QueryOrderMessagesArgs = {
  orderId: Scalars['ID']['input'];
};


export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProductOptionValuesArgs = {
  brand?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  featured?: InputMaybe<Scalars['Boolean']['input']>;
  inStock?: InputMaybe<Scalars['Boolean']['input']>;
  maxPrice?: InputMaybe<Scalars['Float']['input']>;
  minPrice?: InputMaybe<Scalars['Float']['input']>;
  option?: InputMaybe<Array<Scalars['String']['input']>>;
  search?: InputMaybe<Scalars['String']['input']>;
  trendy?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryProductsArgs = {
  brand?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  featured?: InputMaybe<Scalars['Boolean']['input']>;
  inStock?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  maxPrice?: InputMaybe<Scalars['Float']['input']>;
  minPrice?: InputMaybe<Scalars['Float']['input']>;
  option?: InputMaybe<Array<Scalars['String']['input']>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<ProductSort>;
  trendy?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryProductsByIdsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type QueryRelatedProductsArgs = {
  limit?: Scalars['Int']['input'];
  productId: Scalars['ID']['input'];
};


export type QueryResumeCheckoutArgs = {
  token: Scalars['String']['input'];
};


export type QueryStaffInviteArgs = {
  token: Scalars['String']['input'];
};


export type QueryTrackOrderArgs = {
  orderNumber: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};


export type QueryValidateDiscountCodeArgs = {
  input: ValidateDiscountCodeInput;
};


export type QueryWebhookDeliveriesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  subscriptionId?: InputMaybe<Scalars['ID']['input']>;
};

/** A checkout under way, recorded so that the shop may remind the shopper of it. */
export type RecordOpenCheckoutInput = {
  details: OpenCheckoutDetailsInput;
  items: Array<OpenCheckoutLineInput>;
  /** The browser's random token of this checkout (22 to 64 base64url characters). */
  token: Scalars['String']['input'];
};

/** An open checkout as recorded: what the shop may remind the shopper of. */
export type RecordedOpenCheckout = {
  __typename?: 'RecordedOpenCheckout';
  /** The browser's token of it. */
  token: Scalars['String']['output'];
  units: Scalars['Int']['output'];
  /** The lines at current prices. */
  value: Scalars['Float']['output'];
};

export type RegisterInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type RequestPasswordResetInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  /** The account's phone, when no e-mail is given. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type ResetPasswordInput = {
  /** The 6-digit code sent by WhatsApp. */
  code?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  /** The token of the e-mail's link. */
  token?: InputMaybe<Scalars['String']['input']>;
};

/** A checkout left half-way, to restore: its cart at current prices and what was typed. */
export type ResumedCheckout = {
  __typename?: 'ResumedCheckout';
  /** The lines still in the shop, at today's prices. */
  cart: Cart;
  details: OpenCheckoutDetails;
  token: Scalars['String']['output'];
};

/** The customer phone number, shown to call it (the showing is recorded). */
export type RevealedPhone = {
  __typename?: 'RevealedPhone';
  phone: Scalars['String']['output'];
  /** https://wa.me/… with the confirmation message in the language asked. */
  whatsappUrl?: Maybe<Scalars['String']['output']>;
  /** https://wa.me/… with the confirmation message in Urdu. */
  whatsappUrlUrdu?: Maybe<Scalars['String']['output']>;
};

export type RiskCodFigures = {
  __typename?: 'RiskCodFigures';
  /** Cash collected: the amounts of Delivered orders. */
  cashDelivered: Scalars['Float']['output'];
  /** Cash still out with the couriers: the amounts of Shipped orders. */
  cashOut: Scalars['Float']['output'];
  /** Confirmed by the customer (link, WhatsApp, call or admin). */
  confirmed: Scalars['Int']['output'];
  /** Declined by the customer or never confirmed in time. */
  declinedOrExpired: Scalars['Int']['output'];
  delivered: Scalars['Int']['output'];
  /** low, medium, high, or unscored (orders from before the risk score). */
  level: Scalars['String']['output'];
  orders: Scalars['Int']['output'];
  /** returned / (delivered + returned), 0 without either. */
  returnRate: Scalars['Float']['output'];
  /** Returned to the shop (RTO): refused at the door or undeliverable. */
  returned: Scalars['Int']['output'];
};

/** How likely the parcel is to come back (REST: lowercase). */
export type RiskLevel =
  | 'HIGH'
  | 'LOW'
  | 'MEDIUM';

export type SetDiscountCodePausedInput = {
  paused: Scalars['Boolean']['input'];
};

/** What a fetch of the courier's payments found and recorded. */
export type SettlementFetchReport = {
  __typename?: 'SettlementFetchReport';
  /** Delivered, unpaid COD orders booked with the courier that were asked about. */
  checked: Scalars['Int']['output'];
  courier: Scalars['String']['output'];
  courierName: Scalars['String']['output'];
  failed: Scalars['Int']['output'];
  /** Orders the courier has not paid yet. */
  notPaid: Scalars['Int']['output'];
  /** Orders paid by the payments recorded now. */
  paid: Scalars['Int']['output'];
  /** The payments recorded now, one per payment reference. */
  payments: Array<CourierPayment>;
  rows: Array<SettlementRow>;
};

/** One delivered order asked about in a fetch of the courier's payments. */
export type SettlementRow = {
  __typename?: 'SettlementRow';
  message: Scalars['String']['output'];
  orderId: Scalars['ID']['output'];
  orderNumber: Scalars['String']['output'];
  /** The courier's payment reference, when it paid the order. */
  reference: Scalars['String']['output'];
  /** paid (recorded now), not_paid (the courier has not paid it yet) or failed */
  result: Scalars['String']['output'];
  trackingNumber: Scalars['String']['output'];
};

/** Hand an order to a courier (or own rider): it moves to Shipped with its parcel. */
export type ShipOrderInput = {
  /** tcs, leopards, postex, mp, trax, blueex, callcourier, pakpost or own_rider. */
  courier: Scalars['String']['input'];
  /** Own rider: who carries it (required then). */
  riderName?: InputMaybe<Scalars['String']['input']>;
  /** The courier's tracking number (required except for an own rider). */
  trackingNumber?: InputMaybe<Scalars['String']['input']>;
};

/** The parcel an order left in. */
export type Shipment = {
  __typename?: 'Shipment';
  /** Booked through the courier's API (tracked from it). */
  booked: Scalars['Boolean']['output'];
  bookedAt: Scalars['DateTime']['output'];
  /** tcs, leopards, postex, mp, trax, blueex, callcourier, pakpost or own_rider. */
  courier: Scalars['String']['output'];
  /** The courier's name as shops show it (PostEx, Own rider). */
  courierName: Scalars['String']['output'];
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  events: Array<ShipmentEvent>;
  /** Staff who read courier cash only (null for anyone else): when it was paid. */
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  /** Staff who read courier cash only (null for anyone else): the courier payment that paid its cash. */
  paymentId?: Maybe<Scalars['String']['output']>;
  returnedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Own rider: the rider who carries it. */
  riderName: Scalars['String']['output'];
  /** Empty for an own rider without one. */
  trackingNumber: Scalars['String']['output'];
  /** The courier's public tracking page for this parcel. */
  trackingUrl?: Maybe<Scalars['String']['output']>;
};

/** One step of a parcel's journey, as the courier reported it. */
export type ShipmentEvent = {
  __typename?: 'ShipmentEvent';
  at: Scalars['DateTime']['output'];
  /** The courier's status code, or SHIPPED / DELIVERED / RETURNED. */
  code: Scalars['String']['output'];
  description: Scalars['String']['output'];
  location: Scalars['String']['output'];
};

export type ShippingSettingsInput = {
  cities: Array<CityDeliveryFeeInput>;
  defaultFee: Scalars['Float']['input'];
  freeAbove?: InputMaybe<Scalars['Float']['input']>;
};

/** Delivery charges: a city with its own rule uses it, every other city the default. */
export type ShippingSettingsModel = {
  __typename?: 'ShippingSettingsModel';
  cities: Array<CityDeliveryFee>;
  defaultFee: Scalars['Float']['output'];
  /** Free at or above this subtotal; null: never. */
  freeAbove?: Maybe<Scalars['Float']['output']>;
};

export type ShopContactInput = {
  email: Scalars['String']['input'];
  instagram: Scalars['String']['input'];
  name: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  /** A Pakistani number in any written form; shoppers are sent here for support. */
  whatsapp: Scalars['String']['input'];
};

export type ShopContactModel = {
  __typename?: 'ShopContactModel';
  email: Scalars['String']['output'];
  instagram: Scalars['String']['output'];
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  whatsapp: Scalars['String']['output'];
};

export type ShopInfo = {
  __typename?: 'ShopInfo';
  /** Always PKR. */
  currency: Scalars['String']['output'];
  /** The delivery charges in force (the cart and checkout show the fee once the city is known). */
  delivery: ShippingSettingsModel;
  email: Scalars['String']['output'];
  instagram: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Always COD (cash on delivery). */
  paymentMethod: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  /** WhatsApp number, 24/7 support. */
  whatsapp: Scalars['String']['output'];
};

/** The merchant's settings (admins only). */
export type ShopSettings = {
  __typename?: 'ShopSettings';
  cod: CodSettingsModel;
  confirmation: ConfirmationSettingsModel;
  messages: CustomerMessageSettingsModel;
  shipping: ShippingSettingsModel;
  shop: ShopContactModel;
};

export type SortOrder =
  | 'asc'
  | 'desc';

/** A new invitation and its link, shown this once. */
export type StaffInvitation = {
  __typename?: 'StaffInvitation';
  invite: StaffInvite;
  /** The page where the person sets their password; the shop keeps no copy of it. */
  link: Scalars['String']['output'];
};

/** Owners only: an invitation to join the staff, not yet used. */
export type StaffInvite = {
  __typename?: 'StaffInvite';
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  /** After this the link no longer works (seven days after it was sent). */
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Who sent it. */
  invitedByName: Scalars['String']['output'];
  name: Scalars['String']['output'];
  staffRole: StaffRole;
};

/** What an invitation link shows the person invited. */
export type StaffInviteDetails = {
  __typename?: 'StaffInviteDetails';
  email: Scalars['String']['output'];
  expiresAt: Scalars['DateTime']['output'];
  name: Scalars['String']['output'];
  shopName: Scalars['String']['output'];
  staffRole: StaffRole;
};

/** Owners only: the staff members and the invitations still pending. */
export type StaffOverview = {
  __typename?: 'StaffOverview';
  /** Pending invitations, newest first. */
  invites: Array<StaffInvite>;
  /** Staff accounts, oldest first. */
  members: Array<User>;
};

/** What a staff member (an `admin`) does in the shop; it decides what they may do (docs/security.md). */
export type StaffRole =
  | 'ACCOUNTANT'
  | 'CATALOGUE'
  | 'CONFIRMER'
  | 'DISPATCHER'
  | 'MANAGER'
  | 'OWNER';

export type StatusChange = {
  __typename?: 'StatusChange';
  changedAt: Scalars['DateTime']['output'];
  /** User id of who made the change; null for a guest. */
  changedById?: Maybe<Scalars['String']['output']>;
  changedByName: Scalars['String']['output'];
  /** admin, user, guest or system */
  changedByRole: Scalars['String']['output'];
  /** Why, when the change says (an override of the confirmation gate, a decline). */
  note?: Maybe<Scalars['String']['output']>;
  status: OrderStatus;
};

/** One line of the stock alerts: a product sold as one (the product as it is, variantId null), or one variant of a product sold in kinds (the product's fields, with stockQuantity, inStock, images and cardImages the variant's). */
export type StockAlert = {
  __typename?: 'StockAlert';
  brand: Scalars['String']['output'];
  /** The same pictures at card size (400 px WebP) for lists, in the order of images; a picture without a card size is listed as it is. */
  cardImages: Array<Scalars['String']['output']>;
  category: Scalars['String']['output'];
  condition: ProductCondition;
  createdAt: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  /** Rounded percentage saved; 0 when not discounted. */
  discountPercentage: Scalars['Int']['output'];
  /** Sale price in PKR, below price when set. */
  discountPrice?: Maybe<Scalars['Float']['output']>;
  featured: Scalars['Boolean']['output'];
  /** What the shopper pays: discountPrice when set, else price. */
  finalPrice: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  /** Image URLs, largest first; empty means: show the shop logo. */
  images: Array<Scalars['String']['output']>;
  inStock: Scalars['Boolean']['output'];
  /** How the shop names the line: the product's name, and the variant's values ("Clear Case (iPhone 15 / Black)"). */
  lineName: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The options of a product sold in kinds; empty for one sold as one. */
  options: Array<ProductOption>;
  /** The price before any discount (the list price), for the struck-through display. */
  originalPrice: Scalars['Float']['output'];
  /** List price in PKR. */
  price: Scalars['Float']['output'];
  /** True when its variants differ in price: lists show "from" its price. */
  pricesVary: Scalars['Boolean']['output'];
  /** The variant's SKU; null for a product sold as one. */
  sku?: Maybe<Scalars['String']['output']>;
  slug: Scalars['String']['output'];
  specifications: Array<ProductSpecification>;
  stockQuantity: Scalars['Int']['output'];
  tags: Array<Scalars['String']['output']>;
  trendy: Scalars['Boolean']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** The variant's option values, in the options' order; empty for a product sold as one. */
  values: Array<Scalars['String']['output']>;
  /** The variant of a product sold in kinds (id in the product's variants); null for a product sold as one. */
  variantId?: Maybe<Scalars['ID']['output']>;
  /** The variants of a product sold in kinds, in the options' order; empty for one sold as one. The product's prices are then its cheapest variant's in stock (any, when none is), its stock the sum of theirs. */
  variants: Array<ProductVariant>;
};

export type TakeOrderInput = {
  channel?: InputMaybe<OrderChannel>;
  /** The customer confirmed the order on this call: logged as a confirmed call (staff who confirm). */
  customerConfirmed?: InputMaybe<Scalars['Boolean']['input']>;
  /** A discount code, in any case (one per order). When it does not apply the order is refused (422, DISCOUNT_CODE) with the reason. */
  discountCode?: InputMaybe<Scalars['String']['input']>;
  /** The total the shopper saw. When given and the total at current prices differs, the order is refused (409, PRICE_CHANGED) and nothing is written. */
  expectedTotal?: InputMaybe<Scalars['Float']['input']>;
  items?: InputMaybe<Array<OrderLineInput>>;
  notes?: InputMaybe<Scalars['String']['input']>;
  shippingAddress?: InputMaybe<ContactInput>;
};

/** Tracking numbers of one courier, a line per order: the order number, then the tracking number. */
export type TrackingImportInput = {
  /** The courier the parcels went with (not own_rider). */
  courier: Scalars['String']['input'];
  /** A line per order; a first line naming the columns is skipped. */
  text: Scalars['String']['input'];
};

export type UpdateCartInput = {
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  /** The variant, for a product sold in kinds (required for one). */
  variantId?: InputMaybe<Scalars['ID']['input']>;
};

export type UpdateProfileInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateSettingsInput = {
  cod?: InputMaybe<CodSettingsInput>;
  confirmation?: InputMaybe<ConfirmationSettingsInput>;
  messages?: InputMaybe<CustomerMessageSettingsInput>;
  shipping?: InputMaybe<ShippingSettingsInput>;
  shop?: InputMaybe<ShopContactInput>;
};

export type UpdateWebhookSubscriptionInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** Any of: order.placed, order.confirmed, order.status_changed, order.cancelled, shipment.updated, payment.recorded, product.updated, stock.low. */
  events?: InputMaybe<Array<Scalars['String']['input']>>;
  /** https:// (http:// only to localhost, and not in production). */
  url?: InputMaybe<Scalars['String']['input']>;
};

export type User = {
  __typename?: 'User';
  address: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isBlocked: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** What this account may do as staff (for example `orders:read`); empty for a customer. */
  permissions: Array<Scalars['String']['output']>;
  phone: Scalars['String']['output'];
  role: UserRole;
  /** A staff member's role; null for a customer. */
  staffRole?: Maybe<StaffRole>;
};

export type UserPage = {
  __typename?: 'UserPage';
  items: Array<User>;
  pagination: Pagination;
};

/** A customer (`user`) or a shop administrator (`admin`). */
export type UserRole =
  | 'admin'
  | 'user';

export type ValidateDiscountCodeInput = {
  /** The shipping city: prices the delivery. */
  city?: InputMaybe<Scalars['String']['input']>;
  code: Scalars['String']['input'];
  items: Array<DiscountLineInput>;
  /** The shipping phone: counts the code's uses per phone number. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** One try at sending a delivery. */
export type WebhookAttempt = {
  __typename?: 'WebhookAttempt';
  at: Scalars['DateTime']['output'];
  durationMs: Scalars['Int']['output'];
  /** Why it failed; empty on success. */
  error: Scalars['String']['output'];
  number: Scalars['Int']['output'];
  /** The start of the receiver's answer (200 characters at most). */
  response: Scalars['String']['output'];
  /** The receiver's HTTP status; 0 when none came (refused, timed out). */
  statusCode: Scalars['Int']['output'];
};

/** An event sent, or to be sent, to one subscription, with its attempts. */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  /** Oldest first. */
  attempts: Array<WebhookAttempt>;
  createdAt: Scalars['DateTime']['output'];
  event: Scalars['String']['output'];
  /** Also the payload's `id` and the X-Volt-Delivery header. */
  id: Scalars['ID']['output'];
  nextAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  /** The JSON body as sent. */
  payload: Scalars['String']['output'];
  /** pending, sending, delivered, failed, or held (its subscription is paused). */
  status: Scalars['String']['output'];
  subscriptionId: Scalars['ID']['output'];
};

export type WebhookDeliveryPage = {
  __typename?: 'WebhookDeliveryPage';
  /** Newest first. */
  items: Array<WebhookDelivery>;
  total: Scalars['Int']['output'];
};

/** An event a subscription may be told of. */
export type WebhookEventInfo = {
  __typename?: 'WebhookEventInfo';
  description: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** A subscription with its signing secret: shown in this answer only. */
export type WebhookSecret = {
  __typename?: 'WebhookSecret';
  secret: Scalars['String']['output'];
  subscription: WebhookSubscription;
};

/** An address told of the shop's events, as the Owner's list shows it (never its secret). */
export type WebhookSubscription = {
  __typename?: 'WebhookSubscription';
  /** False while paused (by the Owner, or after failing for 3 days). */
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  createdByName: Scalars['String']['output'];
  description: Scalars['String']['output'];
  events: Array<Scalars['String']['output']>;
  /** When its deliveries began failing, without a success since. */
  failingSince?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  pausedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Why it is paused; empty while active. */
  pausedReason: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type CustomerDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerDashboardQuery = { __typename?: 'Query', customerDashboard: { __typename?: 'CustomerDashboard', totalOrders: number, totalSpent: number, pendingOrders: number, completedOrders: number, recentOrders: Array<{ __typename?: 'Order', id: string, orderNumber: string, createdAt: string, totalAmount: number, itemCount: number, status: OrderStatus }> } };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { __typename?: 'Mutation', updateProfile: (
    { __typename?: 'User' }
    & { ' $fragmentRefs'?: { 'SessionUserFieldsFragment': SessionUserFieldsFragment } }
  ) };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { __typename?: 'Mutation', changePassword: { __typename?: 'AuthPayload', token: string } };

export type ShopSettingsFieldsFragment = { __typename?: 'ShopSettings', shipping: { __typename?: 'ShippingSettingsModel', defaultFee: number, freeAbove?: number | null, cities: Array<{ __typename?: 'CityDeliveryFee', city: string, fee: number, freeAbove?: number | null }> }, cod: { __typename?: 'CodSettingsModel', minOrder?: number | null, maxOrder?: number | null, cities: Array<string>, maxOpenPerPhone: number }, confirmation: { __typename?: 'ConfirmationSettingsModel', windowHours: number, templates: { __typename?: 'ConfirmationTemplates', en: string, ur: string } }, shop: { __typename?: 'ShopContactModel', name: string, whatsapp: string, phone: string, email: string, instagram: string }, messages: { __typename?: 'CustomerMessageSettingsModel', language: string, reminderAfterMinutes: number, templates: { __typename?: 'CustomerMessageTemplates', confirmed: { __typename?: 'CustomerMessageLanguages', en: { __typename?: 'CustomerMessageTemplate', subject: string, body: string }, ur: { __typename?: 'CustomerMessageTemplate', subject: string, body: string } }, shipped: { __typename?: 'CustomerMessageLanguages', en: { __typename?: 'CustomerMessageTemplate', subject: string, body: string }, ur: { __typename?: 'CustomerMessageTemplate', subject: string, body: string } }, delivered: { __typename?: 'CustomerMessageLanguages', en: { __typename?: 'CustomerMessageTemplate', subject: string, body: string }, ur: { __typename?: 'CustomerMessageTemplate', subject: string, body: string } }, returned: { __typename?: 'CustomerMessageLanguages', en: { __typename?: 'CustomerMessageTemplate', subject: string, body: string }, ur: { __typename?: 'CustomerMessageTemplate', subject: string, body: string } }, reminder: { __typename?: 'CustomerMessageLanguages', en: { __typename?: 'CustomerMessageTemplate', subject: string, body: string }, ur: { __typename?: 'CustomerMessageTemplate', subject: string, body: string } } } } } & { ' $fragmentName'?: 'ShopSettingsFieldsFragment' };

export type ShopSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopSettingsQuery = { __typename?: 'Query', shopSettings: (
    { __typename?: 'ShopSettings' }
    & { ' $fragmentRefs'?: { 'ShopSettingsFieldsFragment': ShopSettingsFieldsFragment } }
  ) };

export type UpdateShopSettingsMutationVariables = Exact<{
  input: UpdateSettingsInput;
}>;


export type UpdateShopSettingsMutation = { __typename?: 'Mutation', updateShopSettings: (
    { __typename?: 'ShopSettings' }
    & { ' $fragmentRefs'?: { 'ShopSettingsFieldsFragment': ShopSettingsFieldsFragment } }
  ) };

export type BlocklistQueryVariables = Exact<{ [key: string]: never; }>;


export type BlocklistQuery = { __typename?: 'Query', blocklist: Array<{ __typename?: 'BlockedContact', id: string, kind: BlockedKind, value: string, display: string, reason: string, createdByName: string, createdAt: string }> };

export type BlockContactMutationVariables = Exact<{
  input: BlockContactInput;
}>;


export type BlockContactMutation = { __typename?: 'Mutation', blockContact: { __typename?: 'BlockedContact', id: string, kind: BlockedKind, value: string, display: string, reason: string, createdByName: string, createdAt: string } };

export type UnblockContactMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type UnblockContactMutation = { __typename?: 'Mutation', unblockContact: { __typename?: 'BlockedContact', id: string } };

export type AdminOrderRowFragment = { __typename?: 'Order', id: string, orderNumber: string, isGuestOrder: boolean, itemCount: number, totalAmount: number, status: OrderStatus, allowedNextStatuses: Array<OrderStatus>, createdAt: string, risk?: { __typename?: 'OrderRisk', level: RiskLevel, reasons: Array<string> } | null, confirmation?: { __typename?: 'OrderConfirmation', status: ConfirmationStatus } | null, customer?: { __typename?: 'OrderCustomer', id: string, name: string, email: string, phone: string } | null, shippingAddress: { __typename?: 'Contact', name: string, email: string, phone: string, address: string, city: string } } & { ' $fragmentName'?: 'AdminOrderRowFragment' };

export type AdminDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardQuery = { __typename?: 'Query', adminDashboard: { __typename?: 'AdminDashboard', storageNotice?: string | null, setupNotices: Array<string>, totalUsers: number, totalOrders: number, totalProducts: number, totalRevenue: number, revenueStatuses: Array<OrderStatus>, outOfStockCount: number, lowStockCount: number, lowStockThreshold: number, recentOrders: Array<(
      { __typename?: 'Order' }
      & { ' $fragmentRefs'?: { 'AdminOrderRowFragment': AdminOrderRowFragment } }
    )>, dailyFigures: Array<{ __typename?: 'DailyOrderFigures', day: string, orders: number, revenue: number }>, ordersByStatus: Array<{ __typename?: 'OrderStatusCount', status: OrderStatus, count: number }>, codFigures: { __typename?: 'CodFigures', days: number, orders: number, confirmed: number, declinedOrExpired: number, delivered: number, returned: number, returnRate: number, cashDelivered: number, cashOut: number, byCity: Array<{ __typename?: 'CityCodFigures', city: string, orders: number, delivered: number, returned: number, returnRate: number }>, byRisk: Array<{ __typename?: 'RiskCodFigures', level: string, orders: number, delivered: number, returned: number, returnRate: number }>, byItem: Array<{ __typename?: 'ItemCodFigures', productId: string, variantId?: string | null, name: string, sku?: string | null, orders: number, units: number, delivered: number, returned: number, returnRate: number }> }, stockAlerts: Array<{ __typename?: 'StockAlert', id: string, name: string, brand: string, stockQuantity: number, images: Array<string>, cardImages: Array<string>, variantId?: string | null, sku?: string | null, lineName: string }> } };

export type AdminUsersQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminUsersQuery = { __typename?: 'Query', adminUsers: { __typename?: 'UserPage', items: Array<{ __typename?: 'User', id: string, name: string, email: string, phone: string, role: UserRole, isBlocked: boolean, createdAt: string }>, pagination: { __typename?: 'Pagination', total: number } } };

export type SetUserBlockedMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  isBlocked: Scalars['Boolean']['input'];
}>;


export type SetUserBlockedMutation = { __typename?: 'Mutation', setUserBlocked: { __typename?: 'User', id: string, isBlocked: boolean } };

export type DeleteUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteUserMutation = { __typename?: 'Mutation', deleteUser: boolean };

export type AdminOrdersQueryVariables = Exact<{
  page?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<OrderStatus>;
  sortBy?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<SortOrder>;
  readyToShip?: InputMaybe<Scalars['Boolean']['input']>;
  kind?: InputMaybe<OrderKind>;
}>;


export type AdminOrdersQuery = { __typename?: 'Query', adminOrders: { __typename?: 'OrderPage', items: Array<(
      { __typename?: 'Order' }
      & { ' $fragmentRefs'?: { 'AdminOrderRowFragment': AdminOrderRowFragment } }
    )>, pagination: { __typename?: 'Pagination', page: number, pages: number, total: number } } };

export type AdminOrderCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminOrderCountsQuery = { __typename?: 'Query', adminOrderCounts: { __typename?: 'OrderKindCounts', account: number, guest: number, all: number } };

export type AdminOrderQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminOrderQuery = { __typename?: 'Query', order: { __typename?: 'Order', id: string, orderNumber: string, isGuestOrder: boolean, itemCount: number, totalAmount: number, status: OrderStatus, allowedNextStatuses: Array<OrderStatus>, createdAt: string, notes: string, paymentMethod: string, subtotal: number, shippingFee: number, discountCode?: string | null, discount: number, customer?: { __typename?: 'OrderCustomer', id: string, name: string, email: string, phone: string } | null, shippingAddress: { __typename?: 'Contact', name: string, email: string, phone: string, address: string, city: string }, risk?: { __typename?: 'OrderRisk', level: RiskLevel, reasons: Array<string> } | null, guestInfo?: { __typename?: 'Contact', name: string, email: string, phone: string, address: string, city: string } | null, items: Array<{ __typename?: 'OrderItem', productId: string, variantId?: string | null, sku?: string | null, name: string, brand: string, category: string, image: string, quantity: number, price: number, lineTotal: number, options: Array<{ __typename?: 'OrderItemOption', name: string, value: string }> }>, statusHistory: Array<{ __typename?: 'StatusChange', status: OrderStatus, changedAt: string, changedByName: string, changedByRole: string, note?: string | null }>, confirmation?: (
      { __typename?: 'OrderConfirmation' }
      & { ' $fragmentRefs'?: { 'AdminConfirmationFieldsFragment': AdminConfirmationFieldsFragment } }
    ) | null, shipment?: (
      { __typename?: 'Shipment', paymentId?: string | null, paidAt?: string | null }
      & { ' $fragmentRefs'?: { 'ShipmentFieldsFragment': ShipmentFieldsFragment } }
    ) | null } };

export type SetOrderStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: OrderStatus;
  overrideReason?: InputMaybe<Scalars['String']['input']>;
}>;


export type SetOrderStatusMutation = { __typename?: 'Mutation', setOrderStatus: { __typename?: 'Order', id: string, status: OrderStatus, allowedNextStatuses: Array<OrderStatus>, canCancel: boolean, updatedAt: string, confirmation?: { __typename?: 'OrderConfirmation', status: ConfirmationStatus } | null, statusHistory: Array<{ __typename?: 'StatusChange', status: OrderStatus, changedAt: string, changedByName: string, changedByRole: string, note?: string | null }> } };

export type DeleteOrderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteOrderMutation = { __typename?: 'Mutation', deleteOrder: boolean };

export type AdminProductFieldsFragment = { __typename?: 'Product', id: string, slug: string, name: string, description: string, brand: string, category: string, condition: ProductCondition, price: number, discountPrice?: number | null, finalPrice: number, stockQuantity: number, inStock: boolean, tags: Array<string>, featured: boolean, trendy: boolean, images: Array<string>, cardImages: Array<string>, createdAt: string, options: Array<{ __typename?: 'ProductOption', name: string, values: Array<string> }>, variants: Array<{ __typename?: 'ProductVariant', id: string, sku: string, values: Array<string>, price: number, discountPrice?: number | null, stockQuantity: number, ownImages: Array<string> }> } & { ' $fragmentName'?: 'AdminProductFieldsFragment' };

export type SetProductVariantsMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ProductVariantsInput;
}>;


export type SetProductVariantsMutation = { __typename?: 'Mutation', setProductVariants: (
    { __typename?: 'Product' }
    & { ' $fragmentRefs'?: { 'AdminProductFieldsFragment': AdminProductFieldsFragment } }
  ) };

export type AdminProductsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminProductsQuery = { __typename?: 'Query', adminProducts: { __typename?: 'ProductPage', items: Array<(
      { __typename?: 'Product' }
      & { ' $fragmentRefs'?: { 'AdminProductFieldsFragment': AdminProductFieldsFragment } }
    )>, pagination: { __typename?: 'Pagination', total: number, pages: number } } };

export type DeleteProductMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteProductMutation = { __typename?: 'Mutation', deleteProduct: boolean };

export type ApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysQuery = { __typename?: 'Query', apiKeys: Array<{ __typename?: 'ApiKey', id: string, name: string, prefix: string, scopes: Array<string>, createdByName: string, createdAt: string, expiresAt?: string | null, revokedAt?: string | null, lastUsedAt?: string | null, status: string }>, apiKeyScopes: Array<{ __typename?: 'ApiKeyScopeInfo', name: string, description: string }> };

export type CreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type CreateApiKeyMutation = { __typename?: 'Mutation', createApiKey: { __typename?: 'CreatedApiKey', key: string, apiKey: { __typename?: 'ApiKey', id: string } } };

export type RevokeApiKeyMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RevokeApiKeyMutation = { __typename?: 'Mutation', revokeApiKey: { __typename?: 'ApiKey', id: string, revokedAt?: string | null, status: string } };

export type AuditLogQueryVariables = Exact<{
  actorId?: InputMaybe<Scalars['String']['input']>;
  entity?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AuditLogQuery = { __typename?: 'Query', auditLog: { __typename?: 'AuditLogPage', items: Array<{ __typename?: 'AuditEntry', id: string, at: string, ip: string, entity: string, entityId: string, entityLabel: string, action: string, summary: string, actor: { __typename?: 'AuditActor', kind: string, id: string, name: string, staffRole?: string | null }, changes: Array<{ __typename?: 'AuditChange', field: string, from?: string | null, to?: string | null }> }>, pagination: { __typename?: 'Pagination', page: number, pages: number, total: number }, actors: Array<{ __typename?: 'AuditActor', kind: string, id: string, name: string, staffRole?: string | null }> } };

export type AdminCategoryFieldsFragment = { __typename?: 'AdminCategory', id: string, name: string, position: number, hidden: boolean, picture?: string | null, cardPicture?: string | null, formerNames: Array<string>, productCount: number } & { ' $fragmentName'?: 'AdminCategoryFieldsFragment' };

export type AdminCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCategoriesQuery = { __typename?: 'Query', adminCategories: Array<(
    { __typename?: 'AdminCategory' }
    & { ' $fragmentRefs'?: { 'AdminCategoryFieldsFragment': AdminCategoryFieldsFragment } }
  )> };

export type AddCategoryMutationVariables = Exact<{
  name: Scalars['String']['input'];
}>;


export type AddCategoryMutation = { __typename?: 'Mutation', addCategory: (
    { __typename?: 'AdminCategory' }
    & { ' $fragmentRefs'?: { 'AdminCategoryFieldsFragment': AdminCategoryFieldsFragment } }
  ) };

export type RenameCategoryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
}>;


export type RenameCategoryMutation = { __typename?: 'Mutation', renameCategory: (
    { __typename?: 'AdminCategory' }
    & { ' $fragmentRefs'?: { 'AdminCategoryFieldsFragment': AdminCategoryFieldsFragment } }
  ) };

export type SetCategoryHiddenMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  hidden: Scalars['Boolean']['input'];
}>;


export type SetCategoryHiddenMutation = { __typename?: 'Mutation', setCategoryHidden: (
    { __typename?: 'AdminCategory' }
    & { ' $fragmentRefs'?: { 'AdminCategoryFieldsFragment': AdminCategoryFieldsFragment } }
  ) };

export type MoveCategoryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  direction: CategoryMove;
}>;


export type MoveCategoryMutation = { __typename?: 'Mutation', moveCategory: Array<(
    { __typename?: 'AdminCategory' }
    & { ' $fragmentRefs'?: { 'AdminCategoryFieldsFragment': AdminCategoryFieldsFragment } }
  )> };

export type RemoveCategoryPictureMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemoveCategoryPictureMutation = { __typename?: 'Mutation', removeCategoryPicture: (
    { __typename?: 'AdminCategory' }
    & { ' $fragmentRefs'?: { 'AdminCategoryFieldsFragment': AdminCategoryFieldsFragment } }
  ) };

export type DeleteCategoryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteCategoryMutation = { __typename?: 'Mutation', deleteCategory: boolean };

export type AdminCategoryNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCategoryNamesQuery = { __typename?: 'Query', adminCategories: Array<{ __typename?: 'AdminCategory', id: string, name: string }> };

export type ShippedOrderFragment = { __typename?: 'Order', id: string, status: OrderStatus, allowedNextStatuses: Array<OrderStatus>, statusHistory: Array<{ __typename?: 'StatusChange', status: OrderStatus, changedAt: string, changedByName: string, changedByRole: string }>, shipment?: (
    { __typename?: 'Shipment', paymentId?: string | null, paidAt?: string | null }
    & { ' $fragmentRefs'?: { 'ShipmentFieldsFragment': ShipmentFieldsFragment } }
  ) | null } & { ' $fragmentName'?: 'ShippedOrderFragment' };

export type CouriersQueryVariables = Exact<{ [key: string]: never; }>;


export type CouriersQuery = { __typename?: 'Query', couriers: Array<{ __typename?: 'Courier', code: string, name: string, canBook: boolean, canFetchPayments: boolean }> };

export type ShipOrderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ShipOrderInput;
}>;


export type ShipOrderMutation = { __typename?: 'Mutation', shipOrder: (
    { __typename?: 'Order' }
    & { ' $fragmentRefs'?: { 'ShippedOrderFragment': ShippedOrderFragment } }
  ) };

export type RecordOrderCourierMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ShipOrderInput;
}>;


export type RecordOrderCourierMutation = { __typename?: 'Mutation', recordOrderCourier: (
    { __typename?: 'Order' }
    & { ' $fragmentRefs'?: { 'ShippedOrderFragment': ShippedOrderFragment } }
  ) };

export type BookShipmentMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  courier?: InputMaybe<Scalars['String']['input']>;
}>;


export type BookShipmentMutation = { __typename?: 'Mutation', bookShipment: (
    { __typename?: 'Order' }
    & { ' $fragmentRefs'?: { 'ShippedOrderFragment': ShippedOrderFragment } }
  ) };

export type RefreshTrackingMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RefreshTrackingMutation = { __typename?: 'Mutation', refreshTracking: (
    { __typename?: 'Order' }
    & { ' $fragmentRefs'?: { 'ShippedOrderFragment': ShippedOrderFragment } }
  ) };

export type BulkReportFieldsFragment = { __typename?: 'BulkReport', ok: number, unchanged: number, failed: number, outcomes: Array<{ __typename?: 'BulkOutcome', row?: number | null, orderId?: string | null, orderNumber?: string | null, result: string, message: string, order?: (
      { __typename?: 'Order' }
      & { ' $fragmentRefs'?: { 'ShippedOrderFragment': ShippedOrderFragment } }
    ) | null }> } & { ' $fragmentName'?: 'BulkReportFieldsFragment' };

export type BulkSetOrderStatusMutationVariables = Exact<{
  input: BulkStatusInput;
}>;


export type BulkSetOrderStatusMutation = { __typename?: 'Mutation', bulkSetOrderStatus: (
    { __typename?: 'BulkReport' }
    & { ' $fragmentRefs'?: { 'BulkReportFieldsFragment': BulkReportFieldsFragment } }
  ) };

export type BookShipmentsMutationVariables = Exact<{
  input: BookOrdersInput;
}>;


export type BookShipmentsMutation = { __typename?: 'Mutation', bookShipments: (
    { __typename?: 'BulkReport' }
    & { ' $fragmentRefs'?: { 'BulkReportFieldsFragment': BulkReportFieldsFragment } }
  ) };

export type ImportCourierStatusesMutationVariables = Exact<{
  input: CsvImportInput;
}>;


export type ImportCourierStatusesMutation = { __typename?: 'Mutation', importCourierStatuses: (
    { __typename?: 'BulkReport' }
    & { ' $fragmentRefs'?: { 'BulkReportFieldsFragment': BulkReportFieldsFragment } }
  ) };

export type ImportTrackingNumbersMutationVariables = Exact<{
  input: TrackingImportInput;
}>;


export type ImportTrackingNumbersMutation = { __typename?: 'Mutation', importTrackingNumbers: (
    { __typename?: 'BulkReport' }
    & { ' $fragmentRefs'?: { 'BulkReportFieldsFragment': BulkReportFieldsFragment } }
  ) };

export type CashOutstandingTotalQueryVariables = Exact<{ [key: string]: never; }>;


export type CashOutstandingTotalQuery = { __typename?: 'Query', cashOutstanding: { __typename?: 'CashOutstanding', total: number, orders: number } };

export type CashOutstandingQueryVariables = Exact<{ [key: string]: never; }>;


export type CashOutstandingQuery = { __typename?: 'Query', cashOutstanding: { __typename?: 'CashOutstanding', total: number, orders: number, byCourier: Array<{ __typename?: 'OutstandingByCourier', courier: string, courierName: string, orders: number, amount: number, days0to7: number, days8to14: number, days15to30: number, over30: number }>, items: Array<{ __typename?: 'OutstandingOrder', id: string, orderNumber: string, courier: string, trackingNumber: string, codAmount: number, deliveredAt: string, ageDays: number }> } };

export type CourierPaymentFieldsFragment = { __typename?: 'CourierPayment', id: string, courier: string, courierName: string, date: string, reference: string, amount: number, charges: number, codTotal: number, difference: number, flagged: boolean, orderNumbers: Array<string>, note: string, createdAt: string } & { ' $fragmentName'?: 'CourierPaymentFieldsFragment' };

export type CourierPaymentsQueryVariables = Exact<{ [key: string]: never; }>;


export type CourierPaymentsQuery = { __typename?: 'Query', courierPayments: Array<(
    { __typename?: 'CourierPayment' }
    & { ' $fragmentRefs'?: { 'CourierPaymentFieldsFragment': CourierPaymentFieldsFragment } }
  )> };

export type RecordCourierPaymentMutationVariables = Exact<{
  input: CourierPaymentInput;
}>;


export type RecordCourierPaymentMutation = { __typename?: 'Mutation', recordCourierPayment: (
    { __typename?: 'CourierPayment' }
    & { ' $fragmentRefs'?: { 'CourierPaymentFieldsFragment': CourierPaymentFieldsFragment } }
  ) };

export type ImportCourierPaymentsMutationVariables = Exact<{
  input: PaymentCsvInput;
}>;


export type ImportCourierPaymentsMutation = { __typename?: 'Mutation', importCourierPayments: { __typename?: 'PaymentImportReport', payments: Array<(
      { __typename?: 'CourierPayment' }
      & { ' $fragmentRefs'?: { 'CourierPaymentFieldsFragment': CourierPaymentFieldsFragment } }
    )>, rows: Array<{ __typename?: 'PaymentImportRow', row: number, reference: string, trackingNumber: string, result: string, message: string }> } };

export type FetchCourierPaymentsMutationVariables = Exact<{
  courier?: InputMaybe<Scalars['String']['input']>;
}>;


export type FetchCourierPaymentsMutation = { __typename?: 'Mutation', fetchCourierPayments: { __typename?: 'SettlementFetchReport', courier: string, courierName: string, checked: number, paid: number, notPaid: number, failed: number, payments: Array<(
      { __typename?: 'CourierPayment' }
      & { ' $fragmentRefs'?: { 'CourierPaymentFieldsFragment': CourierPaymentFieldsFragment } }
    )>, rows: Array<{ __typename?: 'SettlementRow', orderId: string, orderNumber: string, trackingNumber: string, reference: string, result: string, message: string }> } };

export type DispatchRulesFieldsFragment = { __typename?: 'DispatchRules', defaultCourier?: string | null, unitWeightGrams: number, rules: Array<{ __typename?: 'DispatchRule', courier: string, cities: Array<string>, minCod?: number | null, maxCod?: number | null, maxWeightGrams?: number | null }> } & { ' $fragmentName'?: 'DispatchRulesFieldsFragment' };

export type DispatchRulesQueryVariables = Exact<{ [key: string]: never; }>;


export type DispatchRulesQuery = { __typename?: 'Query', dispatchRules: (
    { __typename?: 'DispatchRules' }
    & { ' $fragmentRefs'?: { 'DispatchRulesFieldsFragment': DispatchRulesFieldsFragment } }
  ) };

export type SetDispatchRulesMutationVariables = Exact<{
  input: DispatchRulesInput;
}>;


export type SetDispatchRulesMutation = { __typename?: 'Mutation', setDispatchRules: (
    { __typename?: 'DispatchRules' }
    & { ' $fragmentRefs'?: { 'DispatchRulesFieldsFragment': DispatchRulesFieldsFragment } }
  ) };

export type DispatchChoiceQueryVariables = Exact<{
  orderId: Scalars['ID']['input'];
}>;


export type DispatchChoiceQuery = { __typename?: 'Query', dispatchChoice: { __typename?: 'DispatchChoice', courier: string, courierName: string, rule: number } };

export type CourierFiguresQueryVariables = Exact<{
  days?: InputMaybe<Scalars['Int']['input']>;
}>;


export type CourierFiguresQuery = { __typename?: 'Query', courierFigures: { __typename?: 'CourierFiguresReport', days: number, capped: boolean, couriers: Array<{ __typename?: 'CourierFiguresRow', courier: string, courierName: string, booked: number, delivered: number, returned: number, returnRate?: number | null, medianDaysToDeliver?: number | null, medianDaysToPayment?: number | null, cashOutstanding: number, cities: Array<{ __typename?: 'CityFigures', city: string, booked: number, delivered: number, returned: number, returnRate?: number | null, medianDaysToDeliver?: number | null, medianDaysToPayment?: number | null }> }> } };

export type OrderMessagesQueryVariables = Exact<{
  orderId: Scalars['ID']['input'];
}>;


export type OrderMessagesQuery = { __typename?: 'Query', orderMessages: Array<{ __typename?: 'CustomerMessage', id: string, kind: string, channel: string, to: string, language: string, subject: string, body: string, state: string, reason: string, nextAttemptAt?: string | null, sentAt?: string | null, deliveredAt?: string | null, createdAt: string, attempts: Array<{ __typename?: 'CustomerMessageAttempt', number: number, at: string, status: string, answer: string }> }> };

export type DiscountCodesQueryVariables = Exact<{ [key: string]: never; }>;


export type DiscountCodesQuery = { __typename?: 'Query', discountCodes: Array<{ __typename?: 'DiscountCode', id: string, code: string, description: string, kind: string, value: number, minSubtotal: number, startsAt?: string | null, endsAt?: string | null, maxUses?: number | null, maxUsesPerPhone?: number | null, maxUsesPerAccount?: number | null, paused: boolean, uses: number, createdAt: string, scope: { __typename?: 'DiscountScope', categories: Array<string>, products: Array<string>, variants: Array<string> }, figures: { __typename?: 'DiscountFigures', orders: number, delivered: number, returned: number, cancelled: number, revenue: number, discountGiven: number } }> };

export type CreateDiscountCodeMutationVariables = Exact<{
  input: CreateDiscountCodeInput;
}>;


export type CreateDiscountCodeMutation = { __typename?: 'Mutation', createDiscountCode: { __typename?: 'DiscountCode', id: string, code: string } };

export type SetDiscountCodePausedMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  paused: Scalars['Boolean']['input'];
}>;


export type SetDiscountCodePausedMutation = { __typename?: 'Mutation', setDiscountCodePaused: { __typename?: 'DiscountCode', id: string, paused: boolean } };

export type OpenCheckoutsQueryVariables = Exact<{
  days?: InputMaybe<Scalars['Int']['input']>;
}>;


export type OpenCheckoutsQuery = { __typename?: 'Query', openCheckouts: { __typename?: 'OpenCheckoutsPage', items: Array<{ __typename?: 'OpenCheckout', id: string, value: number, units: number, items: Array<string>, phone: string, city: string, phoneTypedAt: string, reminder: string, reminderReason: string, remindedAt?: string | null, orderId?: string | null, orderTotal?: number | null, orderedAt?: string | null, recovered: boolean }>, figures: { __typename?: 'OpenCheckoutFigures', days: number, recorded: number, reminded: number, ordered: number, recovered: number, recoveredRevenue: number } } };

export type TakeOrderProductsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type TakeOrderProductsQuery = { __typename?: 'Query', products: { __typename?: 'ProductPage', items: Array<{ __typename?: 'Product', id: string, name: string, brand: string, finalPrice: number, stockQuantity: number, options: Array<{ __typename?: 'ProductOption', name: string }>, variants: Array<{ __typename?: 'ProductVariant', id: string, values: Array<string>, sku: string, finalPrice: number, stockQuantity: number }> }> } };

export type TakeOrderMutationVariables = Exact<{
  input: TakeOrderInput;
}>;


export type TakeOrderMutation = { __typename?: 'Mutation', takeOrder: { __typename?: 'PlacedOrder', order: { __typename?: 'Order', id: string, orderNumber: string } } };

export type StaffInviteRowFragment = { __typename?: 'StaffInvite', id: string, name: string, email: string, staffRole: StaffRole, invitedByName: string, createdAt: string, expiresAt: string } & { ' $fragmentName'?: 'StaffInviteRowFragment' };

export type StaffOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffOverviewQuery = { __typename?: 'Query', staffOverview: { __typename?: 'StaffOverview', members: Array<{ __typename?: 'User', id: string, name: string, email: string, staffRole?: StaffRole | null, isBlocked: boolean, createdAt: string }>, invites: Array<(
      { __typename?: 'StaffInvite' }
      & { ' $fragmentRefs'?: { 'StaffInviteRowFragment': StaffInviteRowFragment } }
    )> } };

export type InviteStaffMutationVariables = Exact<{
  input: InviteStaffInput;
}>;


export type InviteStaffMutation = { __typename?: 'Mutation', inviteStaff: { __typename?: 'StaffInvitation', link: string, invite: (
      { __typename?: 'StaffInvite' }
      & { ' $fragmentRefs'?: { 'StaffInviteRowFragment': StaffInviteRowFragment } }
    ) } };

export type RevokeStaffInviteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RevokeStaffInviteMutation = { __typename?: 'Mutation', revokeStaffInvite: boolean };

export type SetStaffRoleMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  staffRole: StaffRole;
}>;


export type SetStaffRoleMutation = { __typename?: 'Mutation', setStaffRole: { __typename?: 'User', id: string, staffRole?: StaffRole | null, permissions: Array<string> } };

export type RemoveStaffMemberMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemoveStaffMemberMutation = { __typename?: 'Mutation', removeStaffMember: boolean };

export type WebhooksQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhooksQuery = { __typename?: 'Query', webhookSubscriptions: Array<{ __typename?: 'WebhookSubscription', id: string, url: string, events: Array<string>, description: string, active: boolean, pausedAt?: string | null, pausedReason: string, failingSince?: string | null, createdByName: string, createdAt: string }>, webhookEvents: Array<{ __typename?: 'WebhookEventInfo', name: string, description: string }> };

export type WebhookDeliveriesQueryVariables = Exact<{
  subscriptionId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type WebhookDeliveriesQuery = { __typename?: 'Query', webhookDeliveries: { __typename?: 'WebhookDeliveryPage', total: number, items: Array<{ __typename?: 'WebhookDelivery', id: string, subscriptionId: string, event: string, status: string, createdAt: string, nextAttemptAt?: string | null, attempts: Array<{ __typename?: 'WebhookAttempt', number: number, at: string, statusCode: number, error: string, durationMs: number }> }> } };

export type CreateWebhookMutationVariables = Exact<{
  input: CreateWebhookSubscriptionInput;
}>;


export type CreateWebhookMutation = { __typename?: 'Mutation', createWebhookSubscription: { __typename?: 'WebhookSecret', secret: string, subscription: { __typename?: 'WebhookSubscription', id: string, url: string, events: Array<string>, description: string, active: boolean, pausedAt?: string | null, pausedReason: string, failingSince?: string | null, createdByName: string, createdAt: string } } };

export type UpdateWebhookMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdateWebhookSubscriptionInput;
}>;


export type UpdateWebhookMutation = { __typename?: 'Mutation', updateWebhookSubscription: { __typename?: 'WebhookSubscription', id: string, url: string, events: Array<string>, description: string, active: boolean, pausedAt?: string | null, pausedReason: string, failingSince?: string | null, createdByName: string, createdAt: string } };

export type DeleteWebhookMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteWebhookMutation = { __typename?: 'Mutation', deleteWebhookSubscription: { __typename?: 'WebhookSubscription', id: string } };

export type RollWebhookSecretMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RollWebhookSecretMutation = { __typename?: 'Mutation', rollWebhookSecret: { __typename?: 'WebhookSecret', secret: string, subscription: { __typename?: 'WebhookSubscription', id: string, url: string, events: Array<string>, description: string, active: boolean, pausedAt?: string | null, pausedReason: string, failingSince?: string | null, createdByName: string, createdAt: string } } };

export type SendTestWebhookMutationVariables = Exact<{
  subscriptionId: Scalars['ID']['input'];
}>;


export type SendTestWebhookMutation = { __typename?: 'Mutation', sendTestWebhook: { __typename?: 'WebhookDelivery', id: string, status: string } };

export type RedeliverWebhookMutationVariables = Exact<{
  deliveryId: Scalars['ID']['input'];
}>;


export type RedeliverWebhookMutation = { __typename?: 'Mutation', redeliverWebhook: { __typename?: 'WebhookDelivery', id: string, status: string, nextAttemptAt?: string | null } };

export type SessionUserFieldsFragment = { __typename?: 'User', id: string, name: string, email: string, phone: string, address: string, role: UserRole, staffRole?: StaffRole | null, permissions: Array<string>, isBlocked: boolean, createdAt: string } & { ' $fragmentName'?: 'SessionUserFieldsFragment' };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { __typename?: 'Mutation', login: { __typename?: 'AuthPayload', token: string, user: (
      { __typename?: 'User' }
      & { ' $fragmentRefs'?: { 'SessionUserFieldsFragment': SessionUserFieldsFragment } }
    ) } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { __typename?: 'Mutation', register: { __typename?: 'AuthPayload', token: string, user: (
      { __typename?: 'User' }
      & { ' $fragmentRefs'?: { 'SessionUserFieldsFragment': SessionUserFieldsFragment } }
    ) } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me: (
    { __typename?: 'User' }
    & { ' $fragmentRefs'?: { 'SessionUserFieldsFragment': SessionUserFieldsFragment } }
  ) };

export type RequestPasswordResetMutationVariables = Exact<{
  input: RequestPasswordResetInput;
}>;


export type RequestPasswordResetMutation = { __typename?: 'Mutation', requestPasswordReset: { __typename?: 'PasswordResetRequest', message: string, channel: PasswordResetChannel } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { __typename?: 'Mutation', resetPassword: { __typename?: 'PasswordResetDone', message: string } };

export type StaffInviteQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type StaffInviteQuery = { __typename?: 'Query', staffInvite: { __typename?: 'StaffInviteDetails', name: string, email: string, staffRole: StaffRole, shopName: string, expiresAt: string } };

export type AcceptStaffInviteMutationVariables = Exact<{
  token: Scalars['String']['input'];
  input: AcceptStaffInviteInput;
}>;


export type AcceptStaffInviteMutation = { __typename?: 'Mutation', acceptStaffInvite: { __typename?: 'User', id: string, email: string } };

export type CartProductFieldsFragment = { __typename?: 'Product', id: string, slug: string, name: string, brand: string, category: string, price: number, finalPrice: number, originalPrice: number, discountPrice?: number | null, images: Array<string>, cardImages: Array<string>, stockQuantity: number, inStock: boolean } & { ' $fragmentName'?: 'CartProductFieldsFragment' };

export type CartVariantFieldsFragment = { __typename?: 'ProductVariant', id: string, values: Array<string>, price: number, finalPrice: number, discountPrice?: number | null, images: Array<string>, cardImages: Array<string>, stockQuantity: number, inStock: boolean } & { ' $fragmentName'?: 'CartVariantFieldsFragment' };

export type CartFieldsFragment = { __typename?: 'Cart', id: string, subtotal: number, deliveryCharge: number, totalAmount: number, totalQuantity: number, items: Array<{ __typename?: 'CartItem', quantity: number, lineTotal: number, product: (
      { __typename?: 'Product' }
      & { ' $fragmentRefs'?: { 'CartProductFieldsFragment': CartProductFieldsFragment } }
    ), variant?: (
      { __typename?: 'ProductVariant' }
      & { ' $fragmentRefs'?: { 'CartVariantFieldsFragment': CartVariantFieldsFragment } }
    ) | null }> } & { ' $fragmentName'?: 'CartFieldsFragment' };

export type ServerCartQueryVariables = Exact<{ [key: string]: never; }>;


export type ServerCartQuery = { __typename?: 'Query', cart: (
    { __typename?: 'Cart' }
    & { ' $fragmentRefs'?: { 'CartFieldsFragment': CartFieldsFragment } }
  ) };

export type AddToCartMutationVariables = Exact<{
  input: AddToCartInput;
}>;


export type AddToCartMutation = { __typename?: 'Mutation', addToCart: (
    { __typename?: 'Cart' }
    & { ' $fragmentRefs'?: { 'CartFieldsFragment': CartFieldsFragment } }
  ) };

export type UpdateCartItemMutationVariables = Exact<{
  input: UpdateCartInput;
}>;


export type UpdateCartItemMutation = { __typename?: 'Mutation', updateCartItem: (
    { __typename?: 'Cart' }
    & { ' $fragmentRefs'?: { 'CartFieldsFragment': CartFieldsFragment } }
  ) };

export type RemoveFromCartMutationVariables = Exact<{
  productId: Scalars['ID']['input'];
  variantId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type RemoveFromCartMutation = { __typename?: 'Mutation', removeFromCart: (
    { __typename?: 'Cart' }
    & { ' $fragmentRefs'?: { 'CartFieldsFragment': CartFieldsFragment } }
  ) };

export type ClearCartMutationVariables = Exact<{ [key: string]: never; }>;


export type ClearCartMutation = { __typename?: 'Mutation', clearCart: (
    { __typename?: 'Cart' }
    & { ' $fragmentRefs'?: { 'CartFieldsFragment': CartFieldsFragment } }
  ) };

export type MergeCartMutationVariables = Exact<{
  input: MergeCartInput;
}>;


export type MergeCartMutation = { __typename?: 'Mutation', mergeCart: (
    { __typename?: 'Cart' }
    & { ' $fragmentRefs'?: { 'CartFieldsFragment': CartFieldsFragment } }
  ) };

export type CartProductsQueryVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type CartProductsQuery = { __typename?: 'Query', productsByIds: Array<(
    { __typename?: 'Product', variants: Array<(
      { __typename?: 'ProductVariant' }
      & { ' $fragmentRefs'?: { 'CartVariantFieldsFragment': CartVariantFieldsFragment } }
    )> }
    & { ' $fragmentRefs'?: { 'CartProductFieldsFragment': CartProductFieldsFragment } }
  )> };

export type ValidateDiscountCodeQueryVariables = Exact<{
  input: ValidateDiscountCodeInput;
}>;


export type ValidateDiscountCodeQuery = { __typename?: 'Query', validateDiscountCode: { __typename?: 'DiscountCheck', valid: boolean, message: string, code: string, kind?: string | null, subtotal: number, discount: number, deliveryCharge: number, total: number } };

export type HeroSlideFieldsFragment = { __typename?: 'Product', id: string, slug: string, name: string, images: Array<string>, cardImages: Array<string> } & { ' $fragmentName'?: 'HeroSlideFieldsFragment' };

export type PurchasePanelFieldsFragment = { __typename?: 'Product', id: string, slug: string, name: string, brand: string, category: string, price: number, finalPrice: number, originalPrice: number, discountPrice?: number | null, images: Array<string>, cardImages: Array<string>, stockQuantity: number, inStock: boolean, options: Array<{ __typename?: 'ProductOption', name: string, values: Array<string> }>, variants: Array<{ __typename?: 'ProductVariant', id: string, sku: string, values: Array<string>, price: number, finalPrice: number, discountPrice?: number | null, images: Array<string>, cardImages: Array<string>, stockQuantity: number, inStock: boolean }> } & { ' $fragmentName'?: 'PurchasePanelFieldsFragment' };

export type AllProductsQueryVariables = Exact<{
  limit: Scalars['Int']['input'];
  page: Scalars['Int']['input'];
}>;


export type AllProductsQuery = { __typename?: 'Query', products: { __typename?: 'ProductPage', items: Array<(
      { __typename?: 'Product', id: string }
      & { ' $fragmentRefs'?: { 'ProductCardFieldsFragment': ProductCardFieldsFragment;'HeroSlideFieldsFragment': HeroSlideFieldsFragment } }
    )>, pagination: { __typename?: 'Pagination', page: number, hasNext: boolean, total: number } } };

export type TrendyProductsQueryVariables = Exact<{
  limit: Scalars['Int']['input'];
}>;


export type TrendyProductsQuery = { __typename?: 'Query', products: { __typename?: 'ProductPage', items: Array<(
      { __typename?: 'Product', id: string }
      & { ' $fragmentRefs'?: { 'ProductCardFieldsFragment': ProductCardFieldsFragment } }
    )> } };

export type FeaturedProductsQueryVariables = Exact<{
  limit: Scalars['Int']['input'];
}>;


export type FeaturedProductsQuery = { __typename?: 'Query', featuredProducts: Array<(
    { __typename?: 'Product', id: string }
    & { ' $fragmentRefs'?: { 'ProductCardFieldsFragment': ProductCardFieldsFragment;'HeroSlideFieldsFragment': HeroSlideFieldsFragment } }
  )> };

export type HomeCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeCategoriesQuery = { __typename?: 'Query', categoryCards: Array<{ __typename?: 'CategoryCard', name: string, image?: string | null, cardImage?: string | null }> };

export type ProductListQueryVariables = Exact<{
  category?: InputMaybe<Scalars['String']['input']>;
  brand?: InputMaybe<Scalars['String']['input']>;
  minPrice?: InputMaybe<Scalars['Float']['input']>;
  maxPrice?: InputMaybe<Scalars['Float']['input']>;
  inStock?: InputMaybe<Scalars['Boolean']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  option?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
  sortBy?: InputMaybe<ProductSort>;
  page?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ProductListQuery = { __typename?: 'Query', products: { __typename?: 'ProductPage', items: Array<(
      { __typename?: 'Product', id: string }
      & { ' $fragmentRefs'?: { 'ProductCardFieldsFragment': ProductCardFieldsFragment } }
    )>, pagination: { __typename?: 'Pagination', total: number, pages: number, page: number } } };

export type ListOptionValuesQueryVariables = Exact<{
  category?: InputMaybe<Scalars['String']['input']>;
  brand?: InputMaybe<Scalars['String']['input']>;
  minPrice?: InputMaybe<Scalars['Float']['input']>;
  maxPrice?: InputMaybe<Scalars['Float']['input']>;
  inStock?: InputMaybe<Scalars['Boolean']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  option?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
}>;


export type ListOptionValuesQuery = { __typename?: 'Query', productOptionValues: Array<{ __typename?: 'OptionFacet', name: string, values: Array<{ __typename?: 'OptionFacetValue', value: string, count: number }> }> };

export type FilterCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type FilterCategoriesQuery = { __typename?: 'Query', productCategories: Array<string> };

export type CategoryNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type CategoryNamesQuery = { __typename?: 'Query', categories: Array<{ __typename?: 'Category', id: string, name: string, formerNames: Array<string> }> };

export type ProductDetailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ProductDetailQuery = { __typename?: 'Query', product: (
    { __typename?: 'Product', id: string, slug: string, name: string, brand: string, category: string, finalPrice: number, originalPrice: number, images: Array<string>, cardImages: Array<string>, description: string, pricesVary: boolean, specifications: Array<{ __typename?: 'ProductSpecification', key: string, value: string }>, options: Array<{ __typename?: 'ProductOption', name: string, values: Array<string> }>, variants: Array<{ __typename?: 'ProductVariant', id: string, price: number, finalPrice: number, images: Array<string>, cardImages: Array<string> }> }
    & { ' $fragmentRefs'?: { 'PurchasePanelFieldsFragment': PurchasePanelFieldsFragment } }
  ) };

export type RelatedProductsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  limit: Scalars['Int']['input'];
}>;


export type RelatedProductsQuery = { __typename?: 'Query', relatedProducts: Array<(
    { __typename?: 'Product', id: string }
    & { ' $fragmentRefs'?: { 'ProductCardFieldsFragment': ProductCardFieldsFragment } }
  )> };

export type PlaceOrderMutationVariables = Exact<{
  input: PlaceOrderInput;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
}>;


export type PlaceOrderMutation = { __typename?: 'Mutation', placeOrder: { __typename?: 'PlacedOrder', accessKey?: string | null, order: (
      { __typename?: 'Order', id: string, orderNumber: string }
      & { ' $fragmentRefs'?: { 'OrderDetailFieldsFragment': OrderDetailFieldsFragment } }
    ) } };

export type OrderByIdempotencyKeyQueryVariables = Exact<{
  key: Scalars['String']['input'];
}>;


export type OrderByIdempotencyKeyQuery = { __typename?: 'Query', orderByIdempotencyKey: { __typename?: 'PlacedOrder', accessKey?: string | null, order: (
      { __typename?: 'Order', id: string, orderNumber: string }
      & { ' $fragmentRefs'?: { 'OrderDetailFieldsFragment': OrderDetailFieldsFragment } }
    ) } };

export type RecordOpenCheckoutMutationVariables = Exact<{
  input: RecordOpenCheckoutInput;
}>;


export type RecordOpenCheckoutMutation = { __typename?: 'Mutation', recordOpenCheckout: { __typename?: 'RecordedOpenCheckout', token: string, value: number, units: number } };

export type ResumeCheckoutQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type ResumeCheckoutQuery = { __typename?: 'Query', resumeCheckout: { __typename?: 'ResumedCheckout', token: string, cart: (
      { __typename?: 'Cart' }
      & { ' $fragmentRefs'?: { 'CartFieldsFragment': CartFieldsFragment } }
    ), details: { __typename?: 'OpenCheckoutDetails', name: string, email: string, phone: string, city: string, address: string } } };

export type AdminConfirmationFieldsFragment = { __typename?: 'OrderConfirmation', status: ConfirmationStatus, channel?: ConfirmationChannel | null, at?: string | null, expiresAt?: string | null, link?: string | null, whatsappUrl?: string | null, whatsappUrlUrdu?: string | null, attempts: Array<{ __typename?: 'ConfirmationAttempt', at: string, outcome: AttemptOutcome, note: string, byName: string }>, messages: Array<{ __typename?: 'ConfirmationMessage', at: string, channel: string, language: MessageLanguage, status: string, attempt: number, error?: string | null, byName: string }>, phoneReveals: Array<{ __typename?: 'PhoneReveal', at: string, byName: string }> } & { ' $fragmentName'?: 'AdminConfirmationFieldsFragment' };

export type LogConfirmationAttemptMutationVariables = Exact<{
  orderId: Scalars['ID']['input'];
  input: ConfirmationAttemptInput;
}>;


export type LogConfirmationAttemptMutation = { __typename?: 'Mutation', logConfirmationAttempt: { __typename?: 'Order', id: string, status: OrderStatus, allowedNextStatuses: Array<OrderStatus>, canCancel: boolean, updatedAt: string, confirmation?: (
      { __typename?: 'OrderConfirmation' }
      & { ' $fragmentRefs'?: { 'AdminConfirmationFieldsFragment': AdminConfirmationFieldsFragment } }
    ) | null, statusHistory: Array<{ __typename?: 'StatusChange', status: OrderStatus, changedAt: string, changedByName: string, changedByRole: string, note?: string | null }> } };

export type QueueOrderFieldsFragment = { __typename?: 'Order', id: string, orderNumber: string, createdAt: string, items: Array<{ __typename?: 'OrderItem', productId: string, variantId?: string | null, name: string, quantity: number, options: Array<{ __typename?: 'OrderItemOption', name: string, value: string }> }> } & { ' $fragmentName'?: 'QueueOrderFieldsFragment' };

export type ConfirmationQueueQueryVariables = Exact<{
  page: Scalars['Int']['input'];
  risk?: InputMaybe<Scalars['String']['input']>;
  expiresWithinHours?: InputMaybe<Scalars['Int']['input']>;
  notContacted?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type ConfirmationQueueQuery = { __typename?: 'Query', confirmationQueue: { __typename?: 'OrderPage', items: Array<(
      { __typename?: 'Order', id: string, orderNumber: string, createdAt: string, status: OrderStatus, totalAmount: number, notes: string, itemCount: number, isGuestOrder: boolean, risk?: { __typename?: 'OrderRisk', level: RiskLevel, reasons: Array<string> } | null, shippingAddress: { __typename?: 'Contact', name: string, phone: string, address: string, city: string }, confirmation?: (
        { __typename?: 'OrderConfirmation' }
        & { ' $fragmentRefs'?: { 'AdminConfirmationFieldsFragment': AdminConfirmationFieldsFragment } }
      ) | null, possibleDuplicates?: Array<(
        { __typename?: 'Order' }
        & { ' $fragmentRefs'?: { 'QueueOrderFieldsFragment': QueueOrderFieldsFragment } }
      )> | null }
      & { ' $fragmentRefs'?: { 'QueueOrderFieldsFragment': QueueOrderFieldsFragment } }
    )>, pagination: { __typename?: 'Pagination', page: number, pages: number, total: number, hasNext: boolean, hasPrev: boolean } } };

export type WaitingConfirmationsQueryVariables = Exact<{ [key: string]: never; }>;


export type WaitingConfirmationsQuery = { __typename?: 'Query', confirmationQueue: { __typename?: 'OrderPage', pagination: { __typename?: 'Pagination', total: number } } };

export type PublicOrderFieldsFragment = { __typename?: 'PublicOrder', orderNumber: string, status: OrderStatus, placedAt: string, subtotal: number, deliveryCharge: number, totalAmount: number, confirmationStatus?: ConfirmationStatus | null, confirmedAt?: string | null, confirmationExpiresAt?: string | null, statusHistory: Array<{ __typename?: 'PublicStatusChange', status: OrderStatus, changedAt: string }>, items: Array<{ __typename?: 'PublicOrderItem', name: string, image: string, price: number, quantity: number, lineTotal: number }>, shipTo: { __typename?: 'MaskedAddress', name: string, address: string, city: string, phone: string } } & { ' $fragmentName'?: 'PublicOrderFieldsFragment' };

export type ConfirmationPageQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type ConfirmationPageQuery = { __typename?: 'Query', confirmation: { __typename?: 'ConfirmationPage', canDecide: boolean, message: string, deliverTo: { __typename?: 'MaskedAddress', name: string, address: string, city: string, phone: string }, order: (
      { __typename?: 'PublicOrder', orderNumber: string, confirmationExpiresAt?: string | null, totalAmount: number }
      & { ' $fragmentRefs'?: { 'PublicOrderFieldsFragment': PublicOrderFieldsFragment } }
    ) } };

export type DecideConfirmationMutationVariables = Exact<{
  token: Scalars['String']['input'];
  decision: ConfirmationDecision;
}>;


export type DecideConfirmationMutation = { __typename?: 'Mutation', decideConfirmation: { __typename?: 'ConfirmationPage', canDecide: boolean, message: string, deliverTo: { __typename?: 'MaskedAddress', name: string, address: string, city: string, phone: string }, order: (
      { __typename?: 'PublicOrder', orderNumber: string, confirmationExpiresAt?: string | null, totalAmount: number }
      & { ' $fragmentRefs'?: { 'PublicOrderFieldsFragment': PublicOrderFieldsFragment } }
    ) } };

export type TrackOrderQueryVariables = Exact<{
  orderNumber: Scalars['String']['input'];
  phone: Scalars['String']['input'];
}>;


export type TrackOrderQuery = { __typename?: 'Query', trackOrder: (
    { __typename?: 'PublicOrder', orderNumber: string, shipment?: (
      { __typename?: 'Shipment' }
      & { ' $fragmentRefs'?: { 'ShipmentFieldsFragment': ShipmentFieldsFragment } }
    ) | null }
    & { ' $fragmentRefs'?: { 'PublicOrderFieldsFragment': PublicOrderFieldsFragment } }
  ) };

export type RevealCustomerPhoneMutationVariables = Exact<{
  orderId: Scalars['ID']['input'];
}>;


export type RevealCustomerPhoneMutation = { __typename?: 'Mutation', revealCustomerPhone: { __typename?: 'RevealedPhone', phone: string, whatsappUrl?: string | null, whatsappUrlUrdu?: string | null } };

export type RecordWhatsAppOpenedMutationVariables = Exact<{
  orderId: Scalars['ID']['input'];
  language: MessageLanguage;
}>;


export type RecordWhatsAppOpenedMutation = { __typename?: 'Mutation', recordWhatsAppOpened: { __typename?: 'Order', id: string, confirmation?: (
      { __typename?: 'OrderConfirmation' }
      & { ' $fragmentRefs'?: { 'AdminConfirmationFieldsFragment': AdminConfirmationFieldsFragment } }
    ) | null } };

export type MenuCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type MenuCategoriesQuery = { __typename?: 'Query', productCategories: Array<string> };

export type SearchSuggestionsQueryVariables = Exact<{
  search: Scalars['String']['input'];
  limit: Scalars['Int']['input'];
}>;


export type SearchSuggestionsQuery = { __typename?: 'Query', products: { __typename?: 'ProductPage', items: Array<{ __typename?: 'Product', id: string, slug: string, name: string, brand: string, finalPrice: number, images: Array<string>, cardImages: Array<string> }> } };

export type ShipmentFieldsFragment = { __typename?: 'Shipment', courier: string, courierName: string, trackingNumber: string, trackingUrl?: string | null, riderName: string, booked: boolean, bookedAt: string, deliveredAt?: string | null, returnedAt?: string | null, events: Array<{ __typename?: 'ShipmentEvent', at: string, code: string, description: string, location: string }> } & { ' $fragmentName'?: 'ShipmentFieldsFragment' };

export type OrderDetailFieldsFragment = { __typename?: 'Order', id: string, orderNumber: string, createdAt: string, status: OrderStatus, canCancel: boolean, paymentMethod: string, subtotal: number, shippingFee: number, discountCode?: string | null, discount: number, totalAmount: number, notes: string, isGuestOrder: boolean, itemCount: number, confirmation?: { __typename?: 'OrderConfirmation', status: ConfirmationStatus } | null, shippingAddress: { __typename?: 'Contact', name: string, email: string, phone: string, address: string, city: string }, guestInfo?: { __typename?: 'Contact', name: string, email: string, phone: string, address: string, city: string } | null, customer?: { __typename?: 'OrderCustomer', id: string, name: string, email: string, phone: string } | null, items: Array<{ __typename?: 'OrderItem', productId: string, variantId?: string | null, sku?: string | null, name: string, brand: string, category: string, image: string, quantity: number, price: number, lineTotal: number, options: Array<{ __typename?: 'OrderItemOption', name: string, value: string }> }>, shipment?: (
    { __typename?: 'Shipment' }
    & { ' $fragmentRefs'?: { 'ShipmentFieldsFragment': ShipmentFieldsFragment } }
  ) | null } & { ' $fragmentName'?: 'OrderDetailFieldsFragment' };

export type OrderDetailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  accessKey?: InputMaybe<Scalars['String']['input']>;
}>;


export type OrderDetailQuery = { __typename?: 'Query', order: (
    { __typename?: 'Order' }
    & { ' $fragmentRefs'?: { 'OrderDetailFieldsFragment': OrderDetailFieldsFragment } }
  ) };

export type OrderHistoryFieldsFragment = { __typename?: 'Order', id: string, orderNumber: string, createdAt: string, status: OrderStatus, canCancel: boolean, totalAmount: number, itemCount: number } & { ' $fragmentName'?: 'OrderHistoryFieldsFragment' };

export type MyOrdersQueryVariables = Exact<{
  page: Scalars['Int']['input'];
  limit: Scalars['Int']['input'];
}>;


export type MyOrdersQuery = { __typename?: 'Query', myOrders: { __typename?: 'OrderPage', items: Array<(
      { __typename?: 'Order' }
      & { ' $fragmentRefs'?: { 'OrderHistoryFieldsFragment': OrderHistoryFieldsFragment } }
    )>, pagination: { __typename?: 'Pagination', page: number, pages: number, total: number } } };

export type CancelMyOrderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CancelMyOrderMutation = { __typename?: 'Mutation', cancelMyOrder: (
    { __typename?: 'Order' }
    & { ' $fragmentRefs'?: { 'OrderHistoryFieldsFragment': OrderHistoryFieldsFragment;'OrderDetailFieldsFragment': OrderDetailFieldsFragment } }
  ) };

export type ShopQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopQuery = { __typename?: 'Query', shop: { __typename?: 'ShopInfo', name: string, whatsapp: string, phone: string, email: string, instagram: string, currency: string, paymentMethod: string, delivery: { __typename?: 'ShippingSettingsModel', defaultFee: number, freeAbove?: number | null, cities: Array<{ __typename?: 'CityDeliveryFee', city: string, fee: number, freeAbove?: number | null }> } } };

export type ProductCardFieldsFragment = { __typename?: 'Product', id: string, slug: string, name: string, brand: string, category: string, price: number, finalPrice: number, originalPrice: number, discountPrice?: number | null, images: Array<string>, cardImages: Array<string>, stockQuantity: number, inStock: boolean, featured: boolean, trendy: boolean, createdAt: string, pricesVary: boolean, options: Array<{ __typename?: 'ProductOption', name: string }> } & { ' $fragmentName'?: 'ProductCardFieldsFragment' };

export const ShopSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShopSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultFee"}},{"kind":"Field","name":{"kind":"Name","value":"freeAbove"}},{"kind":"Field","name":{"kind":"Name","value":"cities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"freeAbove"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minOrder"}},{"kind":"Field","name":{"kind":"Name","value":"maxOrder"}},{"kind":"Field","name":{"kind":"Name","value":"cities"}},{"kind":"Field","name":{"kind":"Name","value":"maxOpenPerPhone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"confirmation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"windowHours"}},{"kind":"Field","name":{"kind":"Name","value":"templates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"ur"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"whatsapp"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"instagram"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"templates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ur"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ur"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivered"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ur"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"returned"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ur"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"reminder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ur"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"reminderAfterMinutes"}}]}}]}}]} as unknown as DocumentNode<ShopSettingsFieldsFragment, unknown>;
export const AdminOrderRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isGuestOrder"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"allowedNextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"risk"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}}]}},{"kind":"Field","name":{"kind":"Name","value":"confirmation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}}]}}]} as unknown as DocumentNode<AdminOrderRowFragment, unknown>;
export const AdminProductFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"trendy"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"ownImages"}}]}}]}}]} as unknown as DocumentNode<AdminProductFieldsFragment, unknown>;
export const AdminCategoryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"picture"}},{"kind":"Field","name":{"kind":"Name","value":"cardPicture"}},{"kind":"Field","name":{"kind":"Name","value":"formerNames"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}}]}}]} as unknown as DocumentNode<AdminCategoryFieldsFragment, unknown>;
export const ShipmentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShipmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shipment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"riderName"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}},{"kind":"Field","name":{"kind":"Name","value":"bookedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}}]} as unknown as DocumentNode<ShipmentFieldsFragment, unknown>;
export const ShippedOrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShippedOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"allowedNextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changedByName"}},{"kind":"Field","name":{"kind":"Name","value":"changedByRole"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShipmentFields"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShipmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shipment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"riderName"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}},{"kind":"Field","name":{"kind":"Name","value":"bookedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}}]} as unknown as DocumentNode<ShippedOrderFragment, unknown>;
export const BulkReportFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BulkReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BulkReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"outcomes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShippedOrder"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShipmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shipment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"riderName"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}},{"kind":"Field","name":{"kind":"Name","value":"bookedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShippedOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"allowedNextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changedByName"}},{"kind":"Field","name":{"kind":"Name","value":"changedByRole"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShipmentFields"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]}}]} as unknown as DocumentNode<BulkReportFieldsFragment, unknown>;
export const CourierPaymentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourierPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CourierPayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"charges"}},{"kind":"Field","name":{"kind":"Name","value":"codTotal"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}},{"kind":"Field","name":{"kind":"Name","value":"flagged"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CourierPaymentFieldsFragment, unknown>;
export const DispatchRulesFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DispatchRulesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DispatchRules"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"cities"}},{"kind":"Field","name":{"kind":"Name","value":"minCod"}},{"kind":"Field","name":{"kind":"Name","value":"maxCod"}},{"kind":"Field","name":{"kind":"Name","value":"maxWeightGrams"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultCourier"}},{"kind":"Field","name":{"kind":"Name","value":"unitWeightGrams"}}]}}]} as unknown as DocumentNode<DispatchRulesFieldsFragment, unknown>;
export const StaffInviteRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffInviteRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffInvite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"staffRole"}},{"kind":"Field","name":{"kind":"Name","value":"invitedByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<StaffInviteRowFragment, unknown>;
export const SessionUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"staffRole"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"isBlocked"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SessionUserFieldsFragment, unknown>;
export const CartProductFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}}]}}]} as unknown as DocumentNode<CartProductFieldsFragment, unknown>;
export const CartVariantFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartVariantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductVariant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}}]}}]} as unknown as DocumentNode<CartVariantFieldsFragment, unknown>;
export const CartFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryCharge"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartProductFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartVariantFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartVariantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductVariant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}}]}}]} as unknown as DocumentNode<CartFieldsFragment, unknown>;
export const HeroSlideFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HeroSlideFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}}]}}]} as unknown as DocumentNode<HeroSlideFieldsFragment, unknown>;
export const PurchasePanelFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasePanelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}}]}}]}}]} as unknown as DocumentNode<PurchasePanelFieldsFragment, unknown>;
export const AdminConfirmationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminConfirmationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderConfirmation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"EnumValue","value":"EN"}}]},{"kind":"Field","alias":{"kind":"Name","value":"whatsappUrlUrdu"},"name":{"kind":"Name","value":"whatsappUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"EnumValue","value":"UR"}}]},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"byName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"byName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phoneReveals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"byName"}}]}}]}}]} as unknown as DocumentNode<AdminConfirmationFieldsFragment, unknown>;
export const QueueOrderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QueueOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"variantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<QueueOrderFieldsFragment, unknown>;
export const PublicOrderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryCharge"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<PublicOrderFieldsFragment, unknown>;
export const OrderDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"shippingFee"}},{"kind":"Field","name":{"kind":"Name","value":"discountCode"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"isGuestOrder"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"confirmation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}},{"kind":"Field","name":{"kind":"Name","value":"guestInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"variantId"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShipmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShipmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shipment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"riderName"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}},{"kind":"Field","name":{"kind":"Name","value":"bookedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}}]} as unknown as DocumentNode<OrderDetailFieldsFragment, unknown>;
export const OrderHistoryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderHistoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}}]}}]} as unknown as DocumentNode<OrderHistoryFieldsFragment, unknown>;
export const ProductCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"trendy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"pricesVary"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ProductCardFieldsFragment, unknown>;
export const CustomerDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalOrders"}},{"kind":"Field","name":{"kind":"Name","value":"totalSpent"}},{"kind":"Field","name":{"kind":"Name","value":"pendingOrders"}},{"kind":"Field","name":{"kind":"Name","value":"completedOrders"}},{"kind":"Field","name":{"kind":"Name","value":"recentOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<CustomerDashboardQuery, CustomerDashboardQueryVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"staffRole"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"isBlocked"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const ShopSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shopSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShopSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultFee"}},{"kind":"Field","name":{"kind":"Name","value":"freeAbove"}},{"kind":"Field","name":{"kind":"Name","value":"cities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"freeAbove"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minOrder"}},{"kind":"Field","name":{"kind":"Name","value":"maxOrder"}},{"kind":"Field","name":{"kind":"Name","value":"cities"}},{"kind":"Field","name":{"kind":"Name","value":"maxOpenPerPhone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"confirmation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"windowHours"}},{"kind":"Field","name":{"kind":"Name","value":"templates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"ur"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"whatsapp"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"instagram"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"templates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ur"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ur"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivered"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ur"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"returned"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ur"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"reminder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ur"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"reminderAfterMinutes"}}]}}]}}]} as unknown as DocumentNode<ShopSettingsQuery, ShopSettingsQueryVariables>;
export const UpdateShopSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateShopSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateShopSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShopSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultFee"}},{"kind":"Field","name":{"kind":"Name","value":"freeAbove"}},{"kind":"Field","name":{"kind":"Name","value":"cities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"freeAbove"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minOrder"}},{"kind":"Field","name":{"kind":"Name","value":"maxOrder"}},{"kind":"Field","name":{"kind":"Name","value":"cities"}},{"kind":"Field","name":{"kind":"Name","value":"maxOpenPerPhone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"confirmation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"windowHours"}},{"kind":"Field","name":{"kind":"Name","value":"templates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"ur"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"whatsapp"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"instagram"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"templates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ur"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ur"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivered"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ur"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"returned"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ur"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"reminder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ur"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"reminderAfterMinutes"}}]}}]}}]} as unknown as DocumentNode<UpdateShopSettingsMutation, UpdateShopSettingsMutationVariables>;
export const BlocklistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Blocklist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blocklist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"display"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<BlocklistQuery, BlocklistQueryVariables>;
export const BlockContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BlockContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BlockContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blockContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"display"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<BlockContactMutation, BlockContactMutationVariables>;
export const UnblockContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnblockContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unblockContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UnblockContactMutation, UnblockContactMutationVariables>;
export const AdminDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storageNotice"}},{"kind":"Field","name":{"kind":"Name","value":"setupNotices"}},{"kind":"Field","name":{"kind":"Name","value":"totalUsers"}},{"kind":"Field","name":{"kind":"Name","value":"totalOrders"}},{"kind":"Field","name":{"kind":"Name","value":"totalProducts"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"revenueStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"recentOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dailyFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ordersByStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outOfStockCount"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockCount"}},{"kind":"Field","name":{"kind":"Name","value":"lowStockThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"codFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"declinedOrExpired"}},{"kind":"Field","name":{"kind":"Name","value":"delivered"}},{"kind":"Field","name":{"kind":"Name","value":"returned"}},{"kind":"Field","name":{"kind":"Name","value":"returnRate"}},{"kind":"Field","name":{"kind":"Name","value":"cashDelivered"}},{"kind":"Field","name":{"kind":"Name","value":"cashOut"}},{"kind":"Field","name":{"kind":"Name","value":"byCity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"delivered"}},{"kind":"Field","name":{"kind":"Name","value":"returned"}},{"kind":"Field","name":{"kind":"Name","value":"returnRate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byRisk"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"delivered"}},{"kind":"Field","name":{"kind":"Name","value":"returned"}},{"kind":"Field","name":{"kind":"Name","value":"returnRate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"variantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"delivered"}},{"kind":"Field","name":{"kind":"Name","value":"returned"}},{"kind":"Field","name":{"kind":"Name","value":"returnRate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"stockAlerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}},{"kind":"Field","name":{"kind":"Name","value":"variantId"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"lineName"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isGuestOrder"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"allowedNextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"risk"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}}]}},{"kind":"Field","name":{"kind":"Name","value":"confirmation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}}]}}]} as unknown as DocumentNode<AdminDashboardQuery, AdminDashboardQueryVariables>;
export const AdminUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isBlocked"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUsersQuery, AdminUsersQueryVariables>;
export const SetUserBlockedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUserBlocked"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isBlocked"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserBlocked"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"isBlocked"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isBlocked"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isBlocked"}}]}}]}}]} as unknown as DocumentNode<SetUserBlockedMutation, SetUserBlockedMutationVariables>;
export const DeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteUserMutation, DeleteUserMutationVariables>;
export const AdminOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortOrder"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"readyToShip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderKind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortOrder"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortOrder"}}},{"kind":"Argument","name":{"kind":"Name","value":"readyToShip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"readyToShip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isGuestOrder"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"allowedNextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"risk"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}}]}},{"kind":"Field","name":{"kind":"Name","value":"confirmation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}}]}}]} as unknown as DocumentNode<AdminOrdersQuery, AdminOrdersQueryVariables>;
export const AdminOrderCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrderCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOrderCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"guest"}},{"kind":"Field","name":{"kind":"Name","value":"all"}}]}}]}}]} as unknown as DocumentNode<AdminOrderCountsQuery, AdminOrderCountsQueryVariables>;
export const AdminOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isGuestOrder"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"allowedNextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"shippingFee"}},{"kind":"Field","name":{"kind":"Name","value":"discountCode"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"risk"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}}]}},{"kind":"Field","name":{"kind":"Name","value":"guestInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"variantId"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changedByName"}},{"kind":"Field","name":{"kind":"Name","value":"changedByRole"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"confirmation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminConfirmationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShipmentFields"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminConfirmationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderConfirmation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"EnumValue","value":"EN"}}]},{"kind":"Field","alias":{"kind":"Name","value":"whatsappUrlUrdu"},"name":{"kind":"Name","value":"whatsappUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"EnumValue","value":"UR"}}]},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"byName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"byName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phoneReveals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"byName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShipmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shipment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"riderName"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}},{"kind":"Field","name":{"kind":"Name","value":"bookedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}}]} as unknown as DocumentNode<AdminOrderQuery, AdminOrderQueryVariables>;
export const SetOrderStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetOrderStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"overrideReason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setOrderStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"overrideReason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"overrideReason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"allowedNextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changedByName"}},{"kind":"Field","name":{"kind":"Name","value":"changedByRole"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]} as unknown as DocumentNode<SetOrderStatusMutation, SetOrderStatusMutationVariables>;
export const DeleteOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteOrderMutation, DeleteOrderMutationVariables>;
export const SetProductVariantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetProductVariants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductVariantsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setProductVariants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"trendy"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"ownImages"}}]}}]}}]} as unknown as DocumentNode<SetProductVariantsMutation, SetProductVariantsMutationVariables>;
export const AdminProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"trendy"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"ownImages"}}]}}]}}]} as unknown as DocumentNode<AdminProductsQuery, AdminProductsQueryVariables>;
export const DeleteProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteProductMutation, DeleteProductMutationVariables>;
export const ApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyScopes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<ApiKeysQuery, ApiKeysQueryVariables>;
export const CreateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const AuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"actorId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entity"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"actorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"actorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"entity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entity"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"staffRole"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"entityLabel"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"staffRole"}}]}}]}}]}}]} as unknown as DocumentNode<AuditLogQuery, AuditLogQueryVariables>;
export const AdminCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"picture"}},{"kind":"Field","name":{"kind":"Name","value":"cardPicture"}},{"kind":"Field","name":{"kind":"Name","value":"formerNames"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}}]}}]} as unknown as DocumentNode<AdminCategoriesQuery, AdminCategoriesQueryVariables>;
export const AddCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"picture"}},{"kind":"Field","name":{"kind":"Name","value":"cardPicture"}},{"kind":"Field","name":{"kind":"Name","value":"formerNames"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}}]}}]} as unknown as DocumentNode<AddCategoryMutation, AddCategoryMutationVariables>;
export const RenameCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"picture"}},{"kind":"Field","name":{"kind":"Name","value":"cardPicture"}},{"kind":"Field","name":{"kind":"Name","value":"formerNames"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}}]}}]} as unknown as DocumentNode<RenameCategoryMutation, RenameCategoryMutationVariables>;
export const SetCategoryHiddenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCategoryHidden"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hidden"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCategoryHidden"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"hidden"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hidden"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"picture"}},{"kind":"Field","name":{"kind":"Name","value":"cardPicture"}},{"kind":"Field","name":{"kind":"Name","value":"formerNames"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}}]}}]} as unknown as DocumentNode<SetCategoryHiddenMutation, SetCategoryHiddenMutationVariables>;
export const MoveCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryMove"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"picture"}},{"kind":"Field","name":{"kind":"Name","value":"cardPicture"}},{"kind":"Field","name":{"kind":"Name","value":"formerNames"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}}]}}]} as unknown as DocumentNode<MoveCategoryMutation, MoveCategoryMutationVariables>;
export const RemoveCategoryPictureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveCategoryPicture"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeCategoryPicture"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"picture"}},{"kind":"Field","name":{"kind":"Name","value":"cardPicture"}},{"kind":"Field","name":{"kind":"Name","value":"formerNames"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}}]}}]} as unknown as DocumentNode<RemoveCategoryPictureMutation, RemoveCategoryPictureMutationVariables>;
export const DeleteCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteCategoryMutation, DeleteCategoryMutationVariables>;
export const AdminCategoryNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCategoryNames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminCategoryNamesQuery, AdminCategoryNamesQueryVariables>;
export const CouriersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Couriers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"couriers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"canBook"}},{"kind":"Field","name":{"kind":"Name","value":"canFetchPayments"}}]}}]}}]} as unknown as DocumentNode<CouriersQuery, CouriersQueryVariables>;
export const ShipOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShipOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShipOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shipOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShippedOrder"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShipmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shipment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"riderName"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}},{"kind":"Field","name":{"kind":"Name","value":"bookedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShippedOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"allowedNextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changedByName"}},{"kind":"Field","name":{"kind":"Name","value":"changedByRole"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShipmentFields"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]}}]} as unknown as DocumentNode<ShipOrderMutation, ShipOrderMutationVariables>;
export const RecordOrderCourierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordOrderCourier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShipOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordOrderCourier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShippedOrder"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShipmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shipment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"riderName"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}},{"kind":"Field","name":{"kind":"Name","value":"bookedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShippedOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"allowedNextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changedByName"}},{"kind":"Field","name":{"kind":"Name","value":"changedByRole"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShipmentFields"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]}}]} as unknown as DocumentNode<RecordOrderCourierMutation, RecordOrderCourierMutationVariables>;
export const BookShipmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookShipment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courier"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookShipment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"courier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShippedOrder"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShipmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shipment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"riderName"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}},{"kind":"Field","name":{"kind":"Name","value":"bookedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShippedOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"allowedNextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changedByName"}},{"kind":"Field","name":{"kind":"Name","value":"changedByRole"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShipmentFields"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]}}]} as unknown as DocumentNode<BookShipmentMutation, BookShipmentMutationVariables>;
export const RefreshTrackingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshTracking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshTracking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShippedOrder"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShipmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shipment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"riderName"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}},{"kind":"Field","name":{"kind":"Name","value":"bookedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShippedOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"allowedNextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changedByName"}},{"kind":"Field","name":{"kind":"Name","value":"changedByRole"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShipmentFields"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]}}]} as unknown as DocumentNode<RefreshTrackingMutation, RefreshTrackingMutationVariables>;
export const BulkSetOrderStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BulkSetOrderStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulkStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkSetOrderStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BulkReportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShipmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shipment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"riderName"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}},{"kind":"Field","name":{"kind":"Name","value":"bookedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShippedOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"allowedNextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changedByName"}},{"kind":"Field","name":{"kind":"Name","value":"changedByRole"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShipmentFields"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BulkReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BulkReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"outcomes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShippedOrder"}}]}}]}}]}}]} as unknown as DocumentNode<BulkSetOrderStatusMutation, BulkSetOrderStatusMutationVariables>;
export const BookShipmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookShipments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookOrdersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookShipments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BulkReportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShipmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shipment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"riderName"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}},{"kind":"Field","name":{"kind":"Name","value":"bookedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShippedOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"allowedNextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changedByName"}},{"kind":"Field","name":{"kind":"Name","value":"changedByRole"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShipmentFields"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BulkReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BulkReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"outcomes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShippedOrder"}}]}}]}}]}}]} as unknown as DocumentNode<BookShipmentsMutation, BookShipmentsMutationVariables>;
export const ImportCourierStatusesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportCourierStatuses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CsvImportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importCourierStatuses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BulkReportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShipmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shipment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"riderName"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}},{"kind":"Field","name":{"kind":"Name","value":"bookedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShippedOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"allowedNextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changedByName"}},{"kind":"Field","name":{"kind":"Name","value":"changedByRole"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShipmentFields"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BulkReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BulkReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"outcomes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShippedOrder"}}]}}]}}]}}]} as unknown as DocumentNode<ImportCourierStatusesMutation, ImportCourierStatusesMutationVariables>;
export const ImportTrackingNumbersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportTrackingNumbers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TrackingImportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importTrackingNumbers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BulkReportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShipmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shipment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"riderName"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}},{"kind":"Field","name":{"kind":"Name","value":"bookedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShippedOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"allowedNextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changedByName"}},{"kind":"Field","name":{"kind":"Name","value":"changedByRole"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShipmentFields"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BulkReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BulkReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"outcomes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShippedOrder"}}]}}]}}]}}]} as unknown as DocumentNode<ImportTrackingNumbersMutation, ImportTrackingNumbersMutationVariables>;
export const CashOutstandingTotalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CashOutstandingTotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cashOutstanding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}}]}}]}}]} as unknown as DocumentNode<CashOutstandingTotalQuery, CashOutstandingTotalQueryVariables>;
export const CashOutstandingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CashOutstanding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cashOutstanding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"byCourier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"days0to7"}},{"kind":"Field","name":{"kind":"Name","value":"days8to14"}},{"kind":"Field","name":{"kind":"Name","value":"days15to30"}},{"kind":"Field","name":{"kind":"Name","value":"over30"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"codAmount"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"ageDays"}}]}}]}}]}}]} as unknown as DocumentNode<CashOutstandingQuery, CashOutstandingQueryVariables>;
export const CourierPaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CourierPayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courierPayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourierPaymentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourierPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CourierPayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"charges"}},{"kind":"Field","name":{"kind":"Name","value":"codTotal"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}},{"kind":"Field","name":{"kind":"Name","value":"flagged"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CourierPaymentsQuery, CourierPaymentsQueryVariables>;
export const RecordCourierPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordCourierPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CourierPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordCourierPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourierPaymentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourierPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CourierPayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"charges"}},{"kind":"Field","name":{"kind":"Name","value":"codTotal"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}},{"kind":"Field","name":{"kind":"Name","value":"flagged"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RecordCourierPaymentMutation, RecordCourierPaymentMutationVariables>;
export const ImportCourierPaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportCourierPayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentCsvInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importCourierPayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourierPaymentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourierPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CourierPayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"charges"}},{"kind":"Field","name":{"kind":"Name","value":"codTotal"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}},{"kind":"Field","name":{"kind":"Name","value":"flagged"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ImportCourierPaymentsMutation, ImportCourierPaymentsMutationVariables>;
export const FetchCourierPaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FetchCourierPayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courier"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchCourierPayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"notPaid"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourierPaymentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourierPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CourierPayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"charges"}},{"kind":"Field","name":{"kind":"Name","value":"codTotal"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}},{"kind":"Field","name":{"kind":"Name","value":"flagged"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<FetchCourierPaymentsMutation, FetchCourierPaymentsMutationVariables>;
export const DispatchRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DispatchRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dispatchRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DispatchRulesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DispatchRulesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DispatchRules"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"cities"}},{"kind":"Field","name":{"kind":"Name","value":"minCod"}},{"kind":"Field","name":{"kind":"Name","value":"maxCod"}},{"kind":"Field","name":{"kind":"Name","value":"maxWeightGrams"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultCourier"}},{"kind":"Field","name":{"kind":"Name","value":"unitWeightGrams"}}]}}]} as unknown as DocumentNode<DispatchRulesQuery, DispatchRulesQueryVariables>;
export const SetDispatchRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDispatchRules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DispatchRulesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDispatchRules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DispatchRulesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DispatchRulesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DispatchRules"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"cities"}},{"kind":"Field","name":{"kind":"Name","value":"minCod"}},{"kind":"Field","name":{"kind":"Name","value":"maxCod"}},{"kind":"Field","name":{"kind":"Name","value":"maxWeightGrams"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultCourier"}},{"kind":"Field","name":{"kind":"Name","value":"unitWeightGrams"}}]}}]} as unknown as DocumentNode<SetDispatchRulesMutation, SetDispatchRulesMutationVariables>;
export const DispatchChoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DispatchChoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dispatchChoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}}]}}]}}]} as unknown as DocumentNode<DispatchChoiceQuery, DispatchChoiceQueryVariables>;
export const CourierFiguresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CourierFigures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courierFigures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"capped"}},{"kind":"Field","name":{"kind":"Name","value":"couriers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}},{"kind":"Field","name":{"kind":"Name","value":"delivered"}},{"kind":"Field","name":{"kind":"Name","value":"returned"}},{"kind":"Field","name":{"kind":"Name","value":"returnRate"}},{"kind":"Field","name":{"kind":"Name","value":"medianDaysToDeliver"}},{"kind":"Field","name":{"kind":"Name","value":"medianDaysToPayment"}},{"kind":"Field","name":{"kind":"Name","value":"cashOutstanding"}},{"kind":"Field","name":{"kind":"Name","value":"cities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}},{"kind":"Field","name":{"kind":"Name","value":"delivered"}},{"kind":"Field","name":{"kind":"Name","value":"returned"}},{"kind":"Field","name":{"kind":"Name","value":"returnRate"}},{"kind":"Field","name":{"kind":"Name","value":"medianDaysToDeliver"}},{"kind":"Field","name":{"kind":"Name","value":"medianDaysToPayment"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CourierFiguresQuery, CourierFiguresQueryVariables>;
export const OrderMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]}}]} as unknown as DocumentNode<OrderMessagesQuery, OrderMessagesQueryVariables>;
export const DiscountCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DiscountCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discountCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"minSubtotal"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"maxUses"}},{"kind":"Field","name":{"kind":"Name","value":"maxUsesPerPhone"}},{"kind":"Field","name":{"kind":"Name","value":"maxUsesPerAccount"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"uses"}},{"kind":"Field","name":{"kind":"Name","value":"scope"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"variants"}}]}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"delivered"}},{"kind":"Field","name":{"kind":"Name","value":"returned"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}},{"kind":"Field","name":{"kind":"Name","value":"discountGiven"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<DiscountCodesQuery, DiscountCodesQueryVariables>;
export const CreateDiscountCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDiscountCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDiscountCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDiscountCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<CreateDiscountCodeMutation, CreateDiscountCodeMutationVariables>;
export const SetDiscountCodePausedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDiscountCodePaused"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paused"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDiscountCodePaused"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"paused"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paused"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}}]}}]}}]} as unknown as DocumentNode<SetDiscountCodePausedMutation, SetDiscountCodePausedMutationVariables>;
export const OpenCheckoutsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpenCheckouts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openCheckouts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"items"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"phoneTypedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reminder"}},{"kind":"Field","name":{"kind":"Name","value":"reminderReason"}},{"kind":"Field","name":{"kind":"Name","value":"remindedAt"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderTotal"}},{"kind":"Field","name":{"kind":"Name","value":"orderedAt"}},{"kind":"Field","name":{"kind":"Name","value":"recovered"}}]}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"recorded"}},{"kind":"Field","name":{"kind":"Name","value":"reminded"}},{"kind":"Field","name":{"kind":"Name","value":"ordered"}},{"kind":"Field","name":{"kind":"Name","value":"recovered"}},{"kind":"Field","name":{"kind":"Name","value":"recoveredRevenue"}}]}}]}}]}}]} as unknown as DocumentNode<OpenCheckoutsQuery, OpenCheckoutsQueryVariables>;
export const TakeOrderProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TakeOrderProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"8"}},{"kind":"Argument","name":{"kind":"Name","value":"inStock"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TakeOrderProductsQuery, TakeOrderProductsQueryVariables>;
export const TakeOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TakeOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TakeOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"takeOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}}]}}]}}]}}]} as unknown as DocumentNode<TakeOrderMutation, TakeOrderMutationVariables>;
export const StaffOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"staffRole"}},{"kind":"Field","name":{"kind":"Name","value":"isBlocked"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffInviteRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffInviteRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffInvite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"staffRole"}},{"kind":"Field","name":{"kind":"Name","value":"invitedByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<StaffOverviewQuery, StaffOverviewQueryVariables>;
export const InviteStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteStaffInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"invite"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffInviteRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffInviteRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffInvite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"staffRole"}},{"kind":"Field","name":{"kind":"Name","value":"invitedByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<InviteStaffMutation, InviteStaffMutationVariables>;
export const RevokeStaffInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeStaffInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeStaffInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RevokeStaffInviteMutation, RevokeStaffInviteMutationVariables>;
export const SetStaffRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetStaffRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"staffRole"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffRole"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setStaffRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"staffRole"},"value":{"kind":"Variable","name":{"kind":"Name","value":"staffRole"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"staffRole"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}}]}}]} as unknown as DocumentNode<SetStaffRoleMutation, SetStaffRoleMutationVariables>;
export const RemoveStaffMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveStaffMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeStaffMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveStaffMemberMutation, RemoveStaffMemberMutationVariables>;
export const WebhooksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Webhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookSubscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"pausedAt"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"webhookEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<WebhooksQuery, WebhooksQueryVariables>;
export const WebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const CreateWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"pausedAt"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<CreateWebhookMutation, CreateWebhookMutationVariables>;
export const UpdateWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWebhookSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebhookSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"pausedAt"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<UpdateWebhookMutation, UpdateWebhookMutationVariables>;
export const DeleteWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhookSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteWebhookMutation, DeleteWebhookMutationVariables>;
export const RollWebhookSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RollWebhookSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rollWebhookSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"pausedAt"}},{"kind":"Field","name":{"kind":"Name","value":"pausedReason"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<RollWebhookSecretMutation, RollWebhookSecretMutationVariables>;
export const SendTestWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendTestWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTestWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscriptionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscriptionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SendTestWebhookMutation, SendTestWebhookMutationVariables>;
export const RedeliverWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedeliverWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deliveryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeliverWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deliveryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deliveryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}}]}}]}}]} as unknown as DocumentNode<RedeliverWebhookMutation, RedeliverWebhookMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"staffRole"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"isBlocked"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"staffRole"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"isBlocked"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"staffRole"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"isBlocked"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestPasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}}]}}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const StaffInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"staffRole"}},{"kind":"Field","name":{"kind":"Name","value":"shopName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<StaffInviteQuery, StaffInviteQueryVariables>;
export const AcceptStaffInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptStaffInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcceptStaffInviteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptStaffInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<AcceptStaffInviteMutation, AcceptStaffInviteMutationVariables>;
export const ServerCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServerCart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartVariantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductVariant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryCharge"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartProductFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartVariantFields"}}]}}]}}]}}]} as unknown as DocumentNode<ServerCartQuery, ServerCartQueryVariables>;
export const AddToCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddToCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddToCartInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartVariantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductVariant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryCharge"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartProductFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartVariantFields"}}]}}]}}]}}]} as unknown as DocumentNode<AddToCartMutation, AddToCartMutationVariables>;
export const UpdateCartItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCartItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCartInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCartItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartVariantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductVariant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryCharge"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartProductFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartVariantFields"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateCartItemMutation, UpdateCartItemMutationVariables>;
export const RemoveFromCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveFromCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"variantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFromCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"variantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"variantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartVariantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductVariant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryCharge"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartProductFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartVariantFields"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveFromCartMutation, RemoveFromCartMutationVariables>;
export const ClearCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClearCart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clearCart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartVariantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductVariant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryCharge"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartProductFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartVariantFields"}}]}}]}}]}}]} as unknown as DocumentNode<ClearCartMutation, ClearCartMutationVariables>;
export const MergeCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MergeCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MergeCartInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mergeCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartVariantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductVariant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryCharge"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartProductFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartVariantFields"}}]}}]}}]}}]} as unknown as DocumentNode<MergeCartMutation, MergeCartMutationVariables>;
export const CartProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CartProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productsByIds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartProductFields"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartVariantFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartVariantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductVariant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}}]}}]} as unknown as DocumentNode<CartProductsQuery, CartProductsQueryVariables>;
export const ValidateDiscountCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ValidateDiscountCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ValidateDiscountCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validateDiscountCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryCharge"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<ValidateDiscountCodeQuery, ValidateDiscountCodeQueryVariables>;
export const AllProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AllProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"LATEST"}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"connection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"StringValue","value":"loadMore","block":false}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCardFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HeroSlideFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"hasNext"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"trendy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"pricesVary"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HeroSlideFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}}]}}]} as unknown as DocumentNode<AllProductsQuery, AllProductsQueryVariables>;
export const TrendyProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrendyProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"trendy"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"LATEST"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"trendy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"pricesVary"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TrendyProductsQuery, TrendyProductsQueryVariables>;
export const FeaturedProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeaturedProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"featuredProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCardFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HeroSlideFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"trendy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"pricesVary"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HeroSlideFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}}]}}]} as unknown as DocumentNode<FeaturedProductsQuery, FeaturedProductsQueryVariables>;
export const HomeCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoryCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"cardImage"}}]}}]}}]} as unknown as DocumentNode<HomeCategoriesQuery, HomeCategoriesQueryVariables>;
export const ProductListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"brand"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"minPrice"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"maxPrice"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inStock"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"option"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"brand"},"value":{"kind":"Variable","name":{"kind":"Name","value":"brand"}}},{"kind":"Argument","name":{"kind":"Name","value":"minPrice"},"value":{"kind":"Variable","name":{"kind":"Name","value":"minPrice"}}},{"kind":"Argument","name":{"kind":"Name","value":"maxPrice"},"value":{"kind":"Variable","name":{"kind":"Name","value":"maxPrice"}}},{"kind":"Argument","name":{"kind":"Name","value":"inStock"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inStock"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"option"},"value":{"kind":"Variable","name":{"kind":"Name","value":"option"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"page"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"trendy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"pricesVary"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ProductListQuery, ProductListQueryVariables>;
export const ListOptionValuesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListOptionValues"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"brand"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"minPrice"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"maxPrice"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inStock"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"option"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productOptionValues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"brand"},"value":{"kind":"Variable","name":{"kind":"Name","value":"brand"}}},{"kind":"Argument","name":{"kind":"Name","value":"minPrice"},"value":{"kind":"Variable","name":{"kind":"Name","value":"minPrice"}}},{"kind":"Argument","name":{"kind":"Name","value":"maxPrice"},"value":{"kind":"Variable","name":{"kind":"Name","value":"maxPrice"}}},{"kind":"Argument","name":{"kind":"Name","value":"inStock"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inStock"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"option"},"value":{"kind":"Variable","name":{"kind":"Name","value":"option"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<ListOptionValuesQuery, ListOptionValuesQueryVariables>;
export const FilterCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FilterCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productCategories"}}]}}]} as unknown as DocumentNode<FilterCategoriesQuery, FilterCategoriesQueryVariables>;
export const CategoryNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoryNames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"formerNames"}}]}}]}}]} as unknown as DocumentNode<CategoryNamesQuery, CategoryNamesQueryVariables>;
export const ProductDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"specifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricesVary"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasePanelFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasePanelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}}]}}]}}]} as unknown as DocumentNode<ProductDetailQuery, ProductDetailQueryVariables>;
export const RelatedProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RelatedProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"relatedProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"trendy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"pricesVary"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RelatedProductsQuery, RelatedProductsQueryVariables>;
export const PlaceOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlaceOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlaceOrderInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessKey"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDetailFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShipmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shipment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"riderName"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}},{"kind":"Field","name":{"kind":"Name","value":"bookedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"shippingFee"}},{"kind":"Field","name":{"kind":"Name","value":"discountCode"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"isGuestOrder"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"confirmation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}},{"kind":"Field","name":{"kind":"Name","value":"guestInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"variantId"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShipmentFields"}}]}}]}}]} as unknown as DocumentNode<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const OrderByIdempotencyKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderByIdempotencyKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderByIdempotencyKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessKey"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDetailFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShipmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shipment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"riderName"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}},{"kind":"Field","name":{"kind":"Name","value":"bookedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"shippingFee"}},{"kind":"Field","name":{"kind":"Name","value":"discountCode"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"isGuestOrder"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"confirmation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}},{"kind":"Field","name":{"kind":"Name","value":"guestInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"variantId"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShipmentFields"}}]}}]}}]} as unknown as DocumentNode<OrderByIdempotencyKeyQuery, OrderByIdempotencyKeyQueryVariables>;
export const RecordOpenCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordOpenCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordOpenCheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordOpenCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"units"}}]}}]}}]} as unknown as DocumentNode<RecordOpenCheckoutMutation, RecordOpenCheckoutMutationVariables>;
export const ResumeCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResumeCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartVariantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductVariant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"discountPrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryCharge"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartProductFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartVariantFields"}}]}}]}}]}}]} as unknown as DocumentNode<ResumeCheckoutQuery, ResumeCheckoutQueryVariables>;
export const LogConfirmationAttemptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogConfirmationAttempt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmationAttemptInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logConfirmationAttempt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"allowedNextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminConfirmationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changedByName"}},{"kind":"Field","name":{"kind":"Name","value":"changedByRole"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminConfirmationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderConfirmation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"EnumValue","value":"EN"}}]},{"kind":"Field","alias":{"kind":"Name","value":"whatsappUrlUrdu"},"name":{"kind":"Name","value":"whatsappUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"EnumValue","value":"UR"}}]},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"byName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"byName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phoneReveals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"byName"}}]}}]}}]} as unknown as DocumentNode<LogConfirmationAttemptMutation, LogConfirmationAttemptMutationVariables>;
export const ConfirmationQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConfirmationQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"risk"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expiresWithinHours"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"notContacted"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmationQueue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"risk"},"value":{"kind":"Variable","name":{"kind":"Name","value":"risk"}}},{"kind":"Argument","name":{"kind":"Name","value":"expiresWithinHours"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expiresWithinHours"}}},{"kind":"Argument","name":{"kind":"Name","value":"notContacted"},"value":{"kind":"Variable","name":{"kind":"Name","value":"notContacted"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QueueOrderFields"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"risk"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}}]}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"isGuestOrder"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}},{"kind":"Field","name":{"kind":"Name","value":"confirmation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminConfirmationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"possibleDuplicates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QueueOrderFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasNext"}},{"kind":"Field","name":{"kind":"Name","value":"hasPrev"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QueueOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"variantId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminConfirmationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderConfirmation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"EnumValue","value":"EN"}}]},{"kind":"Field","alias":{"kind":"Name","value":"whatsappUrlUrdu"},"name":{"kind":"Name","value":"whatsappUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"EnumValue","value":"UR"}}]},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"byName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"byName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phoneReveals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"byName"}}]}}]}}]} as unknown as DocumentNode<ConfirmationQueueQuery, ConfirmationQueueQueryVariables>;
export const WaitingConfirmationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WaitingConfirmations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmationQueue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<WaitingConfirmationsQuery, WaitingConfirmationsQueryVariables>;
export const ConfirmationPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConfirmationPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canDecide"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"deliverTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicOrderFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryCharge"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<ConfirmationPageQuery, ConfirmationPageQueryVariables>;
export const DecideConfirmationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideConfirmation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmationDecision"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideConfirmation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"decision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decision"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canDecide"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"deliverTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicOrderFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryCharge"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<DecideConfirmationMutation, DecideConfirmationMutationVariables>;
export const TrackOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrackOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phone"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trackOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"phone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicOrderFields"}},{"kind":"Field","name":{"kind":"Name","value":"shipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShipmentFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryCharge"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShipmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shipment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"riderName"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}},{"kind":"Field","name":{"kind":"Name","value":"bookedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}}]} as unknown as DocumentNode<TrackOrderQuery, TrackOrderQueryVariables>;
export const RevealCustomerPhoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevealCustomerPhone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revealCustomerPhone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"EnumValue","value":"EN"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappUrl"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappUrlUrdu"}}]}}]}}]} as unknown as DocumentNode<RevealCustomerPhoneMutation, RevealCustomerPhoneMutationVariables>;
export const RecordWhatsAppOpenedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordWhatsAppOpened"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MessageLanguage"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordWhatsAppOpened"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"confirmation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminConfirmationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminConfirmationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderConfirmation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"whatsappUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"EnumValue","value":"EN"}}]},{"kind":"Field","alias":{"kind":"Name","value":"whatsappUrlUrdu"},"name":{"kind":"Name","value":"whatsappUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"EnumValue","value":"UR"}}]},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"byName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"byName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phoneReveals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"byName"}}]}}]}}]} as unknown as DocumentNode<RecordWhatsAppOpenedMutation, RecordWhatsAppOpenedMutationVariables>;
export const MenuCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MenuCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productCategories"}}]}}]} as unknown as DocumentNode<MenuCategoriesQuery, MenuCategoriesQueryVariables>;
export const SearchSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"finalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"cardImages"}}]}}]}}]}}]} as unknown as DocumentNode<SearchSuggestionsQuery, SearchSuggestionsQueryVariables>;
export const OrderDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accessKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"accessKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accessKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShipmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shipment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"riderName"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}},{"kind":"Field","name":{"kind":"Name","value":"bookedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"shippingFee"}},{"kind":"Field","name":{"kind":"Name","value":"discountCode"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"isGuestOrder"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"confirmation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}},{"kind":"Field","name":{"kind":"Name","value":"guestInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"variantId"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShipmentFields"}}]}}]}}]} as unknown as DocumentNode<OrderDetailQuery, OrderDetailQueryVariables>;
export const MyOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderHistoryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagination"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderHistoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}}]}}]} as unknown as DocumentNode<MyOrdersQuery, MyOrdersQueryVariables>;
export const CancelMyOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelMyOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelMyOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderHistoryFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShipmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shipment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courier"}},{"kind":"Field","name":{"kind":"Name","value":"courierName"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"riderName"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}},{"kind":"Field","name":{"kind":"Name","value":"bookedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"returnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderHistoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"shippingFee"}},{"kind":"Field","name":{"kind":"Name","value":"discountCode"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"isGuestOrder"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"confirmation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}},{"kind":"Field","name":{"kind":"Name","value":"guestInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"variantId"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShipmentFields"}}]}}]}}]} as unknown as DocumentNode<CancelMyOrderMutation, CancelMyOrderMutationVariables>;
export const ShopDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"whatsapp"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"instagram"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultFee"}},{"kind":"Field","name":{"kind":"Name","value":"freeAbove"}},{"kind":"Field","name":{"kind":"Name","value":"cities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"freeAbove"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ShopQuery, ShopQueryVariables>;