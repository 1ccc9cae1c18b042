import { Module } from '@nestjs/common';
import { DatabaseModule } from '../database/database.module';
import { OrdersModule } from '../orders/orders.module';
import { WhatsAppModule } from '../messaging/whatsapp/whatsapp.module';
import {
  AdminConfirmationsController,
  ConfirmationsController,
  OrderTrackingController,
} from './confirmations.controller';
import { ConfirmationsResolver, OrderConfirmationResolver, OrderDuplicatesResolver } from './confirmations.resolver';
import { CONFIRMATION_CLOCK, ConfirmationsService } from './confirmations.service';
import { PhoneBackfillService } from './phone-backfill.service';
import { UsersModule } from '../users/users.module';

/** The confirmation step of cash-on-delivery orders, and tracking by order number and phone. */
@Module({
  imports: [DatabaseModule, OrdersModule, UsersModule, WhatsAppModule],
  providers: [
    ConfirmationsService,
    ConfirmationsResolver,
    OrderConfirmationResolver,
    OrderDuplicatesResolver,
    PhoneBackfillService,
    { provide: CONFIRMATION_CLOCK, useValue: { now: () => new Date() } },
  ],
  controllers: [ConfirmationsController, OrderTrackingController, AdminConfirmationsController],
  exports: [ConfirmationsService],
})
export class ConfirmationsModule {}
