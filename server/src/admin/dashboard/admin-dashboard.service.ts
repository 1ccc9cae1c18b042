import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { SetupWarningsService } from '../../config/setup-warnings.service';
import { ORDER_STATUSES } from '../../orders/order-status';
import { REVENUE_STATUSES, WORKFLOW } from '../../orders/workflow/order-workflow';
import { toOrder } from '../../orders/order-view';
import { OrderRecord } from '../../orders/schemas/order.schema';
import { ProductsService } from '../../products/products.service';
import { UsersService } from '../../users/users.service';
import { AdminDashboard, DailyOrderFigures } from './admin-dashboard.model';
import { COD_DAYS, codFiguresOf, CodOrder } from './cod-figures';

export const CHART_DAYS = 14;
export const LOW_STOCK_THRESHOLD = 5;
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
    @InjectModel(OrderRecord.name) private readonly orders: Model<OrderRecord>,
    private readonly products: ProductsService,
    private readonly warnings: SetupWarningsService,
  ) {}

  async dashboard(now = new Date()): Promise<AdminDashboard> {
    // A day more than the chart covers: the shop's midnight is not UTC's; bucketByDay drops what falls outside.
    const since = new Date(now.getTime() - (CHART_DAYS + 1) * DAY_MS);
    const [totalUsers, totalOrders, stock, revenue, recent, lastDays, statusCounts, codOrders] = await Promise.all([
      this.users.count(),
      this.orders.countDocuments(),
      this.products.stockFigures(LOW_STOCK_THRESHOLD, STOCK_ALERTS_LIMIT),
      this.orders.aggregate<{ total: number }>([
        { $match: { status: { $in: REVENUE_STATUSES } } },
        { $group: { _id: null, total: { $sum: '$totalAmount' } } },
      ]),
      this.orders
        .find()
        .sort({ createdAt: -1, _id: -1 })
        .limit(RECENT_ORDERS)
        .lean<Array<OrderRecord & { _id: Types.ObjectId }>>(),
      this.orders
        .find({ createdAt: { $gte: since } }, { createdAt: 1, totalAmount: 1, status: 1 })
        .lean<Array<Pick<OrderRecord, 'createdAt' | 'totalAmount' | 'status'>>>(),
      Promise.all(ORDER_STATUSES.map((status) => this.orders.countDocuments({ status }))),
      this.orders.find({ createdAt: { $gte: new Date(now.getTime() - COD_DAYS * DAY_MS) } }).lean<CodOrder[]>(),
    ]);
    return {
      totalUsers,
      totalOrders,
      totalProducts: stock.total,
      totalRevenue: revenue[0]?.total ?? 0,
      revenueStatuses: REVENUE_STATUSES,
      recentOrders: recent.map(toOrder),
      dailyFigures: bucketByDay(lastDays, now),
      ordersByStatus: ORDER_STATUSES.map((status, index) => ({ status, count: statusCounts[index] })),
      outOfStockCount: stock.outOfStock,
      lowStockCount: stock.lowStock,
      lowStockThreshold: LOW_STOCK_THRESHOLD,
      stockAlerts: stock.alerts,
      codFigures: codFiguresOf(codOrders),
      storageNotice: storageNoticeFor(this.config, totalOrders),
      setupNotices: this.warnings.notices(),
    };
  }
}
