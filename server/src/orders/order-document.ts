import { Types } from 'mongoose';
import { CONFIRMATION_CHANNELS, CONFIRMATION_STATUSES } from '../confirmations/confirmation-rules';
import type { ConfirmationRecord } from '../confirmations/schemas/confirmation.schema';
import { ORDER_STATUSES, OrderStatus } from './order-status';
import {
  ClientKeysRecord,
  ContactRecord,
  CustomerRecord,
  IdempotencyRecord,
  LINE_QUANTITY,
  OrderLineRecord,
  OrderRecord,
  RISK_LEVELS,
  RiskRecord,
  StatusChangeRecord,
} from './schemas/order.schema';

/**
 * A new order as placement gives it: the fields of OrderRecord, those with a schema default optional.
 * (`shipment` is never set at placement.)
 */
export type NewOrder = Pick<OrderRecord, 'orderNumber' | 'isGuestOrder' | 'totalAmount'> &
  Partial<
    Omit<
      OrderRecord,
      | 'orderNumber'
      | 'isGuestOrder'
      | 'totalAmount'
      | 'items'
      | 'shippingAddress'
      | 'createdAt'
      | 'updatedAt'
      | 'shipment'
    >
  > & {
    _id: Types.ObjectId;
    items: Array<Pick<OrderLineRecord, 'product' | 'name' | 'price' | 'quantity'> & Partial<OrderLineRecord>>;
    shippingAddress: Partial<ContactRecord>;
  };

/** The order document as it is inserted: every field the schema gives, with its version key. */
export type OrderDocument = OrderRecord & { _id: Types.ObjectId; __v: number };

/** A new order's record breaks a rule of the order schema: a bug in the shop, never the shopper's input. */
export class OrderDocumentInvalid extends Error {
  constructor(path: string, rule: string, value: unknown) {
    super(`Order record invalid: ${path} ${rule} (is ${JSON.stringify(value)})`);
  }
}

/**
 * The document an order placement inserts straight into `orders` (no Mongoose document: building,
 * casting and validating one is a large part of a placement's CPU). It holds what `new OrderModel(fields)`
 * and `save()` stored: the same fields in the same order, the schema's defaults filled in, fields left
 * undefined left out, `createdAt` and `updatedAt` both `now`, `__v` 0; and it is checked against the
 * schema's rules (required, min and max, enums), refusing as the model's validation did. The schema
 * (schemas/order.schema.ts) stays the description of the collection; test/order-document.e2e-spec.ts
 * compares this document with the model's, field by field, on the engine.
 */
export function orderDocument(order: NewOrder, now = new Date()): OrderDocument {
  const document = {
    orderNumber: requiredText(order.orderNumber, 'orderNumber'),
    userId: order.userId,
    customer: order.customer && customerRecord(order.customer),
    isGuestOrder: requiredBoolean(order.isGuestOrder, 'isGuestOrder'),
    guestInfo: order.guestInfo && contactRecord(order.guestInfo),
    accessKeyHash: order.accessKeyHash,
    client: order.client && clientRecord(order.client),
    idempotency: order.idempotency && idempotencyRecord(order.idempotency),
    items: required(order.items, 'items').map((line, i) => lineRecord(line, `items.${i}`)),
    shippingAddress: contactRecord(required(order.shippingAddress, 'shippingAddress')),
    paymentMethod: order.paymentMethod ?? 'COD',
    subtotal: order.subtotal === undefined ? undefined : atLeast(order.subtotal, 0, 'subtotal'),
    shippingFee: order.shippingFee === undefined ? undefined : atLeast(order.shippingFee, 0, 'shippingFee'),
    deliveryCharge: atLeast(order.deliveryCharge ?? 0, 0, 'deliveryCharge'),
    risk: order.risk && riskRecord(order.risk),
    totalAmount: atLeast(required(order.totalAmount, 'totalAmount'), 0, 'totalAmount'),
    notes: order.notes ?? '',
    status: oneOf(order.status ?? OrderStatus.Pending, ORDER_STATUSES, 'status'),
    confirmation: order.confirmation && confirmationRecord(order.confirmation),
    statusHistory: (order.statusHistory ?? []).map((change, i) => statusChangeRecord(change, `statusHistory.${i}`)),
    stockTaken: order.stockTaken ?? true,
    stockMoves: order.stockMoves ?? [],
    revision: order.revision ?? 0,
    _id: order._id,
    createdAt: now,
    updatedAt: now,
    __v: 0,
  };
  return withoutUndefined(document);
}

function contactRecord(contact: Partial<ContactRecord>): ContactRecord {
  return {
    name: contact.name ?? '',
    email: contact.email ?? '',
    phone: contact.phone ?? '',
    address: contact.address ?? '',
    city: contact.city ?? '',
  };
}

function customerRecord(customer: Partial<CustomerRecord>): CustomerRecord {
  return { name: customer.name ?? '', email: customer.email ?? '', phone: customer.phone ?? '' };
}

function clientRecord(client: Partial<ClientKeysRecord>): ClientKeysRecord {
  return { ip: client.ip ?? '', phone: client.phone ?? '' };
}

function idempotencyRecord(idempotency: IdempotencyRecord): IdempotencyRecord {
  return withoutUndefined({
    keyHash: requiredText(idempotency.keyHash, 'idempotency.keyHash'),
    requestHash: requiredText(idempotency.requestHash, 'idempotency.requestHash'),
    sealedAccessKey: idempotency.sealedAccessKey,
  });
}

function lineRecord(line: NewOrder['items'][number], path: string): OrderLineRecord {
  if (!(line.product instanceof Types.ObjectId))
    throw new OrderDocumentInvalid(`${path}.product`, 'is required', line.product);
  const quantity = required(line.quantity, `${path}.quantity`);
  if (quantity < LINE_QUANTITY.min || quantity > LINE_QUANTITY.max)
    throw new OrderDocumentInvalid(
      `${path}.quantity`,
      `must be ${LINE_QUANTITY.min} to ${LINE_QUANTITY.max}`,
      quantity,
    );
  return {
    product: line.product,
    name: requiredText(line.name, `${path}.name`),
    brand: line.brand ?? '',
    category: line.category ?? '',
    image: line.image ?? '',
    price: atLeast(required(line.price, `${path}.price`), 0, `${path}.price`),
    quantity,
  };
}

function riskRecord(risk: RiskRecord): RiskRecord {
  return { level: oneOf(risk.level, RISK_LEVELS, 'risk.level'), reasons: risk.reasons ?? [] };
}

function confirmationRecord(confirmation: ConfirmationRecord): ConfirmationRecord {
  return withoutUndefined({
    status: oneOf(confirmation.status, CONFIRMATION_STATUSES, 'confirmation.status'),
    channel:
      confirmation.channel === undefined
        ? undefined
        : oneOf(confirmation.channel, CONFIRMATION_CHANNELS, 'confirmation.channel'),
    at: confirmation.at,
    // A new order has neither calls nor messages yet; later writes go through the model.
    attempts: emptyList(confirmation.attempts, 'confirmation.attempts'),
    tokenId: requiredText(confirmation.tokenId, 'confirmation.tokenId'),
    expiresAt: requiredDate(confirmation.expiresAt, 'confirmation.expiresAt'),
    messages: emptyList(confirmation.messages, 'confirmation.messages'),
  });
}

function statusChangeRecord(change: StatusChangeRecord, path: string): StatusChangeRecord {
  return withoutUndefined({
    status: oneOf(change.status, ORDER_STATUSES, `${path}.status`),
    changedAt: requiredDate(change.changedAt, `${path}.changedAt`),
    byId: change.byId ?? '',
    byName: change.byName ?? '',
    byRole: requiredText(change.byRole, `${path}.byRole`),
    note: change.note,
  });
}

// ---- the schema's rules ----

function required<T>(value: T | undefined | null, path: string): T {
  if (value === undefined || value === null) throw new OrderDocumentInvalid(path, 'is required', value);
  return value;
}

/** Mongoose's `required` on a string also refuses the empty string. */
function requiredText(value: string | undefined, path: string): string {
  if (typeof value !== 'string' || value.length === 0) throw new OrderDocumentInvalid(path, 'is required', value);
  return value;
}

function requiredBoolean(value: boolean | undefined, path: string): boolean {
  if (typeof value !== 'boolean') throw new OrderDocumentInvalid(path, 'must be true or false', value);
  return value;
}

function requiredDate(value: Date | undefined, path: string): Date {
  if (!(value instanceof Date) || Number.isNaN(value.getTime()))
    throw new OrderDocumentInvalid(path, 'must be a date', value);
  return value;
}

function atLeast(value: number, min: number, path: string): number {
  if (typeof value !== 'number' || Number.isNaN(value)) throw new OrderDocumentInvalid(path, 'must be a number', value);
  if (value < min) throw new OrderDocumentInvalid(path, `must be at least ${min}`, value);
  return value;
}

function oneOf<T extends string>(value: T, allowed: readonly string[], path: string): T {
  if (!allowed.includes(value)) throw new OrderDocumentInvalid(path, `must be one of ${allowed.join(', ')}`, value);
  return value;
}

function emptyList<T>(list: T[] | undefined, path: string): T[] {
  if (list && list.length > 0) throw new OrderDocumentInvalid(path, 'must be empty on a new order', list.length);
  return [];
}

/** The record without its undefined fields (Mongoose does not store them; the driver would store null), in order. */
function withoutUndefined<T extends object>(record: T): T {
  const kept = {} as T;
  for (const key in record) if (record[key] !== undefined) kept[key] = record[key];
  return kept;
}
