import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CartModule } from '../cart/cart.module';
import { ProductsModule } from '../products/products.module';
import { AdminOrdersController, OrdersController } from './orders.controller';
import { OrdersResolver } from './orders.resolver';
import { OrdersService } from './orders.service';
import { OrderRecord, OrderSchema } from './schemas/order.schema';

@Module({
  imports: [MongooseModule.forFeature([{ name: OrderRecord.name, schema: OrderSchema }]), ProductsModule, CartModule],
  providers: [OrdersService, OrdersResolver],
  controllers: [OrdersController, AdminOrdersController],
  exports: [OrdersService, MongooseModule],
})
export class OrdersModule {}
