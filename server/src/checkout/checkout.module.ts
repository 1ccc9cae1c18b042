import { Module } from '@nestjs/common';
import { CartModule } from '../cart/cart.module';
import { DatabaseModule } from '../database/database.module';
import { OrdersModule } from '../orders/orders.module';
import { ProductsModule } from '../products/products.module';
import { RiskModule } from '../risk/risk.module';
import { CheckoutController } from './checkout.controller';
import { CheckoutResolver } from './checkout.resolver';
import { CheckoutService } from './checkout.service';
import { OrderLimitsService } from './order-limits.service';

/** Placing an order: a use case above orders, products, cart, pricing, settings and risk. */
@Module({
  imports: [DatabaseModule, OrdersModule, ProductsModule, CartModule, RiskModule],
  providers: [CheckoutService, CheckoutResolver, OrderLimitsService],
  controllers: [CheckoutController],
  exports: [CheckoutService],
})
export class CheckoutModule {}
