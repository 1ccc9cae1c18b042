import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DatabaseModule } from '../database/database.module';
import { ProductsModule } from '../products/products.module';
import { AdminOrdersController, OrdersController } from './orders.controller';
import { ContactPhoneResolver, OrderCustomerPhoneResolver } from './phone.resolver';
import { OrdersResolver } from './orders.resolver';
import { OrderRecordsService } from './order-records.service';
import { OrdersService } from './orders.service';
import { OrderRecord, OrderSchema } from './schemas/order.schema';
import { StockHoldsService } from './stock-holds.service';
import { OrderActivityListener } from './events/order-activity.listener';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: OrderRecord.name, schema: OrderSchema }]),
    DatabaseModule,
    ProductsModule,
  ],
  providers: [
    OrdersService,
    OrderRecordsService,
    OrdersResolver,
    ContactPhoneResolver,
    OrderCustomerPhoneResolver,
    StockHoldsService,
    OrderActivityListener,
  ],
  controllers: [OrdersController, AdminOrdersController],
  exports: [OrdersService, OrderRecordsService, StockHoldsService],
})
export class OrdersModule {}
