import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { Staff } from '../common/access/access.decorators';
import { Permission } from '../common/access/permissions';
import { Ctx, type RequestContext } from '../common/access/request-context';
import {
  CreateWebhookSubscriptionInput,
  UpdateWebhookSubscriptionInput,
  WebhookDeliveriesArgs,
} from './dto/webhook.inputs';
import { WEBHOOK_EVENT_NAMES, WEBHOOK_EVENTS } from './webhook-events';
import { WebhooksService } from './webhooks.service';

const toRest = <T extends { id: string }>({ id, ...rest }: T) => ({ _id: id, ...rest });

/** REST /api/v1/admin/webhooks: the webhooks and their delivery log (Owner). */
@Controller('admin/webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Staff(Permission.WebhooksManage)
  @Get()
  async list() {
    return { success: true, data: (await this.webhooks.list()).map(toRest) };
  }

  @Staff(Permission.WebhooksManage)
  @Get('events')
  events() {
    return { success: true, data: WEBHOOK_EVENT_NAMES.map((name) => ({ name, description: WEBHOOK_EVENTS[name] })) };
  }

  @Staff(Permission.WebhooksManage)
  @Get('deliveries')
  async deliveries(@Query() args: WebhookDeliveriesArgs) {
    const { items, total } = await this.webhooks.deliveryLog(args);
    return { success: true, data: items.map(toRest), total };
  }

  @Staff(Permission.WebhooksManage)
  @Post()
  async create(@Ctx() ctx: RequestContext, @Body() input: CreateWebhookSubscriptionInput) {
    const { secret, subscription } = await this.webhooks.create(ctx, input);
    return {
      success: true,
      message: 'Webhook created. Copy its secret now: it is not shown again.',
      data: { secret, ...toRest(subscription) },
    };
  }

  @Staff(Permission.WebhooksManage)
  @Patch(':id')
  async update(@Param('id') id: string, @Body() input: UpdateWebhookSubscriptionInput) {
    return { success: true, message: 'Webhook updated', data: toRest(await this.webhooks.update(id, input)) };
  }

  @Staff(Permission.WebhooksManage)
  @Delete(':id')
  async remove(@Param('id') id: string) {
    return { success: true, message: 'Webhook deleted', data: toRest(await this.webhooks.remove(id)) };
  }

  @Staff(Permission.WebhooksManage)
  @Post(':id/secret')
  @HttpCode(200)
  async rollSecret(@Param('id') id: string) {
    const { secret, subscription } = await this.webhooks.rollSecret(id);
    return {
      success: true,
      message: 'New secret made. Copy it now: it is not shown again.',
      data: { secret, ...toRest(subscription) },
    };
  }

  @Staff(Permission.WebhooksManage)
  @Post(':id/test')
  async sendTest(@Param('id') id: string) {
    return { success: true, message: 'Test queued', data: toRest(await this.webhooks.sendTest(id)) };
  }

  @Staff(Permission.WebhooksManage)
  @Post('deliveries/:id/redeliver')
  @HttpCode(200)
  async redeliver(@Param('id') id: string) {
    return { success: true, message: 'Redelivery queued', data: toRest(await this.webhooks.redeliver(id)) };
  }
}
