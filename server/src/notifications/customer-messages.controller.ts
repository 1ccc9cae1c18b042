import { Body, Controller, Get, Header, HttpCode, Inject, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Public, Staff } from '../common/access/access.decorators';
import { Permission } from '../common/access/permissions';
import { Ctx, type RequestContext } from '../common/access/request-context';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { escapeHtml } from '../messaging/email/mail-template';
import { CustomerMessageSettingsInput } from '../settings/dto/settings.input';
import { SettingsService } from '../settings/settings.service';
import { CustomerMessagesService } from './customer-messages.service';
import { addressOfStopToken, STOP_PATH } from './stop-link';

const toRest = <T extends { id: string }>({ id, ...rest }: T) => ({ _id: id, ...rest });

/** REST /api/v1/admin/orders/:id/messages and /api/v1/admin/message-templates. */
@Controller('admin')
export class CustomerMessagesAdminController {
  constructor(
    private readonly messages: CustomerMessagesService,
    private readonly settings: SettingsService,
  ) {}

  @Staff(Permission.OrdersRead)
  @Get('orders/:id/messages')
  async forOrder(@Ctx() ctx: RequestContext, @Param('id') id: string) {
    return { success: true, data: (await this.messages.forOrder(id, ctx.user)).map(toRest) };
  }

  @Staff(Permission.SettingsWrite)
  @Get('message-templates')
  async templates() {
    return { success: true, data: (await this.settings.current()).messages };
  }

  @Staff(Permission.SettingsWrite)
  @Put('message-templates')
  async saveTemplates(@Body() input: CustomerMessageSettingsInput) {
    const saved = await this.settings.update({ messages: input });
    return { success: true, message: 'Message templates saved', data: saved.messages };
  }
}

const HTML = 'text/html; charset=utf-8';
const STOP_NOT_VALID = 'This link is not valid. Please copy the whole link from the message.';

/**
 * GET /messages/stop?token=… (outside the API prefix: a page for people): asks to confirm, so that a mail
 * scanner opening the link stops nothing; POST stops the messages to the address the token names, and says so.
 */
@Controller(STOP_PATH)
export class StopMessagesController {
  constructor(
    private readonly messages: CustomerMessagesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Get()
  @Header('Cache-Control', 'no-store')
  async ask(@Res({ passthrough: true }) reply: FastifyReply, @Query('token') token: unknown): Promise<string> {
    const address = addressOfStopToken(this.config.jwtSecret, token);
    const stopped = address !== undefined && (await this.messages.stopped(address));
    // Set here rather than with @Header: a refusal (the database away) is JSON like every other.
    void reply.type(HTML);
    if (!address) return this.page('Link not valid', STOP_NOT_VALID);
    if (stopped) return this.page('Messages stopped', 'You will get no more messages about your orders from us.');
    return this.page(
      'Stop messages about your orders?',
      'We send a message when your order is confirmed, shipped, delivered or comes back. Stop them all?',
      `<form method="post" action="/${STOP_PATH}"><input type="hidden" name="token" value="${escapeHtml(String(token))}">` +
        '<button type="submit">Stop the messages</button></form>',
    );
  }

  @Public()
  @Post()
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async stop(@Res({ passthrough: true }) reply: FastifyReply, @Body() body: unknown): Promise<string> {
    const token = (body as { token?: unknown } | undefined)?.token;
    const address = addressOfStopToken(this.config.jwtSecret, token);
    if (address) await this.messages.stop(address, 'link');
    void reply.type(HTML);
    if (!address) return this.page('Link not valid', STOP_NOT_VALID);
    return this.page('Messages stopped', 'You will get no more messages about your orders from us.');
  }

  private page(title: string, text: string, form = ''): string {
    const shop = escapeHtml(this.config.shop.name);
    return (
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${escapeHtml(title)} | ${shop}</title></head>` +
      `<body style="font-family:Arial,Helvetica,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5">` +
      `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${form}<p><a href="/">${shop}</a></p></body></html>`
    );
  }
}
