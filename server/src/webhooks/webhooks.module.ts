import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ProductsModule } from '../products/products.module';
import { WebhookDeliveryRecord, WebhookDeliverySchema } from './schemas/webhook-delivery.schema';
import { WebhookSubscriptionRecord, WebhookSubscriptionSchema } from './schemas/webhook-subscription.schema';
import { WebhookEventsListener } from './webhook-events.listener';
import { WebhookSender } from './webhook-sender.service';
import { WebhooksController } from './webhooks.controller';
import { WebhooksResolver } from './webhooks.resolver';
import { WebhooksService } from './webhooks.service';

/** Webhooks: an Owner's subscriptions to the shop's events, the queue of deliveries, and their sending. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: WebhookSubscriptionRecord.name, schema: WebhookSubscriptionSchema },
      { name: WebhookDeliveryRecord.name, schema: WebhookDeliverySchema },
    ]),
    ProductsModule,
  ],
  providers: [WebhooksService, WebhookSender, WebhookEventsListener, WebhooksResolver],
  controllers: [WebhooksController],
  exports: [WebhooksService],
})
export class WebhooksModule {}
