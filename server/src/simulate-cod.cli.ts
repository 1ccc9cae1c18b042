import { install, type Clock } from '@sinonjs/fake-timers';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { createShopApp, ShopApp } from './app.factory';
import type { RequestContext } from './common/access/request-context';
import { CheckoutService } from './checkout/checkout.service';
import { ConfirmationsService } from './confirmations/confirmations.service';
import { OrderStatus } from './orders/order-status';
import { OrdersService } from './orders/orders.service';
import { PRODUCT_CATEGORIES } from './products/product.constants';
import { ProductsService } from './products/products.service';
import { BlocklistService } from './risk/blocklist.service';
import { SettingsService } from './settings/settings.service';
import { UsersService } from './users/users.service';

/**
 * `npm run simulate:cod`: a simulated month of 1,000 cash-on-delivery orders from honest
 * phones and repeat refusers, run twice through the real services on an in-process shop with its own embedded
 * engine: once as the shop worked before (every order shipped), once with the confirmation step, the risk
 * score and the blocklist. Prints the figures; a figure script, never a test.
 *
 * The shop's clock (`Date`) is moved to each event's moment of the month, so orders, confirmation windows and
 * the risk's history are dated as they would be. Customers' answers are logged as the call centre logs them
 * (ConfirmationsService.logAttempt), unanswered orders expire through the shop's own sweep, and the admin moves
 * orders with OrdersService.setStatus.
 */
const ORDERS = Number(process.env.SIM_ORDERS ?? 1000);
const PHONES = Number(process.env.SIM_PHONES ?? 250);
const REFUSER_SHARE = 0.2;
/** A repeat refuser refuses this share of parcels; an honest customer this share. */
const REFUSER_REFUSES = 0.85;
const HONEST_REFUSES = 0.05;
const DAYS = 30;
const BASELINE = 'Simulation baseline: shipped without confirmation';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
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
  private readonly confirmations: ConfirmationsService;

  constructor(
    private readonly app: ShopApp,
    private readonly admin: RequestContext,
    private readonly clock: Clock,
    private readonly windowHours: number,
  ) {
    this.checkout = app.app.get(CheckoutService);
    this.orders = app.app.get(OrdersService);
    this.confirmations = app.app.get(ConfirmationsService);
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
      return { id: placed.order.id, risk: placed.order.risk?.level };
    } catch (error) {
      if ((error as { status?: number }).status === 422) return undefined;
      throw error;
    }
  }

  private move = (id: string, status: OrderStatus) => this.orders.setStatus(this.admin, id, status);
  private current = (id: string) => this.orders.findForCaller(this.admin, id);

  /** The customer's answer: confirmed or declined on a call (a decline cancels), or none until the window closed. */
  private async decide(id: string, decision: 'confirmed' | 'declined' | 'expired') {
    if (decision === 'confirmed') await this.confirmations.logAttempt(this.admin, id, 'CONFIRMED');
    else if (decision === 'declined') await this.confirmations.logAttempt(this.admin, id, 'DECLINED');
    else await this.confirmations.sweepExpired();
  }

  /** Runs the events in time order, the shop's clock at each one's moment; an event may add later ones. */
  async drain(events: Event[]) {
    while (events.length) {
      events.sort((a, b) => a.at - b.at);
      const next = events.shift()!;
      this.clock.setSystemTime(next.at);
      await next.run();
    }
  }

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
    await this.drain(events);
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
          // An unanswered order is swept a minute after its window closed.
          const decidedAt =
            order.at + (decision === 'expired' ? this.windowHours * HOUR + MINUTE : random() * 12 * HOUR);
          events.push({
            at: decidedAt,
            run: async () => {
              await this.decide(placed.id, decision);
              if (decision !== 'confirmed') {
                figures[decision]++;
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
                const current = await this.current(placed.id);
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
    await this.drain(events);
    return figures;
  }

  private async settle(id: string, refuses: boolean, figures: Figures): Promise<boolean> {
    const current = await this.current(id);
    if (current.status !== OrderStatus.Shipped) return false;
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

/** A fresh shop on its own embedded engine, its clock at `start`, with an admin and 20 products in ample stock. */
async function inFreshShop<T>(start: number, run: (simulation: Simulation, products: string[]) => Promise<T>) {
  const shop = await createShopApp({
    logger: ['error'],
    env: { ...process.env, EMBEDDED_PERSIST: 'off', DEMO_ORDERS: 'off', RATE_LIMITS: 'off', MONGODB_URI: '' },
    overrides: { adminEmail: undefined, adminPassword: undefined, embeddedPersist: false, schemaFile: false },
  });
  // From here `Date` is the simulation's (set once the app is built: Nest's GraphQL schema knows the real Date);
  // timers run as ever, and the clock moves on between events as time does.
  const clock = install({ now: start, toFake: ['Date'], shouldAdvanceTime: true });
  try {
    const users = shop.app.get(UsersService);
    const email = 'simulation-admin@example.com';
    await users.ensureAccount({
      name: 'Simulation Admin',
      email,
      phone: '',
      password: randomBytes(18).toString('base64url'),
      role: 'admin',
    });
    const account = (await users.findByEmailAndRole(email, 'admin'))!;
    const admin: RequestContext = {
      ip: '127.0.0.1',
      user: { id: account.id, role: 'admin', name: account.name, email: account.email },
    };
    const catalogue = shop.app.get(ProductsService);
    const picture = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#1f6feb' } })
      .png()
      .toBuffer();
    const products: string[] = [];
    for (let index = 0; index < 20; index++) {
      const product = await catalogue.create(
        admin,
        {
          name: `Simulated accessory ${index + 1}`,
          description: 'An accessory sold in the simulated month.',
          price: 500 + index * 700,
          category: PRODUCT_CATEGORIES[index % PRODUCT_CATEGORIES.length],
          brand: 'Simulation',
          stockQuantity: 1_000_000,
        },
        [{ buffer: picture, originalname: 'accessory.png' }],
      );
      products.push(product.id);
    }
    const { confirmation } = await shop.app.get(SettingsService).current();
    return await run(new Simulation(shop, admin, clock, confirmation.windowHours), products);
  } finally {
    await shop.close();
    clock.uninstall();
  }
}

async function main() {
  const started = Date.now();
  const start = Date.now() - (DAYS + 6) * DAY;
  const before = await inFreshShop(start, (simulation, products) =>
    simulation.without(streamOf(generator(12), products, start)),
  );
  const flagged = new Map<string, boolean>();
  const honest = { orders: 0, high: 0 };
  const after = await inFreshShop(start, (simulation, products) =>
    simulation.with(streamOf(generator(12), products, start), generator(99), flagged, honest),
  );

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
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
