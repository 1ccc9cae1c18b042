import {
  Body,
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Public } from '../common/access/access.decorators';
import { rawBodyOf } from '../common/http/body-parsing';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CustomerMessagesService } from './customer-messages.service';

/** Replies that stop the messages (case and spaces aside): English, and Urdu's "band karo" / "بند". */
const STOP_WORDS = ['stop', 'unsubscribe', 'band', 'band karo', 'بند', 'بند کریں', 'بند کرو'];

interface CloudApiNotification {
  entry?: Array<{
    changes?: Array<{
      value?: {
        statuses?: Array<{ id?: string; status?: string; errors?: Array<{ title?: string; message?: string }> }>;
        messages?: Array<{ from?: string; type?: string; text?: { body?: string }; button?: { text?: string } }>;
      };
    }>;
  }>;
}

/**
 * The WhatsApp Cloud API's webhook, /api/v1/whatsapp/webhook: Meta checks it with a GET (the verify token,
 * WHATSAPP_VERIFY_TOKEN) and then POSTs what happened, signed with the app's secret (WHATSAPP_APP_SECRET, in
 * X-Hub-Signature-256). A message's status `delivered` (or `read`) marks it delivered; a reply STOP stops the
 * messages to that number. Off (404) until both are set.
 */
@Controller('whatsapp/webhook')
export class WhatsAppWebhookController {
  constructor(
    private readonly messages: CustomerMessagesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Get()
  verify(
    @Res({ passthrough: true }) reply: FastifyReply,
    @Query('hub.mode') mode: unknown,
    @Query('hub.verify_token') token: unknown,
    @Query('hub.challenge') challenge: unknown,
  ): string {
    const settings = this.settings();
    if (mode !== 'subscribe' || typeof token !== 'string' || !same(token, settings.verifyToken))
      throw new ForbiddenException('The verify token does not match WHATSAPP_VERIFY_TOKEN');
    // Set here rather than with @Header: a refusal is JSON like every other.
    void reply.type('text/plain; charset=utf-8');
    return typeof challenge === 'string' ? challenge.slice(0, 200) : '';
  }

  @Public()
  @Post()
  @HttpCode(200)
  async notify(@Req() request: FastifyRequest, @Body() body: unknown) {
    const { appSecret } = this.settings();
    const raw = rawBodyOf(request) ?? '';
    const given = String(request.headers['x-hub-signature-256'] ?? '');
    const expected = `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`;
    if (!raw || !same(given, expected))
      throw new ForbiddenException('The signature does not match WHATSAPP_APP_SECRET');
    for (const entry of (body as CloudApiNotification).entry ?? [])
      for (const change of entry.changes ?? []) {
        for (const status of change.value?.statuses ?? [])
          if (typeof status.id === 'string' && typeof status.status === 'string')
            await this.messages.providerStatus(
              status.id,
              status.status,
              status.errors?.[0]?.title ?? status.errors?.[0]?.message,
            );
        for (const message of change.value?.messages ?? []) {
          const text = (message.text?.body ?? message.button?.text ?? '')
            .trim()
            .toLowerCase()
            .replace(/[.!]+$/, '');
          if (typeof message.from === 'string' && /^\d{8,15}$/.test(message.from) && STOP_WORDS.includes(text))
            await this.messages.stop(message.from, 'reply');
        }
      }
    return { success: true };
  }

  private settings(): { verifyToken: string; appSecret: string } {
    const whatsapp = this.config.confirmation.whatsapp;
    if (!whatsapp?.verifyToken || !whatsapp.appSecret)
      throw new NotFoundException('The WhatsApp webhook is not set up (WHATSAPP_VERIFY_TOKEN, WHATSAPP_APP_SECRET)');
    return { verifyToken: whatsapp.verifyToken, appSecret: whatsapp.appSecret };
  }
}

function same(a: string, b: string): boolean {
  const given = Buffer.from(a);
  const wanted = Buffer.from(b);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
