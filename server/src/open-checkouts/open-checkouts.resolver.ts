import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Public, Staff } from '../common/access/access.decorators';
import { Permission } from '../common/access/permissions';
import { Ctx, type RequestContext } from '../common/access/request-context';
import { OpenCheckoutsArgs, RecordOpenCheckoutInput } from './dto/open-checkout.inputs';
import { OpenCheckoutsPage, RecordedOpenCheckout, ResumedCheckout } from './models/open-checkout.models';
import { OpenCheckoutsService } from './open-checkouts.service';

@Resolver()
export class OpenCheckoutsResolver {
  constructor(private readonly checkouts: OpenCheckoutsService) {}

  @Public()
  @Mutation(() => RecordedOpenCheckout, {
    description:
      'Records the checkout under way once a valid phone is typed (the cart and what is typed), so the shop may send one reminder. Rate-limited per address; bad input is refused and nothing is written.',
  })
  recordOpenCheckout(
    @Ctx() ctx: RequestContext,
    @Args('input') input: RecordOpenCheckoutInput,
  ): Promise<RecordedOpenCheckout> {
    return this.checkouts.record(ctx, input);
  }

  @Public()
  @Query(() => ResumedCheckout, {
    description: "A reminder's restore link: the cart at today's prices and what was typed; NOT_FOUND when unknown.",
  })
  resumeCheckout(@Ctx() ctx: RequestContext, @Args('token') token: string): Promise<ResumedCheckout> {
    return this.checkouts.resume(ctx, token);
  }

  @Staff(Permission.OrdersRead)
  @Query(() => OpenCheckoutsPage, {
    description: 'Staff: checkouts left half-way over the last days, newest first, with the recovered revenue.',
  })
  openCheckouts(@Ctx() ctx: RequestContext, @Args() args: OpenCheckoutsArgs): Promise<OpenCheckoutsPage> {
    return this.checkouts.list(ctx.user, args.days);
  }
}
