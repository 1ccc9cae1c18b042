import { getModelToken } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { createShopApp, ShopApp } from './app.factory';
import type { RequestContext } from './common/access/request-context';
import { CheckoutService } from './checkout/checkout.service';
import { OrderStatus } from './orders/order-status';
import { OrdersService } from './orders/orders.service';
import { OrderRecord } from './orders/schemas/order.schema';
import { ProductRecord } from './products/schemas/product.schema';
import { BlocklistService } from './risk/blocklist.service';
import { BlockedContactRecord } from './risk/schemas/blocked-contact.schema';
import { UserRecord } from './users/schemas/user.schema';

/**
 * `npm run simulate:cod`: a simulated month of 1,000 cash-on-delivery orders from honest
 * phones and repeat refusers, run twice through the real services on an in-process shop with its own embedded
 * engine: once as the shop worked before (every order shipped), once with the confirmation step, the risk
 * score and the blocklist. Prints the figures; a figure script, never a test.
 *
 * Customers' decisions on the confirmation are written to the order record (`confirmation.status`, as
 * cod-confirm's link and call log do) and the order moved with OrdersService.setStatus, as an admin would.
 */
const ORDERS = Number(process.env.SIM_ORDERS ?? 1000);
const PHONES = Number(process.env.SIM_PHONES ?? 250);
const REFUSER_SHARE = 0.2;
/** A repeat refuser refuses this share of parcels; an honest customer this share. */
const REFUSER_REFUSES = 0.85;
const HONEST_REFUSES = 0.05;
const DAYS = 30;
const BASELINE = 'Simulation baseline: shipped without confirmation';
const HOUR = 3600_000;
const DAY = 24 * HOUR;

interface Phone {
  number: string;
  refuser: boolean;
}

interface SimOrder {
  at: number;
  phone: Phone;
  /** Whether this customer means to refuse this parcel. */
  refuses: boolean;
  product: string;
  quantity: number;
}

function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Figures {
  placed: number;
  refusedAtCheckout: number;
  shipped: number;
  delivered: number;
  returned: number;
  declined: number;
  expired: number;
  unconfirmedShipped: number;
}

type Event = { at: number; run: () => Promise<void> };

class Simulation {
  private readonly checkout: CheckoutService;
  private readonly orders: OrdersService;
  private readonly records: Model<OrderRecord>;
  private readonly admin: RequestContext;

  constructor(
    private readonly app: ShopApp,
    admin: RequestContext,
  ) {
    this.checkout = app.app.get(CheckoutService);
    this.orders = app.app.get(OrdersService);
    this.records = app.app.get(getModelToken(OrderRecord.name));
    this.admin = admin;
  }

  private async place(order: SimOrder, index: number): Promise<{ id: string; risk?: string } | undefined> {
    try {
      const placed = await this.checkout.place(
        { ip: `10.${index % 250}.${Math.floor(index / 250)}.1` },
        {
          items: [{ product: order.product, quantity: order.quantity }],
          shippingAddress: {
            name: 'Sim Customer',
            email: '',
            phone: order.phone.number,
            address: `House ${1 + (index % 90)}, Street ${1 + (index % 12)}, Model Town`,
            city: ['Lahore', 'Karachi', 'Islamabad', 'Multan', 'Peshawar'][index % 5],
          },
          paymentMethod: 'COD',
        },
      );
      // The order's time in the simulated month (the risk reads earlier orders by it).
      await this.records.collection.updateOne(
        { _id: new Types.ObjectId(placed.order.id) },
        { $set: { createdAt: new Date(order.at) } },
      );
      const stored = await this.records.findById(placed.order.id).lean();
      return { id: placed.order.id, risk: stored?.risk?.level };
    } catch (error) {
      if ((error as { status?: number }).status === 422) return undefined;
      throw error;
    }
  }

  private move = (id: string, status: OrderStatus) => this.orders.setStatus(this.admin, id, status);
  private decide = (id: string, status: string) =>
    this.records.collection.updateOne({ _id: new Types.ObjectId(id) }, { $set: { 'confirmation.status': status } });

  /** Before: every order is shipped; a refused parcel comes back. */
  async without(stream: SimOrder[]): Promise<Figures> {
    const figures = empty();
    const events: Event[] = [];
    for (const [index, order] of stream.entries())
      events.push({
        at: order.at,
        run: async () => {
          const placed = await this.place(order, index);
          if (!placed) return void figures.refusedAtCheckout++;
          figures.placed++;
          events.push({
            at: order.at + DAY,
            run: async () => {
              // The shop as it was: no confirmation step, so the admin ships past the gate (an override).
              await this.orders.setStatus(this.admin, placed.id, OrderStatus.Processing, undefined, BASELINE);
              await this.move(placed.id, OrderStatus.Shipped);
              figures.shipped++;
              events.push({
                at: order.at + 4 * DAY,
                run: async () => void (await this.settle(placed.id, order.refuses, figures)),
              });
            },
          });
        },
      });
    await drain(events);
    return figures;
  }

  /**
   * With the confirmation step, the risk and the blocklist: an order ships only once confirmed; high-risk
   * orders also get a verification call; a phone that refused more than it took is blocked.
   */
  async with(
    stream: SimOrder[],
    random: () => number,
    flagged: Map<string, boolean>,
    honest: { orders: number; high: number },
  ): Promise<Figures> {
    const figures = empty();
    const events: Event[] = [];
    const record = new Map<string, { refused: number; delivered: number; blocked: boolean }>();
    const history = (phone: Phone) => {
      if (!record.has(phone.number)) record.set(phone.number, { refused: 0, delivered: 0, blocked: false });
      return record.get(phone.number)!;
    };
    const blocklist = this.app.app.get(BlocklistService);
    const refusedOnce = async (phone: Phone) => {
      const seen = history(phone);
      seen.refused++;
      if (!seen.blocked && seen.refused >= 2 && seen.refused > seen.delivered) {
        seen.blocked = true;
        await blocklist.add(this.admin, {
          phone: phone.number,
          reason: 'Refused more parcels than taken (simulation)',
        });
      }
    };
    for (const [index, order] of stream.entries())
      events.push({
        at: order.at,
        run: async () => {
          const placed = await this.place(order, index);
          if (!placed) return void figures.refusedAtCheckout++;
          figures.placed++;
          // A repeat refuser's first order after a refusal: was it flagged high?
          if (order.phone.refuser && history(order.phone).refused > 0 && !flagged.has(order.phone.number))
            flagged.set(order.phone.number, placed.risk === 'high');
          const high = placed.risk === 'high';
          if (!order.phone.refuser) {
            honest.orders++;
            if (high) honest.high++;
          }
          // The customer's answer to the WhatsApp message or the link, within the window.
          const roll = random();
          let decision: 'confirmed' | 'declined' | 'expired';
          if (order.refuses) decision = roll < 0.45 ? 'declined' : roll < 0.7 ? 'expired' : 'confirmed';
          else decision = roll < 0.97 ? 'confirmed' : 'expired';
          // A high-risk order gets a verification call before it ships: half of those who would refuse say so.
          if (decision === 'confirmed' && high && order.refuses && random() < 0.5) decision = 'declined';
          const decidedAt = order.at + (decision === 'expired' ? 48 * HOUR : random() * 12 * HOUR);
          events.push({
            at: decidedAt,
            run: async () => {
              await this.decide(placed.id, decision);
              if (decision !== 'confirmed') {
                figures[decision]++;
                await this.move(placed.id, OrderStatus.Cancelled);
                await refusedOnce(order.phone);
                return;
              }
              await this.move(placed.id, OrderStatus.Processing);
              await this.move(placed.id, OrderStatus.Shipped);
              figures.shipped++;
              events.push({
                at: decidedAt + 3 * DAY,
                run: async () => {
                  const returned = await this.settle(placed.id, order.refuses, figures);
                  if (returned) await refusedOnce(order.phone);
                  else history(order.phone).delivered++;
                },
              });
            },
          });
          // An impatient admin tries to ship a few orders before they are confirmed: the shipping gate must refuse.
          if (random() < 0.05)
            events.push({
              at: order.at + HOUR,
              run: async () => {
                const current = await this.records
                  .findById(placed.id)
                  .lean<{ status: string; confirmation?: { status?: string } }>();
                if (current?.status !== OrderStatus.Pending || current.confirmation?.status === 'confirmed') return;
                try {
                  await this.move(placed.id, OrderStatus.Shipped);
                  figures.unconfirmedShipped++;
                } catch {
                  // Refused by the shipping gate (409): as it should be.
                }
              },
            });
        },
      });
    await drain(events);
    return figures;
  }

  private async settle(id: string, refuses: boolean, figures: Figures): Promise<boolean> {
    const current = await this.records.findById(id).lean();
    if (current?.status !== OrderStatus.Shipped) return false;
    await this.move(id, refuses ? OrderStatus.Returned : OrderStatus.Delivered);
    if (refuses) figures.returned++;
    else figures.delivered++;
    return refuses;
  }
}

const empty = (): Figures => ({
  placed: 0,
  refusedAtCheckout: 0,
  shipped: 0,
  delivered: 0,
  returned: 0,
  declined: 0,
  expired: 0,
  unconfirmedShipped: 0,
});

/** Runs the events in time order; an event may add later ones. */
async function drain(events: Event[]) {
  while (events.length) {
    events.sort((a, b) => a.at - b.at);
    await events.shift()!.run();
  }
}

function streamOf(random: () => number, products: string[], start: number): SimOrder[] {
  const phones: Phone[] = Array.from({ length: PHONES }, (_, index) => ({
    number: `+92301${String(1000000 + index * 7919).slice(-7)}`,
    refuser: index < PHONES * REFUSER_SHARE,
  }));
  return Array.from({ length: ORDERS }, () => {
    const phone = phones[Math.floor(random() * phones.length)];
    return {
      at: start + random() * DAYS * DAY,
      phone,
      refuses: random() < (phone.refuser ? REFUSER_REFUSES : HONEST_REFUSES),
      product: products[Math.floor(random() * products.length)],
      quantity: 1 + Math.floor(random() * 2),
    };
  }).sort((a, b) => a.at - b.at);
}

const share = (part: number, whole: number) => (whole ? `${((part / whole) * 100).toFixed(1)}%` : 'n/a');

async function main() {
  const started = Date.now();
  const shop = await createShopApp({
    logger: ['error'],
    env: { ...process.env, EMBEDDED_PERSIST: 'off', DEMO_ORDERS: 'off', RATE_LIMITS: 'off', MONGODB_URI: '' },
    overrides: { adminEmail: undefined, adminPassword: undefined, embeddedPersist: false, schemaFile: false },
  });
  try {
    const products = shop.app.get<Model<ProductRecord>>(getModelToken(ProductRecord.name));
    await products.updateMany({}, { $set: { stockQuantity: 1_000_000 } });
    const ids = (
      await products
        .find({ finalPrice: { $lte: 15000 } })
        .limit(20)
        .lean()
    ).map((product) => String(product._id));
    const adminRecord = await shop.app
      .get<Model<UserRecord>>(getModelToken(UserRecord.name))
      .findOne({ role: 'admin' })
      .lean();
    const admin: RequestContext = {
      ip: '127.0.0.1',
      user: { id: String(adminRecord!._id), role: 'admin', name: adminRecord!.name, email: adminRecord!.email },
    };
    const start = Date.now() - (DAYS + 6) * DAY;
    const simulation = new Simulation(shop, admin);
    const records = shop.app.get<Model<OrderRecord>>(getModelToken(OrderRecord.name));

    const before = await simulation.without(streamOf(generator(12), ids, start));
    await records.deleteMany({});
    await shop.app.get<Model<BlockedContactRecord>>(getModelToken(BlockedContactRecord.name)).deleteMany({});
    const flagged = new Map<string, boolean>();
    const honest = { orders: 0, high: 0 };
    const after = await simulation.with(streamOf(generator(12), ids, start), generator(99), flagged, honest);

    const refusers = [...flagged.values()];
    console.log(
      `Simulated month: ${ORDERS} orders from ${PHONES} phones (${REFUSER_SHARE * 100}% repeat refusers refusing ${REFUSER_REFUSES * 100}% of parcels, honest customers ${HONEST_REFUSES * 100}%)`,
    );
    console.log('');
    console.log('Without confirmation and rules (every order shipped):');
    console.log(
      `  shipped ${before.shipped}, delivered ${before.delivered}, returned ${before.returned}: returned share ${share(before.returned, before.delivered + before.returned)}`,
    );
    console.log('With the confirmation step, risk and blocklist:');
    console.log(`  placed ${after.placed}, refused at checkout (blocklist) ${after.refusedAtCheckout}`);
    console.log(
      `  declined ${after.declined}, expired ${after.expired}, shipped ${after.shipped}, delivered ${after.delivered}, returned ${after.returned}: returned share ${share(after.returned, after.delivered + after.returned)}`,
    );
    console.log(`  parcels that came back: ${before.returned} -> ${after.returned}`);
    console.log(`Unconfirmed orders that reached Shipped: ${after.unconfirmedShipped} (goal 0)`);
    console.log(
      `Repeat refusers flagged high on their first order after a refusal: ${refusers.filter(Boolean).length}/${refusers.length} = ${share(refusers.filter(Boolean).length, refusers.length)} (goal 100%)`,
    );
    console.log(
      `Honest customers' orders flagged high (a verification call): ${honest.high}/${honest.orders} = ${share(honest.high, honest.orders)}`,
    );
    console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s)`);
  } finally {
    await shop.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
