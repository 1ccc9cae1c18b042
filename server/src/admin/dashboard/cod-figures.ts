import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { OrderStatus } from '../../orders/order-status';
import { RISK_LEVELS } from '../../orders/schemas/order.schema';

export const COD_DAYS = 30;
const TOP_CITIES = 10;

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

@ObjectType({ description: 'Cash on delivery over the last 30 days (orders placed in them).' })
export class CodFigures extends CodCounts {
  @Field(() => Int) days: number;
  @Field(() => [CityCodFigures], { description: 'The 10 cities with the most orders, most first.' })
  byCity: CityCodFigures[];
  @Field(() => [RiskCodFigures], { description: 'low, medium, high, then unscored when there are any.' })
  byRisk: RiskCodFigures[];
}

/** What the figures read of an order; `confirmation` is cod-confirm's field, read by path. */
export interface CodOrder {
  status: OrderStatus;
  totalAmount: number;
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

function finish<T extends CodCounts>(counts: T): T {
  const settled = counts.delivered + counts.returned;
  counts.returnRate = settled ? Math.round((counts.returned / settled) * 1000) / 1000 : 0;
  counts.cashDelivered = Math.round(counts.cashDelivered * 100) / 100;
  counts.cashOut = Math.round(counts.cashOut * 100) / 100;
  return counts;
}

/**
 * The COD figures, summed here in JavaScript from a date-filtered find (the embedded engine has no `$avg`
 * and gets `$sum` of expressions wrong). Cities group without case or surrounding spaces.
 */
export function codFiguresOf(orders: readonly CodOrder[]): CodFigures {
  const total = empty();
  const cities = new Map<string, CityCodFigures>();
  const levels = new Map<string, RiskCodFigures>();
  for (const order of orders) {
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
  return { days: COD_DAYS, ...finish(total), byCity, byRisk };
}
