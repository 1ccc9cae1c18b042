import { BadRequestException, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { LeasesService } from '../database/leases.service';
import type { OpenOrderLines } from '../orders/order-records.service';

/** Who placed an order: the address only paces orders (a rate limit), the phone and the account are capped. */
export interface ClientKeys {
  /** The address the order came from: kept on the order for the record, never a key of the caps below. */
  ip: string;
  /** The shipping phone number in E.164 (Pakistani numbers by default), so every way of writing it is one key. */
  phone: string;
  userId?: string;
}

/** A holder of units in Pending orders, as the caps and their messages name it. */
interface Holder {
  /** Speaks of the holder in a message: "This phone number", "This account". */
  name: string;
  /** Phrases "at most N of X … for one phone number". */
  per: string;
  units: Map<string, number>;
}

/** A line of an order being placed, priced from the catalogue. */
export interface PricedLine {
  product: Types.ObjectId;
  name: string;
  price: number;
  quantity: number;
}

/**
 * How long a claim on a phone number's or an account's placement lasts in the database: a placement takes
 * milliseconds, so this only bounds how long a process that died while placing holds the next order up.
 */
export const PLACEMENT_CLAIM_MS = 30_000;

/** The lines of each product added up (variants of one product are one product to the caps on open orders). */
function perProduct(lines: readonly PricedLine[]): PricedLine[] {
  const byProduct = new Map<string, PricedLine>();
  for (const line of lines) {
    const seen = byProduct.get(String(line.product));
    byProduct.set(String(line.product), seen ? { ...seen, quantity: seen.quantity + line.quantity } : line);
  }
  return [...byProduct.values()];
}

const rupees = (amount: number) => `Rs. ${new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 }).format(amount)}`;

/**
 * Against stock hoarding by cash-on-delivery orders that cost nothing to place:
 * - every order is capped in different products, units and value (400);
 * - the units one phone number, and one account, hold in open (Pending) orders are capped in total and per
 *   product (429 until earlier orders move on).
 *
 * These are the merchant's rules: RATE_LIMITS (load tests) never turns them off. The client's address is
 * never one of their keys: many honest shoppers share one (a proxy without TRUST_PROXY, a carrier's NAT, the
 * demo orders); it only paces orders, as a rate limit (CheckoutService). The check and the placement that
 * follows run one at a time per phone and per account (`serialised`): in this process, and on MongoDB across the
 * shop's processes too, through a claim in the database.
 */
@Injectable()
export class OrderLimitsService {
  private readonly tails = new Map<string, Promise<void>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly leases: LeasesService,
  ) {}

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
   * Refuses (429) when these lines would take the phone number or the account past its caps on units held in
   * Pending orders: `clientMaxUnits` in all, and per product the larger of `clientProductUnits` and
   * `clientProductShare` % of the product's stock (what is left plus what the holder has). `stockOf` answers a
   * product's units left; `open` holds the lines of the Pending orders of the phone number and the account that
   * hold stock (OrderRecordsService.placementHistory, read inside `serialised`).
   */
  checkOpenUnits(
    client: ClientKeys,
    lines: readonly PricedLine[],
    stockOf: (product: Types.ObjectId) => number,
    open: readonly OpenOrderLines[],
  ): void {
    const { clientMaxUnits, clientProductUnits, clientProductShare } = this.config.orderLimits;
    const wanted = lines.reduce((sum, line) => sum + line.quantity, 0);
    for (const holder of holdersOf(client, open)) {
      const heldTotal = [...holder.units.values()].reduce((sum, units) => sum + units, 0);
      if (heldTotal + wanted > clientMaxUnits) {
        throw new HttpException(
          `${holder.name} already has ${heldTotal} ${heldTotal === 1 ? 'item' : 'items'} in orders waiting for confirmation; at most ${clientMaxUnits} can wait at once. Please wait until they are confirmed, or contact us.`,
          HttpStatus.TOO_MANY_REQUESTS,
        );
      }
      for (const line of perProduct(lines)) {
        const held = holder.units.get(String(line.product)) ?? 0;
        const cap = Math.max(
          clientProductUnits,
          Math.floor(((stockOf(line.product) + held) * clientProductShare) / 100),
        );
        if (held + line.quantity > cap) {
          const left = Math.max(0, cap - held);
          throw new HttpException(
            `At most ${cap} of ${line.name} can wait for confirmation ${holder.per} (${held} already); ${left} more can be ordered now.`,
            HttpStatus.TOO_MANY_REQUESTS,
          );
        }
      }
    }
  }

  /**
   * Runs `work` while no other placement for the same phone number or account runs, so that two orders sent at
   * once cannot both pass the caps. In this process, placements wait for each other in memory; on MongoDB, where
   * other processes may place orders too, each then claims the keys in the database (`leases`, released when the
   * work is done). The embedded store serves one process: the claims are left out there. Keys are taken in sorted
   * order (no deadlock).
   *
   * The bound: a claim lasts PLACEMENT_CLAIM_MS. A placement that outlasts it (a database stalling for that long)
   * may overlap the next placement for the same key on another process, and those two may pass a cap together.
   */
  async serialised<T>(client: ClientKeys, work: () => Promise<T>): Promise<T> {
    const keys = [`phone:${client.phone}`, ...(client.userId ? [`user:${client.userId}`] : [])].sort();
    const releases: Array<() => void | Promise<void>> = [];
    try {
      for (const key of keys) releases.push(await this.acquire(key));
      if (!this.config.embeddedEngine)
        for (const key of keys) releases.push(await this.leases.claim(`placement:${key}`, PLACEMENT_CLAIM_MS));
      return await work();
    } finally {
      for (const release of releases.reverse()) await release();
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

/** Units per product in the Pending orders of this phone number and of this account, summed per holder. */
function holdersOf(client: ClientKeys, open: readonly OpenOrderLines[]): Holder[] {
  const phone: Holder = { name: 'This phone number', per: 'for one phone number', units: new Map() };
  const account: Holder = { name: 'This account', per: 'for one account', units: new Map() };
  const add = (holder: Holder, items: Array<{ product: Types.ObjectId; quantity: number }>) => {
    for (const line of items)
      holder.units.set(String(line.product), (holder.units.get(String(line.product)) ?? 0) + line.quantity);
  };
  for (const order of open) {
    if (order.client?.phone === client.phone) add(phone, order.items);
    if (client.userId && order.userId && String(order.userId) === client.userId) add(account, order.items);
  }
  return client.userId ? [phone, account] : [phone];
}
