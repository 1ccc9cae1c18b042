import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { orderLineName } from '../../orders/order-line-name';
import { OrderStatus } from '../../orders/order-status';
import { RISK_LEVELS } from '../../orders/schemas/order.schema';

export const COD_DAYS = 30;
const TOP_CITIES = 10;
const TOP_ITEMS = 10;

@ObjectType({ description: 'Cash-on-delivery figures of a group of orders.' })
export class CodCounts {
  @Field(() => Int) orders: number;
  @Field(() => Int, { description: 'Confirmed by the customer (link, WhatsApp, call or admin).' }) confirmed: number;
  @Field(() => Int, { description: 'Declined by the customer or never confirmed in time.' }) declinedOrExpired: number;
  @Field(() => Int) delivered: number;
  @Field(() => Int, { description: 'Returned to the shop (RTO): refused at the door or undeliverable.' })
  returned: number;
  @Field(() => Float, { description: 'Cash collected: the amounts of Delivered orders.' }) cashDelivered: number;
  @Field(() => Float, { description: 'Cash still out with the couriers: the amounts of Shipped orders.' })
  cashOut: number;
  @Field(() => Float, { description: 'returned / (delivered + returned), 0 without either.' }) returnRate: number;
}

@ObjectType()
export class CityCodFigures extends CodCounts {
  @Field() city: string;
}

@ObjectType()
export class RiskCodFigures extends CodCounts {
  @Field({ description: 'low, medium, high, or unscored (orders from before the risk score).' }) level: string;
}

@ObjectType({
  description:
    'Cash-on-delivery figures of one item sold: a product sold as one, or one variant of a product sold in kinds. ' +
    'An order counts once for each item it holds, whatever its number of lines and units.',
})
export class ItemCodFigures {
  @Field(() => ID) productId: string;
  @Field(() => ID, {
    nullable: true,
    description: 'The variant, for a product sold in kinds; null for a product sold as one.',
  })
  variantId: string | null;
  @Field({
    description:
      'As its newest order line names it, kind included ("Clear Case (iPhone 15 / Black)"); the product may have been renamed since.',
  })
  name: string;
  @Field(() => String, {
    nullable: true,
    description: "The variant's SKU as its newest order line kept it; null for a product sold as one.",
  })
  sku: string | null;
  @Field(() => Int, { description: 'Orders holding it.' }) orders: number;
  @Field(() => Int, { description: 'Units of it in those orders.' }) units: number;
  @Field(() => Int, { description: 'Of those orders, the Delivered ones.' }) delivered: number;
  @Field(() => Int, { description: 'Of those orders, the Returned ones (RTO).' }) returned: number;
  @Field(() => Float, { description: 'returned / (delivered + returned), 0 without either.' }) returnRate: number;
}

@ObjectType({ description: 'Cash on delivery over the last 30 days (orders placed in them).' })
export class CodFigures extends CodCounts {
  @Field(() => Int) days: number;
  @Field(() => [CityCodFigures], { description: 'The 10 cities with the most orders, most first.' })
  byCity: CityCodFigures[];
  @Field(() => [RiskCodFigures], { description: 'low, medium, high, then unscored when there are any.' })
  byRisk: RiskCodFigures[];
  @Field(() => [ItemCodFigures], {
    description:
      'The 10 items in the most orders, most first (then the most units): each variant of a product sold in kinds ' +
      'on its own, so the kinds that come back show.',
  })
  byItem: ItemCodFigures[];
}

/** What the figures read of an order line (as orders keep them). */
export interface CodLine {
  product: { toString(): string };
  name: string;
  quantity: number;
  variant?: string;
  sku?: string;
  options?: Array<{ name: string; value: string }>;
}

/** What the figures read of an order; `confirmation` is cod-confirm's field, read by path. */
export interface CodOrder {
  status: OrderStatus;
  totalAmount: number;
  createdAt?: Date;
  items?: readonly CodLine[];
  shippingAddress?: { city?: string };
  risk?: { level?: string };
  confirmation?: { status?: string };
}

const empty = (): CodCounts => ({
  orders: 0,
  confirmed: 0,
  declinedOrExpired: 0,
  delivered: 0,
  returned: 0,
  cashDelivered: 0,
  cashOut: 0,
  returnRate: 0,
});

function add(counts: CodCounts, order: CodOrder) {
  counts.orders += 1;
  const confirmation = order.confirmation?.status;
  if (confirmation === 'confirmed') counts.confirmed += 1;
  if (confirmation === 'declined' || confirmation === 'expired') counts.declinedOrExpired += 1;
  if (order.status === OrderStatus.Delivered) {
    counts.delivered += 1;
    counts.cashDelivered += order.totalAmount;
  }
  if (order.status === OrderStatus.Returned) counts.returned += 1;
  if (order.status === OrderStatus.Shipped) counts.cashOut += order.totalAmount;
}

/** returned / (delivered + returned) to 3 decimals, 0 without either. */
function returnRateOf({ delivered, returned }: { delivered: number; returned: number }) {
  const settled = delivered + returned;
  return settled ? Math.round((returned / settled) * 1000) / 1000 : 0;
}

function finish<T extends CodCounts>(counts: T): T {
  counts.returnRate = returnRateOf(counts);
  counts.cashDelivered = Math.round(counts.cashDelivered * 100) / 100;
  counts.cashOut = Math.round(counts.cashOut * 100) / 100;
  return counts;
}

/** An item's figures while they are summed: when its name was last taken from an order line. */
type ItemTally = ItemCodFigures & { namedAt: number };

/** Adds an order to the figures of each item it holds (once per item, its units summed over the item's lines). */
function addItems(items: Map<string, ItemTally>, order: CodOrder) {
  const placedAt = order.createdAt ? new Date(order.createdAt).getTime() : 0;
  const inOrder = new Map<string, { line: CodLine; units: number }>();
  for (const line of order.items ?? []) {
    const key = `${String(line.product)}/${line.variant ?? ''}`;
    const seen = inOrder.get(key);
    if (seen) seen.units += line.quantity;
    else inOrder.set(key, { line, units: line.quantity });
  }
  for (const [key, { line, units }] of inOrder) {
    let item = items.get(key);
    if (!item) {
      item = {
        productId: String(line.product),
        variantId: line.variant ?? null,
        name: '',
        sku: null,
        orders: 0,
        units: 0,
        delivered: 0,
        returned: 0,
        returnRate: 0,
        namedAt: -Infinity,
      };
      items.set(key, item);
    }
    item.orders += 1;
    item.units += units;
    if (order.status === OrderStatus.Delivered) item.delivered += 1;
    if (order.status === OrderStatus.Returned) item.returned += 1;
    // Named as the newest order names it (a product or a kind may have been renamed).
    if (placedAt >= item.namedAt) {
      item.name = orderLineName(line);
      item.sku = line.sku || null;
      item.namedAt = placedAt;
    }
  }
}

/**
 * The COD figures, summed here in JavaScript from a date-filtered find (the embedded engine has no `$avg`
 * and gets `$sum` of expressions wrong). Cities group without case or surrounding spaces; items are a product sold as
 * one or a variant of a product sold in kinds, as the order lines name them.
 */
export function codFiguresOf(orders: readonly CodOrder[]): CodFigures {
  const total = empty();
  const cities = new Map<string, CityCodFigures>();
  const levels = new Map<string, RiskCodFigures>();
  const items = new Map<string, ItemTally>();
  for (const order of orders) {
    addItems(items, order);
    add(total, order);
    const name = (order.shippingAddress?.city ?? '').trim() || 'Unknown';
    const key = name.toLowerCase();
    if (!cities.has(key)) cities.set(key, { city: name, ...empty() });
    add(cities.get(key)!, order);
    const level = order.risk?.level ?? 'unscored';
    if (!levels.has(level)) levels.set(level, { level, ...empty() });
    add(levels.get(level)!, order);
  }
  const byCity = [...cities.values()]
    .sort((a, b) => b.orders - a.orders || a.city.localeCompare(b.city))
    .slice(0, TOP_CITIES)
    .map(finish);
  const byRisk = [
    ...RISK_LEVELS.map((level) => levels.get(level) ?? { level, ...empty() }),
    ...(levels.has('unscored') ? [levels.get('unscored')!] : []),
  ].map(finish);
  const byItem = [...items.values()]
    .sort((a, b) => b.orders - a.orders || b.units - a.units || a.name.localeCompare(b.name))
    .slice(0, TOP_ITEMS)
    .map(({ namedAt: _namedAt, ...item }) => ({ ...item, returnRate: returnRateOf(item) }));
  return { days: COD_DAYS, ...finish(total), byCity, byRisk, byItem };
}
