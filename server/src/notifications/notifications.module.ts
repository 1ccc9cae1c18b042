import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { EmailModule } from '../messaging/email/email.module';
import { WhatsAppModule } from '../messaging/whatsapp/whatsapp.module';
import { CustomerMessageSender } from './customer-message-sender.service';
import { CustomerMessagesAdminController, StopMessagesController } from './customer-messages.controller';
import { CustomerMessagesListener } from './customer-messages.listener';
import { CustomerMessagesResolver } from './customer-messages.resolver';
import { CustomerMessagesService } from './customer-messages.service';
import { CustomerMessageRecord, CustomerMessageSchema } from './schemas/customer-message.schema';
import { MessageOptOutRecord, MessageOptOutSchema } from './schemas/message-opt-out.schema';
import { WhatsAppWebhookController } from './whatsapp-webhook.controller';

/**
 * Messages to customers at each step of their order (confirmed, shipped, delivered, returned): the queue, its
 * sending by WhatsApp or e-mail, the stop link and replies, and WhatsApp's delivery reports; open-checkouts queues
 * its reminders here.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: CustomerMessageRecord.name, schema: CustomerMessageSchema },
      { name: MessageOptOutRecord.name, schema: MessageOptOutSchema },
    ]),
    EmailModule,
    WhatsAppModule,
  ],
  providers: [CustomerMessagesService, CustomerMessageSender, CustomerMessagesListener, CustomerMessagesResolver],
  controllers: [CustomerMessagesAdminController, StopMessagesController, WhatsAppWebhookController],
  exports: [CustomerMessagesService],
})
export class NotificationsModule {}
