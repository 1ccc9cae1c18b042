import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { Public, Staff } from '../common/access/access.decorators';
import { Permission } from '../common/access/permissions';
import { Ctx, type RequestContext } from '../common/access/request-context';
import { toRestAdminOrder, toRestOrder } from '../orders/order.rest';
import { OrdersService } from '../orders/orders.service';
import { ConfirmationsService } from './confirmations.service';
import {
  ConfirmationAttemptInput,
  ConfirmationQueueArgs,
  DecisionBody,
  SendMessageBody,
  TrackOrderArgs,
} from './dto/confirmation.inputs';

/** REST /api/v1/confirmations/{token}: the customer's link, without signing in. */
@Controller('confirmations')
export class ConfirmationsController {
  constructor(private readonly confirmations: ConfirmationsService) {}

  @Public()
  @Get(':token')
  async view(@Ctx() ctx: RequestContext, @Param('token') token: string) {
    return { success: true, data: await this.confirmations.viewByToken(ctx, token) };
  }

  @Public()
  @Post(':token')
  @HttpCode(200)
  async decide(@Ctx() ctx: RequestContext, @Param('token') token: string, @Body() body: DecisionBody) {
    const page = await this.confirmations.decideByToken(ctx, token, body.decision);
    return { success: true, message: page.message, data: page };
  }
}

/** REST /api/v1/orders/track: an order by its number and the shipping phone. */
@Controller('orders')
export class OrderTrackingController {
  constructor(private readonly confirmations: ConfirmationsService) {}

  @Public()
  @Get('track')
  async track(@Ctx() ctx: RequestContext, @Query() args: TrackOrderArgs) {
    return { success: true, data: await this.confirmations.track(ctx, args.orderNumber, args.phone) };
  }
}

/** REST /api/v1/admin: the confirmation queue, an order's confirmation with its link, calls and messages. */
@Controller('admin')
export class AdminConfirmationsController {
  constructor(
    private readonly confirmations: ConfirmationsService,
    private readonly orders: OrdersService,
  ) {}

  @Staff(Permission.OrdersConfirm)
  @Get('confirmations')
  async queue(@Ctx() ctx: RequestContext, @Query() args: ConfirmationQueueArgs) {
    const { items, pagination } = await this.confirmations.queue(args);
    const data = await Promise.all(
      items.map(async (order) => ({
        ...(await this.withAdminConfirmation(ctx, order)),
        possibleDuplicates: (order.possibleDuplicates ?? []).map((other) => ({
          _id: other.id,
          orderNumber: other.orderNumber,
          createdAt: other.createdAt,
          items: other.items.map(({ productId, variantId, name, options, quantity }) => ({
            productId,
            variantId: variantId ?? null,
            name,
            options: options ?? [],
            quantity,
          })),
        })),
      })),
    );
    return { success: true, data, pagination };
  }

  /** The admin order detail (account and guest orders alike), with `data.confirmation.link` and `whatsappUrl`. */
  @Staff(Permission.OrdersRead)
  @Get('orders/:id')
  async detail(@Ctx() ctx: RequestContext, @Param('id') id: string) {
    const order = await this.orders.findForCaller(ctx, id);
    return { success: true, data: await this.withAdminConfirmation(ctx, order), isGuestOrder: order.isGuestOrder };
  }

  @Staff(Permission.OrdersConfirm)
  @Post('orders/:id/confirmation-attempts')
  async logAttempt(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() input: ConfirmationAttemptInput) {
    const order = await this.confirmations.logAttempt(
      ctx,
      id,
      input.outcome,
      input.note ?? '',
      input.thenProcessing === true,
    );
    return { success: true, message: 'Call logged', data: await this.withAdminConfirmation(ctx, order) };
  }

  @Staff(Permission.OrdersConfirm)
  @Post('orders/:id/confirmation-messages')
  async send(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: SendMessageBody) {
    const order = await this.confirmations.sendWhatsApp(ctx, id, body.language ?? 'en');
    return { success: true, data: await this.withAdminConfirmation(ctx, order) };
  }

  /** The order's phone in full, to call it, with its WhatsApp link; each showing is recorded on the order. */
  @Staff(Permission.OrdersConfirm)
  @Post('orders/:id/phone-reveals')
  async revealPhone(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: SendMessageBody) {
    return { success: true, data: await this.confirmations.revealPhone(ctx, id, body.language ?? 'en') };
  }

  /** Records that the WhatsApp chat (the wa.me link) was opened for the order, in its message log. */
  @Staff(Permission.OrdersConfirm)
  @Post('orders/:id/whatsapp-opened')
  async whatsappOpened(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() body: SendMessageBody) {
    const order = await this.confirmations.recordWhatsAppOpened(ctx, id, body.language ?? 'en');
    return { success: true, message: 'WhatsApp chat recorded', data: await this.withAdminConfirmation(ctx, order) };
  }

  private async withAdminConfirmation(ctx: RequestContext, order: Parameters<typeof toRestOrder>[0]) {
    return { ...toRestAdminOrder(order, ctx.user), confirmation: await this.confirmations.adminView(order, ctx.user) };
  }
}
