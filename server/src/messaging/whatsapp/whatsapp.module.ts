import { Module } from '@nestjs/common';
import { WhatsAppCloudClient } from './whatsapp-cloud.client';

/** Sending WhatsApp messages through the Business Cloud API (WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID). */
@Module({ providers: [WhatsAppCloudClient], exports: [WhatsAppCloudClient] })
export class WhatsAppModule {}
