import { Args, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Public, Roles } from '../common/access/access.decorators';
import { Ctx, type RequestContext } from '../common/access/request-context';
import { Order, OrderPage } from '../orders/models/order.model';
import { ConfirmationsService } from './confirmations.service';
import { ConfirmationAttemptInput, ConfirmationQueueArgs, TrackOrderArgs } from './dto/confirmation.inputs';
import {
  ConfirmationAttempt,
  ConfirmationDecision,
  ConfirmationMessage,
  MessageLanguage,
  OrderConfirmation,
} from '../orders/models/confirmation.model';
import { ConfirmationPage, PublicOrder } from './models/public-order.model';

const isAdmin = (ctx: RequestContext) => ctx.user?.role === 'admin';

@Resolver()
export class ConfirmationsResolver {
  constructor(private readonly confirmations: ConfirmationsService) {}

  @Public()
  @Query(() => ConfirmationPage, {
    description:
      "The confirmation link's page (the token from /confirm/{token}): the order, masked, and whether it can be decided.",
  })
  confirmation(@Ctx() ctx: RequestContext, @Args('token') token: string): Promise<ConfirmationPage> {
    return this.confirmations.viewByToken(ctx, token);
  }

  @Public()
  @Mutation(() => ConfirmationPage, {
    description: 'The customer confirms the order, or declines it (the order is cancelled, its units back in stock).',
  })
  decideConfirmation(
    @Ctx() ctx: RequestContext,
    @Args('token') token: string,
    @Args('decision', { type: () => ConfirmationDecision }) decision: ConfirmationDecision,
  ): Promise<ConfirmationPage> {
    return this.confirmations.decideByToken(ctx, token, decision);
  }

  @Public()
  @Query(() => PublicOrder, {
    description: 'An order by its number and the shipping phone (any written form); NOT_FOUND for a wrong pair.',
  })
  trackOrder(@Ctx() ctx: RequestContext, @Args() args: TrackOrderArgs): Promise<PublicOrder> {
    return this.confirmations.track(ctx, args.orderNumber, args.phone);
  }

  @Roles('admin')
  @Query(() => OrderPage, { description: 'Admin: orders waiting for confirmation, oldest first.' })
  confirmationQueue(@Args() args: ConfirmationQueueArgs): Promise<OrderPage> {
    return this.confirmations.queue(args);
  }

  @Roles('admin')
  @Mutation(() => Order, {
    description: 'Admin: logs a call to the customer; CONFIRMED confirms the order, DECLINED cancels it.',
  })
  logConfirmationAttempt(
    @Ctx() ctx: RequestContext,
    @Args('orderId', { type: () => ID }) orderId: string,
    @Args('input') input: ConfirmationAttemptInput,
  ): Promise<Order> {
    return this.confirmations.logAttempt(ctx, orderId, input.outcome, input.note ?? '');
  }

  @Roles('admin')
  @Mutation(() => Order, {
    description: 'Admin: sends the confirmation message through the WhatsApp Business Cloud API (when set up).',
  })
  sendConfirmationWhatsApp(
    @Ctx() ctx: RequestContext,
    @Args('orderId', { type: () => ID }) orderId: string,
    @Args('language', { type: () => MessageLanguage, defaultValue: MessageLanguage.EN }) language: MessageLanguage,
  ): Promise<Order> {
    return this.confirmations.sendWhatsApp(ctx, orderId, language);
  }
}

/** The admin-only parts of an order's confirmation: empty or null for anyone else (the link proves the phone). */
@Resolver(() => OrderConfirmation)
export class OrderConfirmationResolver {
  constructor(private readonly confirmations: ConfirmationsService) {}

  @ResolveField(() => [ConfirmationAttempt], { description: 'Admins: the calls logged; empty for anyone else.' })
  attempts(@Ctx() ctx: RequestContext, @Parent() confirmation: OrderConfirmation): ConfirmationAttempt[] {
    return isAdmin(ctx) ? confirmation.attempts : [];
  }

  @ResolveField(() => [ConfirmationMessage], {
    description: 'Admins: the WhatsApp Cloud API delivery log; empty for anyone else.',
  })
  messages(@Ctx() ctx: RequestContext, @Parent() confirmation: OrderConfirmation): ConfirmationMessage[] {
    return isAdmin(ctx) ? confirmation.messages : [];
  }

  @ResolveField(() => String, { nullable: true, description: 'Admins: the confirmation link; null for anyone else.' })
  link(@Ctx() ctx: RequestContext, @Parent() confirmation: OrderConfirmation): string | null {
    return isAdmin(ctx) ? this.confirmations.linkFor(confirmation) : null;
  }

  @ResolveField(() => String, {
    nullable: true,
    description: 'Admins: https://wa.me/… with the confirmation message in the language asked; null for anyone else.',
  })
  async whatsappUrl(
    @Ctx() ctx: RequestContext,
    @Parent() confirmation: OrderConfirmation,
    @Args('language', { type: () => MessageLanguage, defaultValue: MessageLanguage.EN }) language: MessageLanguage,
  ): Promise<string | null> {
    return isAdmin(ctx) ? this.confirmations.whatsappUrlFor(confirmation, language) : null;
  }
}
