import { randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import { OrderStatus } from '../orders/order-status';
import { newTokenId } from '../orders/confirmation-rules';
import { holdsStock } from '../orders/workflow/order-workflow';
import { courierName, OWN_RIDER } from '../orders/courier-directory';
import { OrderRisk, PhoneHistory, scoreRisk, usualValueOf } from '../risk/risk-scoring';
import type { OptionSpec, StoredVariant } from '../products/variants';

/**
 * About a month of demo orders for a fresh embedded demo store, so the dashboard, its
 * 14-day chart, the confirmation queue and the COD figures show real data on the first start: guests and the
 * demo customer, every status and confirmation state, returned parcels, a blocked repeat refuser, several
 * cities. Deterministic (a seeded generator), priced from the catalogue as it is, scored with the real risk
 * rules in the order they were placed. A line of a product sold in kinds names one of its variants, as a placed
 * order's does: the variant's price, its id, SKU and option values kept on the line, its units taken.
 */
export const DEMO_ORDER_DAYS = 30;
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** The repeat refuser the demo blocks: three parcels refused or declined. */
export const DEMO_BLOCKED_PHONE = '+923219876543';

export interface DemoProduct {
  _id: Types.ObjectId;
  name: string;
  brand: string;
  category: string;
  images?: string[];
  finalPrice: number;
  stockQuantity: number;
  /** A product sold in kinds: its options and its variants by id, as stored. */
  options?: OptionSpec[];
  variants?: Record<string, StoredVariant>;
}

export interface DemoCustomer {
  id: Types.ObjectId;
  name: string;
  email: string;
  phone: string;
}

interface Shopper {
  name: string;
  phone: string;
  email: string;
  city: string;
  address: string;
  /** Share of parcels this shopper refuses. */
  refuses: number;
  account?: DemoCustomer;
}

const CITIES = [
  'Lahore',
  'Karachi',
  'Islamabad',
  'Rawalpindi',
  'Faisalabad',
  'Multan',
  'Peshawar',
  'Sialkot',
  'Quetta',
  'Hyderabad',
  'Gujranwala',
];
const NAMES = [
  'Ayesha Khan',
  'Bilal Ahmed',
  'Fatima Noor',
  'Hamza Ali',
  'Zainab Raza',
  'Usman Tariq',
  'Hira Shah',
  'Omar Farooq',
  'Sana Iqbal',
  'Ali Hassan',
  'Mariam Aslam',
  'Saad Qureshi',
  'Iqra Javed',
  'Fahad Malik',
  'Nida Butt',
  'Kashif Mehmood',
  'Amna Siddiqui',
  'Danish Iqbal',
];
const STREETS = [
  'Main Boulevard',
  'Canal Road',
  'Mall Road',
  'Jinnah Avenue',
  'University Road',
  'GT Road',
  'Shahrah-e-Faisal',
  'Club Road',
];

/** mulberry32: a small seeded generator, so every fresh demo store gets the same month. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
  };
}

const ORDER_CHARS = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export interface DemoOrderPlan {
  /** Raw order documents, oldest first (inserted through the driver: `confirmation` is cod-confirm's field). */
  orders: Array<Record<string, unknown>>;
  /** Units the orders that hold stock take from each product (from each variant of a product sold in kinds). */
  taken: DemoUnits[];
}

/** Units of a product, or of one of its variants. */
export interface DemoUnits {
  product: Types.ObjectId;
  variant?: string;
  quantity: number;
}

/** Where a line's units are counted: its product, or its product's variant. */
const unitsKey = (line: { product: Types.ObjectId; variant?: string }) =>
  line.variant ? `${String(line.product)}-${line.variant}` : String(line.product);

/** The variant a line of the product names: one of its variants for a product sold in kinds, none for one sold as one. */
function kindOf(random: ReturnType<typeof generator>, product: DemoProduct) {
  const variants = Object.entries(product.variants ?? {});
  if (!product.options?.length || variants.length === 0) return undefined;
  const [id, variant] = random.pick(variants);
  return {
    variant: id,
    sku: variant.sku,
    options: product.options.map((option, index) => ({ name: option.name, value: variant.values[index] })),
    price: variant.finalPrice,
    image: variant.images?.[0],
  };
}

export function planDemoOrders(
  products: readonly DemoProduct[],
  customer: DemoCustomer | undefined,
  now: Date,
): DemoOrderPlan {
  const random = generator(14);
  // The kind of each line of a product sold in kinds, from a generator of its own.
  const kinds = generator(16);
  const stocked = products.filter((product) => product.stockQuantity >= 15);
  const shoppers: Shopper[] = NAMES.map((name, index) => ({
    name,
    phone: `+9230${String(index % 5)}${String(5550100 + index * 37).padStart(7, '0')}`,
    email: `${name.toLowerCase().replace(' ', '.')}@example.pk`,
    city: CITIES[index % CITIES.length],
    address:
      index % 6 === 5 ? 'Near the big mosque' : `House ${10 + index * 3}, Street ${index + 2}, ${random.pick(STREETS)}`,
    refuses: index % 5 === 4 ? 0.75 : 0.05,
  }));
  shoppers.push({
    name: 'Prank Caller',
    phone: DEMO_BLOCKED_PHONE,
    email: 'prank.caller@example.pk',
    city: 'Karachi',
    address: 'Saddar',
    refuses: 1,
  });
  if (customer)
    shoppers.push({
      name: customer.name,
      phone: customer.phone,
      email: customer.email,
      city: 'Lahore',
      address: 'House 7, Street 12, Model Town',
      refuses: 0,
      account: customer,
    });

  const orders: Array<Record<string, unknown>> = [];
  const taken = new Map<string, DemoUnits>();
  const histories = new Map<string, Array<{ at: number; status: OrderStatus; confirmation: string }>>();
  const subtotals: number[] = [];
  // Units each product (each variant) still has for the orders that keep theirs: the month never takes more than is
  // on the shelf.
  const left = new Map(
    products.flatMap((product) => [
      [String(product._id), product.stockQuantity] as const,
      ...Object.entries(product.variants ?? {}).map(
        ([variant, kind]) => [unitsKey({ product: product._id, variant }), kind.stockQuantity] as const,
      ),
    ]),
  );
  const count = 96;
  for (let index = 0; index < count; index++) {
    // Spread over the month, more towards today, each at a shop hour.
    const daysAgo = Math.floor(DEMO_ORDER_DAYS * Math.pow(random.next(), 1.3));
    const placedAt = new Date(now.getTime() - daysAgo * DAY - random.int(1, 20) * HOUR - random.int(0, 59) * 60_000);
    if (placedAt.getTime() > now.getTime() - 20 * 60_000) continue;
    const shopper =
      index % 17 === 3
        ? shoppers.find((s) => s.phone === DEMO_BLOCKED_PHONE)!
        : index % 9 === 0 && customer
          ? shoppers[shoppers.length - 1]
          : random.pick(shoppers.slice(0, NAMES.length));
    const lines = Array.from({ length: random.int(1, 3) }, () => random.pick(stocked));
    const unique = [...new Map(lines.map((product) => [String(product._id), product])).values()];
    const planned = unique.map((product) => {
      const kind = kindOf(kinds, product);
      return {
        product: product._id,
        name: product.name,
        brand: product.brand,
        category: product.category,
        image: kind?.image ?? product.images?.[0] ?? '',
        price: kind ? kind.price : product.finalPrice,
        quantity: random.int(1, 2),
        ...(kind ? { variant: kind.variant, sku: kind.sku, options: kind.options } : {}),
      };
    });
    const { status, confirmation, steps } = fate(random, shopper, daysAgo, placedAt, now);
    const items = holdsStock(status) ? withinStock(planned, left) : planned;
    if (items.length === 0) continue;
    const subtotal = Math.round(items.reduce((sum, line) => sum + line.price * line.quantity, 0) * 100) / 100;
    orders.push({ placedAt, shopper, items, subtotal, status, confirmation, steps });
  }
  orders.sort((a, b) => (a.placedAt as Date).getTime() - (b.placedAt as Date).getTime());

  // Couriers and tracking numbers from a generator of their own, so the rest of the month stays as it was.
  const parcels = generator(15);
  const documents = orders.map((plan) => {
    const shopper = plan.shopper as Shopper;
    const placedAt = plan.placedAt as Date;
    const items = plan.items as Array<{ product: Types.ObjectId; variant?: string; quantity: number; price: number }>;
    const status = plan.status as OrderStatus;
    const earlier = (histories.get(shopper.phone) ?? []).filter((order) => order.at < placedAt.getTime());
    const risk = riskOf(shopper, earlier, plan.subtotal as number, items, usualValueOf(subtotals), placedAt);
    subtotals.push(plan.subtotal as number);
    histories.set(shopper.phone, [
      ...(histories.get(shopper.phone) ?? []),
      { at: placedAt.getTime(), status, confirmation: (plan.confirmation as { status: string }).status },
    ]);
    const stockTaken = holdsStock(status);
    if (stockTaken)
      for (const line of items) {
        const units = taken.get(unitsKey(line)) ?? { product: line.product, variant: line.variant, quantity: 0 };
        taken.set(unitsKey(line), { ...units, quantity: units.quantity + line.quantity });
      }
    const contact = {
      name: shopper.name,
      email: shopper.email,
      phone: shopper.phone,
      address: shopper.address,
      city: shopper.city,
    };
    const steps = plan.steps as Array<{ status: OrderStatus; at: Date; by: 'admin' | 'guest' | 'customer' | 'system' }>;
    const suffix = Array.from({ length: 5 }, () => random.pick([...ORDER_CHARS])).join('');
    const shipment = shipmentOf(parcels, steps);
    return {
      _id: new Types.ObjectId(),
      orderNumber: `VA${placedAt.toISOString().slice(2, 10).replace(/-/g, '')}-${suffix}`,
      ...(shopper.account
        ? {
            userId: shopper.account.id,
            customer: { name: shopper.account.name, email: shopper.account.email, phone: shopper.phone },
          }
        : { guestInfo: contact, accessKeyHash: randomBytes(32).toString('hex') }),
      isGuestOrder: !shopper.account,
      // No client address: the demo orders were never sent from anywhere.
      client: { phone: shopper.phone },
      items,
      shippingAddress: contact,
      paymentMethod: 'COD',
      subtotal: plan.subtotal,
      shippingFee: 0,
      deliveryCharge: 0,
      totalAmount: plan.subtotal,
      notes: '',
      status,
      statusHistory: steps.map((step) => ({
        status: step.status,
        changedAt: step.at,
        byId: step.by === 'customer' && shopper.account ? String(shopper.account.id) : '',
        byName: step.by === 'admin' ? 'Demo Admin' : step.by === 'system' ? 'System' : shopper.name,
        byRole: step.by === 'admin' ? 'admin' : step.by === 'system' ? 'system' : shopper.account ? 'user' : 'guest',
      })),
      ...(shipment ? { shipment } : {}),
      stockTaken,
      stockMoves: [],
      revision: steps.length - 1,
      risk,
      confirmation: plan.confirmation,
      createdAt: placedAt,
      updatedAt: steps[steps.length - 1].at,
    };
  });
  return { orders: documents, taken: [...taken.values()] };
}

type Step = { status: OrderStatus; at: Date; by: 'admin' | 'guest' | 'customer' | 'system' };

/**
 * The lines an order that keeps its units can have with what is `left` (of the product, and of the variant a line
 * names): quantities cut to it, used up ones dropped.
 */
function withinStock<T extends { product: Types.ObjectId; variant?: string; quantity: number }>(
  lines: T[],
  left: Map<string, number>,
): T[] {
  const kept: T[] = [];
  for (const line of lines) {
    const keys = [...new Set([String(line.product), unitsKey(line)])];
    const quantity = Math.min(line.quantity, ...keys.map((key) => left.get(key) ?? 0));
    if (quantity <= 0) continue;
    for (const key of keys) left.set(key, (left.get(key) ?? 0) - quantity);
    kept.push({ ...line, quantity });
  }
  return kept;
}

/** Couriers the demo's parcels went with, by tracking-number prefix (own riders carry the Lahore ones). */
const DEMO_COURIERS = [
  { courier: 'postex', prefix: 'PX' },
  { courier: 'tcs', prefix: '77' },
  { courier: 'leopards', prefix: 'LE' },
  { courier: 'mp', prefix: 'MP' },
] as const;
const RIDERS = ['Imran', 'Waqas', 'Shahid'];

/**
 * The parcel of an order that was shipped (Shipped, Delivered or Returned), as shipping it by hand records it:
 * a courier and tracking number, or an own rider and name, with the shipped, delivered or returned steps.
 */
function shipmentOf(random: ReturnType<typeof generator>, steps: Step[]) {
  const shipped = steps.find((step) => step.status === OrderStatus.Shipped);
  if (!shipped) return undefined;
  const ended = steps.find((step) => step.status === OrderStatus.Delivered || step.status === OrderStatus.Returned);
  const rider = random.next() < 0.15 ? random.pick(RIDERS) : '';
  const { courier, prefix } = random.pick(DEMO_COURIERS);
  const trackingNumber = rider ? '' : `${prefix}${String(random.int(10_000_000, 99_999_999))}`;
  const events = [
    {
      at: shipped.at,
      code: 'SHIPPED',
      description: rider
        ? `Handed to our rider ${rider}`
        : `Handed to ${courierName(courier)}, tracking number ${trackingNumber}`,
      location: '',
    },
  ];
  if (ended) events.push({ at: ended.at, code: ended.status.toUpperCase(), description: ended.status, location: '' });
  return {
    courier: rider ? OWN_RIDER : courier,
    trackingNumber,
    riderName: rider,
    booked: false,
    bookedAt: shipped.at,
    events,
    ...(ended?.status === OrderStatus.Delivered ? { deliveredAt: ended.at } : {}),
    ...(ended?.status === OrderStatus.Returned ? { returnedAt: ended.at } : {}),
  };
}

/** What became of an order placed `daysAgo`: its status, confirmation and the steps that led there. */
function fate(random: ReturnType<typeof generator>, shopper: Shopper, daysAgo: number, placedAt: Date, now: Date) {
  const at = (hours: number) => new Date(Math.min(placedAt.getTime() + hours * HOUR, now.getTime() - 60_000));
  // A waiting order's deadline is its real one, 48 h (the default window) after placing: capped at now like the past
  // steps, the first sweep would expire every waiting demo order a minute after the start, emptying the queue.
  const deadline = new Date(placedAt.getTime() + 48 * HOUR);
  const by = shopper.account ? 'customer' : 'guest';
  const steps: Step[] = [{ status: OrderStatus.Pending, at: placedAt, by }];
  const confirmed = (hours: number) => ({
    status: 'confirmed',
    channel: random.pick(['link', 'whatsapp', 'call']),
    at: at(hours),
    attempts: [],
    tokenId: newTokenId(),
    expiresAt: at(48),
    messages: [],
  });
  const refuses = random.next() < shopper.refuses;
  const roll = random.next();
  // Placed in the last two days: still waiting, or confirmed and in the shop.
  if (daysAgo < 2) {
    if (refuses || roll < 0.55)
      return {
        status: OrderStatus.Pending,
        confirmation: {
          status: 'awaiting',
          attempts:
            roll < 0.2
              ? [
                  {
                    at: at(3),
                    outcome: 'NO_ANSWER',
                    note: 'No answer, will call again',
                    byId: '',
                    byName: 'Demo Admin',
                  },
                ]
              : [],
          tokenId: newTokenId(),
          expiresAt: deadline,
          messages: [],
        },
        steps,
      };
    const confirmation = confirmed(random.int(1, 6));
    if (roll < 0.8) return { status: OrderStatus.Pending, confirmation, steps };
    steps.push({ status: OrderStatus.Processing, at: at(8), by: 'admin' });
    return { status: OrderStatus.Processing, confirmation, steps };
  }
  // Refusers: declined on the link, never confirmed (expired), or a parcel refused at the door.
  if (refuses) {
    if (roll < 0.3) {
      steps.push({ status: OrderStatus.Cancelled, at: at(5), by });
      return {
        status: OrderStatus.Cancelled,
        confirmation: {
          status: 'declined',
          channel: 'link',
          at: at(5),
          attempts: [],
          tokenId: newTokenId(),
          expiresAt: at(48),
          messages: [],
        },
        steps,
      };
    }
    if (roll < 0.55) {
      steps.push({ status: OrderStatus.Cancelled, at: at(48), by: 'system' });
      return {
        status: OrderStatus.Cancelled,
        confirmation: {
          status: 'expired',
          channel: 'system',
          at: at(48),
          attempts: [{ at: at(4), outcome: 'NO_ANSWER', note: '', byId: '', byName: 'Demo Admin' }],
          tokenId: newTokenId(),
          expiresAt: at(48),
          messages: [],
        },
        steps,
      };
    }
    const confirmation = confirmed(2);
    steps.push(
      { status: OrderStatus.Processing, at: at(6), by: 'admin' },
      { status: OrderStatus.Shipped, at: at(24), by: 'admin' },
    );
    if (daysAgo < 5) return { status: OrderStatus.Shipped, confirmation, steps };
    steps.push({ status: OrderStatus.Returned, at: at(24 * 4), by: 'admin' });
    return { status: OrderStatus.Returned, confirmation, steps };
  }
  const confirmation = confirmed(random.int(1, 10));
  if (roll < 0.04) {
    steps.push({ status: OrderStatus.Cancelled, at: at(3), by });
    return { status: OrderStatus.Cancelled, confirmation, steps };
  }
  steps.push({ status: OrderStatus.Processing, at: at(12), by: 'admin' });
  if (daysAgo < 3) return { status: OrderStatus.Processing, confirmation, steps };
  steps.push({ status: OrderStatus.Shipped, at: at(30), by: 'admin' });
  if (daysAgo < 6 && roll < 0.7) return { status: OrderStatus.Shipped, confirmation, steps };
  steps.push({ status: OrderStatus.Delivered, at: at(24 * 3), by: 'admin' });
  return { status: OrderStatus.Delivered, confirmation, steps };
}

function riskOf(
  shopper: Shopper,
  earlier: Array<{ at: number; status: OrderStatus; confirmation: string }>,
  subtotal: number,
  items: Array<{ quantity: number }>,
  usualValue: number | null,
  placedAt: Date,
): OrderRisk {
  const history: PhoneHistory = { orders: earlier.length, delivered: 0, returned: 0, declined: 0, expired: 0 };
  for (const order of earlier) {
    if (order.status === OrderStatus.Delivered) history.delivered += 1;
    else if (order.status === OrderStatus.Returned) history.returned += 1;
    else if (order.confirmation === 'declined') history.declined += 1;
    else if (order.confirmation === 'expired') history.expired += 1;
  }
  return scoreRisk({
    history,
    blocked: false,
    subtotal,
    usualValue,
    units: items.reduce((sum, line) => sum + line.quantity, 0),
    openFromPhoneLast24h: earlier.filter(
      (order) => order.status === OrderStatus.Pending && placedAt.getTime() - order.at < DAY,
    ).length,
    address: shopper.address,
  });
}
