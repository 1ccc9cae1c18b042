import { Body, Controller, Get, Headers, HttpCode, Param, Post } from '@nestjs/common';
import { Public, Staff } from '../common/access/access.decorators';
import { Permission } from '../common/access/permissions';
import { Ctx, type RequestContext } from '../common/access/request-context';
import { toRestAdminOrder, toRestOrder } from '../orders/order.rest';
import { CheckoutService } from './checkout.service';
import { ValidateDiscountCodeInput } from '../discounts/dto/discount.inputs';
import { PlaceOrderInput, TakeOrderInput } from './dto/place-order.input';

/** REST /api/v1/orders: placing an order, and finding it again by its idempotency key. */
@Controller('orders')
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  /** With an `Idempotency-Key` header, a repeat answers the order the first placed (see CheckoutService.place). */
  @Public()
  @Post()
  async place(
    @Ctx() ctx: RequestContext,
    @Body() input: PlaceOrderInput,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    const { order, accessKey } = await this.checkout.place(ctx, input, idempotencyKey);
    return {
      success: true,
      message: 'Order placed successfully',
      data: { ...toRestOrder(order), ...(accessKey ? { accessKey } : {}) },
    };
  }

  /** The order placed with this idempotency key by this caller (a guest: with its access key), or 404. */
  @Public()
  @Get('by-key/:key')
  async byIdempotencyKey(@Ctx() ctx: RequestContext, @Param('key') key: string) {
    const { order, accessKey } = await this.checkout.findByIdempotencyKey(ctx, key);
    return { success: true, data: { ...toRestOrder(order), ...(accessKey ? { accessKey } : {}) } };
  }
}

/** REST /api/v1/admin/orders/taken: an order staff take for a customer by phone or WhatsApp. */
@Controller('admin/orders')
export class AdminTakeOrderController {
  constructor(private readonly checkout: CheckoutService) {}

  @Staff(Permission.OrdersCreate)
  @Post('taken')
  async take(@Ctx() ctx: RequestContext, @Body() input: TakeOrderInput) {
    const { order, accessKey } = await this.checkout.takeForCustomer(ctx, input);
    return {
      success: true,
      message: 'Order placed successfully',
      data: { ...toRestAdminOrder(order, ctx.user), accessKey },
    };
  }
}

/** REST /api/v1/discounts/validate: a discount code tried on a basket (the cart's or the checkout's lines). */
@Controller('discounts')
export class DiscountCheckController {
  constructor(private readonly checkout: CheckoutService) {}

  /** 200 either way: `valid` and `message` say whether the code applies and why not; the totals are with it when it does. */
  @Public()
  @Post('validate')
  @HttpCode(200)
  async validate(@Ctx() ctx: RequestContext, @Body() input: ValidateDiscountCodeInput) {
    return { success: true, data: await this.checkout.checkDiscountCode(ctx, input) };
  }
}
