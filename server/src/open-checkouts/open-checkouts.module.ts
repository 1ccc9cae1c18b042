import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CartModule } from '../cart/cart.module';
import { DatabaseModule } from '../database/database.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { OrdersModule } from '../orders/orders.module';
import { RiskModule } from '../risk/risk.module';
import { OpenCheckoutReminders } from './open-checkout-reminders.service';
import { OpenCheckoutsAdminController, OpenCheckoutsController } from './open-checkouts.controller';
import { OpenCheckoutsListener } from './open-checkouts.listener';
import { OpenCheckoutsResolver } from './open-checkouts.resolver';
import { OpenCheckoutsService } from './open-checkouts.service';
import { OpenCheckoutRecord, OpenCheckoutSchema } from './schemas/open-checkout.schema';

/**
 * Checkouts left half-way: recorded from the checkout page, one reminder each through the customer messages,
 * restored by the reminder's link, marked ordered (recovered) by the order placed with their phone.
 */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: OpenCheckoutRecord.name, schema: OpenCheckoutSchema }]),
    DatabaseModule,
    CartModule,
    OrdersModule,
    RiskModule,
    NotificationsModule,
  ],
  providers: [OpenCheckoutsService, OpenCheckoutReminders, OpenCheckoutsListener, OpenCheckoutsResolver],
  controllers: [OpenCheckoutsController, OpenCheckoutsAdminController],
})
export class OpenCheckoutsModule {}
