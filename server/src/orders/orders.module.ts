import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CartModule } from '../cart/cart.module';
import { DatabaseModule } from '../database/database.module';
import { RiskModule } from '../risk/risk.module';
import { ProductsModule } from '../products/products.module';
import { AdminOrdersController, OrdersController } from './orders.controller';
import { OrdersResolver } from './orders.resolver';
import { OrdersService } from './orders.service';
import { OrderRecord, OrderSchema } from './schemas/order.schema';
import { OrderLimitsService } from './order-limits.service';
import { StockHoldsService } from './stock-holds.service';
import { OrderActivityListener } from './events/order-activity.listener';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: OrderRecord.name, schema: OrderSchema }]),
    DatabaseModule,
    ProductsModule,
    CartModule,
    RiskModule,
  ],
  providers: [OrdersService, OrdersResolver, StockHoldsService, OrderLimitsService, OrderActivityListener],
  controllers: [OrdersController, AdminOrdersController],
  exports: [OrdersService, StockHoldsService, MongooseModule],
})
export class OrdersModule {}
