import { Module } from '@nestjs/common';
import { ConfirmationsModule } from '../confirmations/confirmations.module';
import { CartModule } from '../cart/cart.module';
import { DatabaseModule } from '../database/database.module';
import { DiscountsModule } from '../discounts/discounts.module';
import { OrdersModule } from '../orders/orders.module';
import { ProductsModule } from '../products/products.module';
import { RiskModule } from '../risk/risk.module';
import { AdminTakeOrderController, CheckoutController, DiscountCheckController } from './checkout.controller';
import { CheckoutResolver } from './checkout.resolver';
import { CheckoutService } from './checkout.service';
import { OrderLimitsService } from './order-limits.service';

/** Placing an order: a use case above orders, products, cart, pricing, settings, risk and discount codes. */
@Module({
  imports: [DatabaseModule, OrdersModule, ProductsModule, CartModule, RiskModule, ConfirmationsModule, DiscountsModule],
  providers: [CheckoutService, CheckoutResolver, OrderLimitsService],
  controllers: [CheckoutController, AdminTakeOrderController, DiscountCheckController],
  exports: [CheckoutService],
})
export class CheckoutModule {}
