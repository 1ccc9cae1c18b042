import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { OrdersModule } from '../orders/orders.module';
import { DiscountEventsListener } from './discount-events.listener';
import { DiscountsController } from './discounts.controller';
import { DiscountsResolver } from './discounts.resolver';
import { DiscountsService } from './discounts.service';
import { DiscountCodeRecord, DiscountCodeSchema } from './schemas/discount-code.schema';
import { DiscountRedemptionRecord, DiscountRedemptionSchema } from './schemas/discount-redemption.schema';

/** Discount codes: their rules and uses. Checkout applies them; the staff manage them. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: DiscountCodeRecord.name, schema: DiscountCodeSchema },
      { name: DiscountRedemptionRecord.name, schema: DiscountRedemptionSchema },
    ]),
    OrdersModule,
  ],
  providers: [DiscountsService, DiscountsResolver, DiscountEventsListener],
  controllers: [DiscountsController],
  exports: [DiscountsService],
})
export class DiscountsModule {}
