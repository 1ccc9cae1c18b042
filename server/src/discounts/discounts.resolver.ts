import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Staff } from '../common/access/access.decorators';
import { Permission } from '../common/access/permissions';
import { Ctx, type RequestContext } from '../common/access/request-context';
import { CreateDiscountCodeInput, SetDiscountCodePausedInput } from './dto/discount.inputs';
import { DiscountCodeModel } from './models/discount.models';
import { DiscountsService } from './discounts.service';

/** Staff: the discount codes. A shopper's check of a code is checkout's (`validateDiscountCode`). */
@Resolver()
export class DiscountsResolver {
  constructor(private readonly discounts: DiscountsService) {}

  @Staff(Permission.DiscountsManage)
  @Query(() => [DiscountCodeModel], { description: 'Staff: the discount codes, newest first, with uses and figures.' })
  discountCodes(): Promise<DiscountCodeModel[]> {
    return this.discounts.list();
  }

  @Staff(Permission.DiscountsManage)
  @Mutation(() => DiscountCodeModel, { description: 'Staff: a new discount code.' })
  createDiscountCode(
    @Ctx() ctx: RequestContext,
    @Args('input') input: CreateDiscountCodeInput,
  ): Promise<DiscountCodeModel> {
    return this.discounts.create(ctx, input);
  }

  @Staff(Permission.DiscountsManage)
  @Mutation(() => DiscountCodeModel, {
    description: 'Staff: pauses a code (no new order takes it) or resumes it.',
  })
  setDiscountCodePaused(
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: SetDiscountCodePausedInput,
  ): Promise<DiscountCodeModel> {
    return this.discounts.setPaused(id, input.paused);
  }
}
