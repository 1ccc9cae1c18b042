import { BadRequestException, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { OrderStatus } from './order-status';
import { OrderRecord } from './schemas/order.schema';

/** Who placed an order, as the per-client caps key it; kept on the order, never shown. */
export interface ClientKeys {
  ip: string;
  /** The shipping phone number in E.164 (Pakistani numbers by default), so every way of writing it is one key. */
  phone: string;
  userId?: string;
}

/** A line of an order being placed, priced from the catalogue. */
export interface PricedLine {
  product: Types.ObjectId;
  name: string;
  price: number;
  quantity: number;
}

const rupees = (amount: number) => `Rs. ${new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 }).format(amount)}`;

/**
 * Against stock hoarding by cash-on-delivery orders that cost nothing to place:
 * - every order is capped in different products, units and value (400);
 * - the units one client holds in open (Pending) orders are capped in total and per product, where a client
 *   is an address, a phone number or an account, any of which matches (429 until earlier orders move on).
 *
 * The per-client caps are limits per client like the rate limits, and RATE_LIMITS=off turns them off too
 * (load tests place thousands of orders from one address). The check and the placement that follows run
 * one at a time per client key in this process (`lock`); with several instances the cap can be passed by
 * the few orders placed at the very same moment on different instances.
 */
@Injectable()
export class OrderLimitsService {
  private readonly tails = new Map<string, Promise<void>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectModel(OrderRecord.name) private readonly orders: Model<OrderRecord>,
  ) {}

  get clientCapsOn(): boolean {
    return this.config.rateLimits;
  }

  /** The caps on a single order, checked on its lines as priced from the catalogue. */
  checkOrder(lines: readonly PricedLine[]): void {
    const { maxLines, maxUnits, maxValue } = this.config.orderLimits;
    if (lines.length > maxLines)
      throw new BadRequestException(
        `An order can hold at most ${maxLines} different products. For a larger order, please contact us.`,
      );
    const units = lines.reduce((sum, line) => sum + line.quantity, 0);
    if (units > maxUnits)
      throw new BadRequestException(
        `An order can hold at most ${maxUnits} items. For a larger order, please contact us.`,
      );
    const value = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
    if (value > maxValue)
      throw new BadRequestException(
        `An order can be worth at most ${rupees(maxValue)}. For a larger order, please contact us.`,
      );
  }

  /**
   * Refuses (429) when these lines would take the client past its caps on units held in Pending orders:
   * `clientMaxUnits` in all, and per product the larger of `clientProductUnits` and `clientProductShare` %
   * of the product's stock (what is left plus what this client holds). `stockOf` answers a product's units left.
   */
  async checkOpenUnits(
    client: ClientKeys,
    lines: readonly PricedLine[],
    stockOf: (product: Types.ObjectId) => number,
  ): Promise<void> {
    if (!this.clientCapsOn) return;
    const { clientMaxUnits, clientProductUnits, clientProductShare } = this.config.orderLimits;
    const held = await this.openUnitsOf(client);
    const heldTotal = [...held.values()].reduce((sum, units) => sum + units, 0);
    const wanted = lines.reduce((sum, line) => sum + line.quantity, 0);
    if (heldTotal + wanted > clientMaxUnits) {
      throw new HttpException(
        `You already have ${heldTotal} items in orders waiting for confirmation; at most ${clientMaxUnits} can wait at once. Please wait until they are confirmed, or contact us.`,
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    for (const line of lines) {
      const mine = held.get(String(line.product)) ?? 0;
      const cap = Math.max(clientProductUnits, Math.floor(((stockOf(line.product) + mine) * clientProductShare) / 100));
      if (mine + line.quantity > cap) {
        const left = Math.max(0, cap - mine);
        throw new HttpException(
          `You can hold at most ${cap} of ${line.name} in orders waiting for confirmation (${mine} already); you can order ${left} more now.`,
          HttpStatus.TOO_MANY_REQUESTS,
        );
      }
    }
  }

  /**
   * Units per product in this client's Pending orders (matched by address, phone key or account): one find
   * over the indexed keys, summed here (on the embedded engine a find costs a third of the same $group).
   */
  private async openUnitsOf(client: ClientKeys): Promise<Map<string, number>> {
    const anyOf: object[] = [{ 'client.ip': client.ip }, { 'client.phone': client.phone }];
    if (client.userId) anyOf.push({ userId: new Types.ObjectId(client.userId) });
    const open = await this.orders
      .find({ status: OrderStatus.Pending, stockTaken: true, $or: anyOf }, { items: 1 })
      .lean<Array<{ items: Array<{ product: Types.ObjectId; quantity: number }> }>>();
    const units = new Map<string, number>();
    for (const order of open)
      for (const line of order.items)
        units.set(String(line.product), (units.get(String(line.product)) ?? 0) + line.quantity);
    return units;
  }

  /**
   * Runs `work` while no other placement of the same client (any of its keys) runs in this process, so that
   * two orders sent at once cannot both pass the open-units check. Keys are taken in sorted order (no deadlock).
   */
  async serialised<T>(client: ClientKeys, work: () => Promise<T>): Promise<T> {
    if (!this.clientCapsOn) return work();
    const keys = [
      ...new Set([`ip:${client.ip}`, `phone:${client.phone}`, ...(client.userId ? [`user:${client.userId}`] : [])]),
    ].sort();
    const releases: Array<() => void> = [];
    try {
      for (const key of keys) releases.push(await this.acquire(key));
      return await work();
    } finally {
      for (const release of releases.reverse()) release();
    }
  }

  private async acquire(key: string): Promise<() => void> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const current = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => current);
    this.tails.set(key, tail);
    await previous;
    return () => {
      release();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    };
  }
}
