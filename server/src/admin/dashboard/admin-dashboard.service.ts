import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { Order } from '../../orders/models/order.model';
import { OrderStatus } from '../../orders/order-status';
import { toOrder } from '../../orders/orders.service';
import { OrderRecord } from '../../orders/schemas/order.schema';
import { ProductRecord } from '../../products/schemas/product.schema';
import { UserRecord } from '../../users/schemas/user.schema';

@ObjectType()
export class AdminDashboard {
  @Field(() => Int, { description: 'Every account, customers and admins.' }) totalUsers: number;
  @Field(() => Int, { description: 'Account and guest orders.' }) totalOrders: number;
  @Field(() => Int) totalProducts: number;
  @Field(() => Float, { description: 'Sum of every order except Cancelled ones.' }) totalRevenue: number;
  @Field(() => [Order]) recentOrders: Order[];
}

/** The admin dashboard's figures, computed over all records (spec reading: real totals, not the last 5). */
@Injectable()
export class AdminDashboardService {
  constructor(
    @InjectModel(UserRecord.name) private readonly users: Model<UserRecord>,
    @InjectModel(OrderRecord.name) private readonly orders: Model<OrderRecord>,
    @InjectModel(ProductRecord.name) private readonly products: Model<ProductRecord>,
  ) {}

  async dashboard(): Promise<AdminDashboard> {
    const [totalUsers, totalOrders, totalProducts, revenue, recent] = await Promise.all([
      this.users.countDocuments(),
      this.orders.countDocuments(),
      this.products.countDocuments(),
      this.orders.aggregate<{ total: number }>([
        { $match: { status: { $ne: OrderStatus.Cancelled } } },
        { $group: { _id: null, total: { $sum: '$totalAmount' } } },
      ]),
      this.orders.find().sort({ createdAt: -1, _id: -1 }).limit(5).lean<Array<OrderRecord & { _id: Types.ObjectId }>>(),
    ]);
    return { totalUsers, totalOrders, totalProducts, totalRevenue: revenue[0]?.total ?? 0, recentOrders: recent.map(toOrder) };
  }
}
