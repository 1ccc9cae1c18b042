import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { SetupWarningsService } from '../../config/setup-warnings.service';
import { REVENUE_STATUSES, WORKFLOW } from '../../orders/workflow/order-workflow';
import { OrderRecordsService } from '../../orders/order-records.service';
import type { OrderRecord } from '../../orders/schemas/order.schema';
import { LOW_STOCK_THRESHOLD } from '../../products/product.constants';
import { ProductsService } from '../../products/products.service';
import { UsersService } from '../../users/users.service';
import { WebhooksService } from '../../webhooks/webhooks.service';
import { AdminDashboard, DailyOrderFigures } from './admin-dashboard.model';
import { COD_DAYS, codFiguresOf } from './cod-figures';

export const CHART_DAYS = 14;
const STOCK_ALERTS_LIMIT = 10;
const RECENT_ORDERS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The shop trades in Pakistan: its days start at midnight in Karachi. */
const shopDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Karachi',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const dayKey = (instant: Date | number) => shopDay.format(instant);

/**
 * The embedded engine's writes cost time that grows faster than the collection (docs/performance.md, "Orders as they pile
 * up"): past a few thousand orders, placing one takes a noticeable time. The merchant hears it here, in time.
 */
export function storageNoticeFor(config: Pick<AppConfig, 'embeddedEngine' | 'embeddedOrdersNotice'>, orders: number) {
  if (!config.embeddedEngine || orders < config.embeddedOrdersNotice) return null;
  return (
    `This shop keeps its ${orders.toLocaleString('en-PK')} ${orders === 1 ? 'order' : 'orders'} in its built-in database, which slows down as ` +
    'orders pile up: placing an order takes longer with every thousand more. Move the shop to MongoDB with ' +
    'npm run store:move (see "Moving to MongoDB, backups" in docs/operations.md) before customers notice.'
  );
}

/**
 * Orders and revenue per shop day for the last `days` days, oldest first. Bucketed here from a date-filtered
 * find with a projection: the embedded engine gets `$dateToString` group keys and `$sum` of expressions wrong.
 */
export function bucketByDay(
  orders: ReadonlyArray<Pick<OrderRecord, 'createdAt' | 'totalAmount' | 'status'>>,
  now: Date,
  days = CHART_DAYS,
): DailyOrderFigures[] {
  const figures = new Map<string, DailyOrderFigures>();
  for (let back = days - 1; back >= 0; back--) {
    const day = dayKey(now.getTime() - back * DAY_MS);
    figures.set(day, { day, orders: 0, revenue: 0 });
  }
  for (const order of orders) {
    const entry = figures.get(dayKey(order.createdAt));
    if (!entry) continue;
    entry.orders += 1;
    if (WORKFLOW[order.status]?.revenue) entry.revenue += order.totalAmount;
  }
  return [...figures.values()];
}

/** The admin dashboard's figures, computed over all records (spec reading: real totals, not the last 5). */
@Injectable()
export class AdminDashboardService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly orders: OrderRecordsService,
    private readonly products: ProductsService,
    private readonly warnings: SetupWarningsService,
    private readonly webhooks: WebhooksService,
  ) {}

  async dashboard(now = new Date()): Promise<AdminDashboard> {
    // A day more than the chart covers: the shop's midnight is not UTC's; bucketByDay drops what falls outside.
    const since = new Date(now.getTime() - (CHART_DAYS + 1) * DAY_MS);
    const [totalUsers, stock, orders, webhookNotices] = await Promise.all([
      this.users.count(),
      this.products.stockFigures(LOW_STOCK_THRESHOLD, STOCK_ALERTS_LIMIT),
      this.orders.figures({
        recent: RECENT_ORDERS,
        chartSince: since,
        codSince: new Date(now.getTime() - COD_DAYS * DAY_MS),
      }),
      this.webhooks.pausedNotices(),
    ]);
    return {
      totalUsers,
      totalOrders: orders.total,
      totalProducts: stock.total,
      totalRevenue: orders.revenue,
      revenueStatuses: REVENUE_STATUSES,
      recentOrders: orders.recent,
      dailyFigures: bucketByDay(orders.sinceChart, now),
      ordersByStatus: orders.byStatus,
      outOfStockCount: stock.outOfStock,
      lowStockCount: stock.lowStock,
      lowStockThreshold: LOW_STOCK_THRESHOLD,
      stockAlerts: stock.alerts,
      codFigures: codFiguresOf(orders.sinceCod),
      storageNotice: storageNoticeFor(this.config, orders.total),
      setupNotices: [...this.warnings.notices(), ...webhookNotices],
    };
  }
}
