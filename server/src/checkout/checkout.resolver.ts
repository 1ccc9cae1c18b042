import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Public, Staff } from '../common/access/access.decorators';
import { Permission } from '../common/access/permissions';
import { Ctx, type RequestContext } from '../common/access/request-context';
import { PlacedOrder } from '../orders/models/order.model';
import { CheckoutService } from './checkout.service';
import { DiscountCheck } from '../discounts/models/discount.models';
import { ValidateDiscountCodeInput } from '../discounts/dto/discount.inputs';
import { PlaceOrderInput, TakeOrderInput } from './dto/place-order.input';

@Resolver()
export class CheckoutResolver {
  constructor(private readonly checkout: CheckoutService) {}

  @Public()
  @Mutation(() => PlacedOrder, {
    description: 'Places a cash-on-delivery order, as a guest or as the signed-in customer.',
  })
  placeOrder(
    @Ctx() ctx: RequestContext,
    @Args('input') input: PlaceOrderInput,
    @Args('idempotencyKey', {
      nullable: true,
      description:
        'One per checkout attempt (16 to 128 of A-Z a-z 0-9 - _ . :): a repeat answers the order the first placed, and a repeat with other input is refused.',
    })
    idempotencyKey?: string,
  ): Promise<PlacedOrder> {
    return this.checkout.place(ctx, input, idempotencyKey ?? undefined);
  }

  @Staff(Permission.OrdersCreate)
  @Mutation(() => PlacedOrder, {
    description:
      "Staff: an order taken for a customer by phone or WhatsApp, through the checkout's rules, risk and stock; " +
      'recorded as taken by you. `accessKey` lets the customer read it later, as for a guest.',
  })
  takeOrder(@Ctx() ctx: RequestContext, @Args('input') input: TakeOrderInput): Promise<PlacedOrder> {
    return this.checkout.takeForCustomer(ctx, input);
  }

  @Public()
  @Query(() => PlacedOrder, {
    description:
      'The order you placed with this idempotency key (a guest: with its access key); NOT_FOUND when there is none.',
  })
  orderByIdempotencyKey(@Ctx() ctx: RequestContext, @Args('key') key: string): Promise<PlacedOrder> {
    return this.checkout.findByIdempotencyKey(ctx, key);
  }

  @Public()
  @Query(() => DiscountCheck, {
    description:
      "A discount code tried on a basket (a guest's cart lives in the browser: the lines are given): whether it applies, why not, and the totals with it. With the phone, its uses per phone number are counted.",
  })
  validateDiscountCode(
    @Ctx() ctx: RequestContext,
    @Args('input') input: ValidateDiscountCodeInput,
  ): Promise<DiscountCheck> {
    return this.checkout.checkDiscountCode(ctx, input);
  }
}
