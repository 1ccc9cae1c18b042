import { Inject, Injectable, Logger } from '@nestjs/common';
import { Types } from 'mongoose';
import { APP_CONFIG, AppConfig, ConfigError } from '../config/app-config';
import { demoImageUrl } from './demo-images.service';
import { pricing } from '../products/product-view';
import { ProductsService } from '../products/products.service';
import { checkVariants } from '../products/variants';
import { UsersService } from '../users/users.service';
import { DEMO_CATALOGUE } from './demo-catalogue';
import { OrderRecordsService } from '../orders/order-records.service';
import { BlocklistService } from '../risk/blocklist.service';
import { DEMO_BLOCKED_PHONE, planDemoOrders } from './demo-orders';

const DAY = 24 * 60 * 60 * 1000;

export interface DemoLogin {
  role: 'admin' | 'user';
  email: string;
  password: string;
}

/** Demo accounts made only on the embedded engine outside production when no ADMIN_EMAIL is configured. */
export const DEMO_LOGINS: readonly DemoLogin[] = [
  { role: 'admin', email: 'admin@volt.demo', password: 'admin123' },
  { role: 'user', email: 'customer@volt.demo', password: 'customer123' },
];

@Injectable()
export class SeedService {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly products: ProductsService,
    private readonly users: UsersService,
    private readonly orders: OrderRecordsService,
    private readonly blocklist: BlocklistService,
  ) {}

  /**
   * About a month of demo orders (demo-orders.ts) and the repeat refuser they block, on a fresh demo store
   * only: never added to a store that already has orders. Their units are taken from stock as placed orders'.
   */
  async seedOrders(now = new Date()): Promise<number> {
    if (await this.orders.hasAny()) return 0;
    const products = (await this.products.withStockAtLeast(15)).map((product) => ({
      ...product,
      finalPrice: pricing(product.price, product.discountPrice).finalPrice,
    }));
    if (products.length === 0) return 0;
    const customer = await this.users.findByEmailAndRole(DEMO_LOGINS[1].email, 'user');
    const plan = planDemoOrders(
      products,
      customer
        ? { id: new Types.ObjectId(customer.id), name: customer.name, email: customer.email, phone: '+923001234567' }
        : undefined,
      now,
    );
    // The units first, each only while the product has them (as a placed order's take); when one is short (stock
    // changed since it was read), those taken are put back and no order is written.
    if (!(await this.products.takeUnits(plan.taken))) {
      this.logger.warn('Demo orders not added: the catalogue has less stock than they take');
      return 0;
    }
    await this.orders.insertSeeded(plan.orders);
    await this.blocklist.blockOnce(
      { kind: 'phone', value: DEMO_BLOCKED_PHONE },
      'Refused or declined three parcels (demo)',
      'Demo Admin',
    );
    this.logger.log(`${plan.orders.length} demo orders over the last month`);
    return plan.orders.length;
  }

  /** Builds every index the schemas declare; resolves when they exist (Mongoose starts this on its own). */
  async ensureIndexes(): Promise<void> {
    await Promise.all([this.products.ensureIndexes(), this.users.ensureIndexes()]);
  }

  /**
   * Loads the demo catalogue. Each product is keyed by its slug and only inserted when missing, so running
   * it again neither duplicates nor overwrites anything an admin has changed. A product sold in kinds gets its
   * options and variants as the shop checks and stores them (products/variants.ts), its prices and stock rolled up
   * from them, and its SKUs claimed across the shop (ProductsService.insertMissing).
   */
  async seedCatalogue(now = new Date()): Promise<{ inserted: number; total: number }> {
    const inserted = await this.products.insertMissing(
      DEMO_CATALOGUE.map((product) => {
        const createdAt = new Date(now.getTime() - product.addedDaysAgo * DAY);
        const kinds = product.options ? checkVariants(product.options, product.variants ?? []) : undefined;
        const { discountPrice, ...rollUp } = kinds?.rollUp ?? {
          price: product.price,
          discountPrice: product.discountPrice,
          finalPrice: pricing(product.price, product.discountPrice).finalPrice,
          stockQuantity: product.stockQuantity,
        };
        return {
          slug: product.slug,
          name: product.name,
          description: product.description,
          brand: product.brand,
          category: product.category,
          ...rollUp,
          ...(discountPrice !== undefined ? { discountPrice } : {}),
          images: Array.from({ length: product.imageCount }, (_, index) => demoImageUrl(product.slug, index)),
          specifications: product.specifications,
          tags: product.tags,
          condition: product.condition,
          featured: product.featured,
          trendy: product.trendy,
          ...(kinds ? { options: kinds.options, variants: kinds.variants } : {}),
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );
    return { inserted, total: DEMO_CATALOGUE.length };
  }

  /**
   * ADMIN_EMAIL/ADMIN_PASSWORD make sure that admin exists. Without them, in the demo shop (the embedded engine
   * outside production), a demo admin and a demo customer are made; their logins are returned for printing.
   */
  async ensureAccounts(demo: boolean): Promise<DemoLogin[]> {
    const { adminEmail, adminPassword } = this.config;
    if (adminEmail && adminPassword) {
      const created = await this.users.ensureAccount({
        name: 'Shop Admin',
        email: adminEmail,
        phone: '',
        password: adminPassword,
        role: 'admin',
      });
      this.logger.log(`Admin account ${adminEmail} ${created ? 'created' : 'is present'}`);
      return [];
    }
    if (!demo || this.config.env === 'production') return [];
    for (const login of DEMO_LOGINS) {
      await this.users.ensureAccount({
        name: login.role === 'admin' ? 'Demo Admin' : 'Demo Customer',
        email: login.email,
        phone: '0300 1234567',
        password: login.password,
        role: login.role,
      });
    }
    return [...DEMO_LOGINS];
  }

  /**
   * A production shop needs an admin of its own: ADMIN_EMAIL/ADMIN_PASSWORD (made sure of by ensureAccounts), or an
   * admin account already in the database. A demo login that still works (a store that began as the demo) is
   * refused, since its password is printed in the README.
   */
  async requireProductionAdmin(): Promise<void> {
    const demoStill = (await this.workingDemoLogins(true)).map((login) => login.email);
    if (demoStill.length > 0)
      throw new ConfigError(
        `The demo account ${demoStill.join(' and ')} still signs in with its demo password: change its password or ` +
          'delete it before starting with NODE_ENV=production',
      );
    if (!(await this.users.hasActiveAdmin()))
      throw new ConfigError(
        'ADMIN_EMAIL and ADMIN_PASSWORD are required when NODE_ENV=production and the database has no admin account',
      );
  }

  /**
   * On a store loaded from disk nothing is seeded: these are the demo logins made at its first start that
   * still work (account present, not blocked, password unchanged), to be printed again. None with ADMIN_EMAIL.
   */
  async workingDemoLogins(evenWithAdminEmail = false): Promise<DemoLogin[]> {
    if (this.config.adminEmail && !evenWithAdminEmail) return [];
    // Both asked at once (bcrypt on the password hasher's low-priority threads, one queue).
    const works = await Promise.all(
      DEMO_LOGINS.map((login) => this.users.signsInWith(login.email, login.role, login.password)),
    );
    return DEMO_LOGINS.filter((_, index) => works[index]);
  }
}
