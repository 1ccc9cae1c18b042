import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { Order } from '../../orders/models/order.model';
import { OrderStatus } from '../../orders/order-status';
import { StockAlert } from '../../products/models/stock-alert.model';
import { CodFigures } from './cod-figures';

@ObjectType({ description: "One day of the shop's orders, in the shop's time zone (Asia/Karachi)." })
export class DailyOrderFigures {
  @Field({ description: 'The day, as YYYY-MM-DD.' }) day: string;
  @Field(() => Int, { description: 'Orders placed that day, Cancelled ones included.' }) orders: number;
  @Field(() => Float, {
    description: 'Amount of the orders placed that day that count as revenue (see AdminDashboard.revenueStatuses).',
  })
  revenue: number;
}

@ObjectType()
export class OrderStatusCount {
  @Field(() => OrderStatus) status: OrderStatus;
  @Field(() => Int) count: number;
}

@ObjectType()
export class AdminDashboard {
  @Field(() => Int, { description: 'Every account, customers and admins.' }) totalUsers: number;
  @Field(() => Int, { description: 'Account and guest orders.' }) totalOrders: number;
  @Field(() => Int) totalProducts: number;
  @Field(() => Float, {
    description: 'Sum of the orders in revenueStatuses (Delivered: cash on delivery is collected at the door).',
  })
  totalRevenue: number;
  @Field(() => [OrderStatus], { description: 'The statuses whose orders count as revenue, in workflow order.' })
  revenueStatuses: OrderStatus[];
  @Field(() => [Order]) recentOrders: Order[];
  @Field(() => [DailyOrderFigures], {
    description: 'The last 14 days, oldest first, today last; days without orders count 0.',
  })
  dailyFigures: DailyOrderFigures[];
  @Field(() => [OrderStatusCount], {
    description: 'Every status, in the order of the workflow, with its number of orders.',
  })
  ordersByStatus: OrderStatusCount[];
  @Field(() => Int, {
    description:
      'Items with a stock of 0: products sold as one, and each variant of a product sold in kinds (whatever its total).',
  })
  outOfStockCount: number;
  @Field(() => Int, {
    description:
      'Items with a stock from 1 up to lowStockThreshold: products sold as one, and each variant of a product sold in kinds.',
  })
  lowStockCount: number;
  @Field(() => Int, { description: 'A stock at or below this many units counts as running low.' })
  lowStockThreshold: number;
  @Field(() => [StockAlert], {
    description:
      'Out of stock or running low, fewest units first, then the newest product (at most 10): a line per product sold ' +
      'as one, and per variant of a product sold in kinds.',
  })
  stockAlerts: StockAlert[];
  @Field(() => CodFigures, { description: 'Cash on delivery over the last 30 days.' }) codFigures: CodFigures;
  @Field(() => String, {
    nullable: true,
    description:
      'A word to the merchant about where the data is kept, when it needs acting on: the embedded database ' +
      'holds so many orders that placing one is getting slow. Null otherwise.',
  })
  storageNotice: string | null;
  @Field(() => [String], {
    description:
      "Words to the merchant about the shop's settings that need acting on (TRUST_PROXY, PUBLIC_URL) and webhooks paused after failing; empty when none do.",
  })
  setupNotices: string[];
}
