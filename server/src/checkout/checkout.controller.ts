import { Body, Controller, Get, Headers, Param, Post } from '@nestjs/common';
import { Public } from '../common/access/access.decorators';
import { Ctx, type RequestContext } from '../common/access/request-context';
import { toRestOrder } from '../orders/order.rest';
import { CheckoutService } from './checkout.service';
import { PlaceOrderInput } from './dto/place-order.input';

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
