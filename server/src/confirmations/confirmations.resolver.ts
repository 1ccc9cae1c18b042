import { Args, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Public, Staff } from '../common/access/access.decorators';
import { can, Permission } from '../common/access/permissions';
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
  PhoneReveal,
  RevealedPhone,
} from '../orders/models/confirmation.model';
import { seesPhonesMasked } from '../orders/phone-view';
import { ConfirmationPage, PublicOrder } from './models/public-order.model';

/** Staff who read orders see an order's calls and messages; staff who confirm, its link and WhatsApp message. */
const readsOrders = (ctx: RequestContext) => can(ctx.user, Permission.OrdersRead);
const confirms = (ctx: RequestContext) => can(ctx.user, Permission.OrdersConfirm);

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

  @Staff(Permission.OrdersConfirm)
  @Query(() => OrderPage, { description: 'Admin: orders waiting for confirmation, oldest first.' })
  confirmationQueue(@Args() args: ConfirmationQueueArgs): Promise<OrderPage> {
    return this.confirmations.queue(args);
  }

  @Staff(Permission.OrdersConfirm)
  @Mutation(() => Order, {
    description: 'Admin: logs a call to the customer; CONFIRMED confirms the order, DECLINED cancels it.',
  })
  logConfirmationAttempt(
    @Ctx() ctx: RequestContext,
    @Args('orderId', { type: () => ID }) orderId: string,
    @Args('input') input: ConfirmationAttemptInput,
  ): Promise<Order> {
    return this.confirmations.logAttempt(ctx, orderId, input.outcome, input.note ?? '', input.thenProcessing === true);
  }

  @Staff(Permission.OrdersConfirm)
  @Mutation(() => Order, {
    description:
      "Admin: records that the WhatsApp chat (the wa.me link) was opened for the order, in its message log (channel 'wa.me', status 'opened').",
  })
  recordWhatsAppOpened(
    @Ctx() ctx: RequestContext,
    @Args('orderId', { type: () => ID }) orderId: string,
    @Args('language', { type: () => MessageLanguage, defaultValue: MessageLanguage.EN }) language: MessageLanguage,
  ): Promise<Order> {
    return this.confirmations.recordWhatsAppOpened(ctx, orderId, language);
  }

  @Staff(Permission.OrdersConfirm)
  @Mutation(() => RevealedPhone, {
    description:
      "Staff who confirm: the order's phone number in full (and its WhatsApp link), to call it; for staff who see " +
      'phones masked (a Confirmer) this is the one way to it, and each showing is recorded on the order.',
  })
  revealCustomerPhone(
    @Ctx() ctx: RequestContext,
    @Args('orderId', { type: () => ID }) orderId: string,
    @Args('language', { type: () => MessageLanguage, defaultValue: MessageLanguage.EN }) language: MessageLanguage,
  ): Promise<RevealedPhone> {
    return this.confirmations.revealPhone(ctx, orderId, language);
  }

  @Staff(Permission.OrdersConfirm)
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

/** The staff-only parts of an order's confirmation: empty or null for anyone else (the link proves the phone). */
@Resolver(() => OrderConfirmation)
export class OrderConfirmationResolver {
  constructor(private readonly confirmations: ConfirmationsService) {}

  @ResolveField(() => [ConfirmationAttempt], {
    description: 'Staff who read orders: the calls logged; empty for anyone else.',
  })
  attempts(@Ctx() ctx: RequestContext, @Parent() confirmation: OrderConfirmation): ConfirmationAttempt[] {
    return readsOrders(ctx) ? confirmation.attempts : [];
  }

  @ResolveField(() => [ConfirmationMessage], {
    description: 'Staff who read orders: the WhatsApp Cloud API delivery log; empty for anyone else.',
  })
  messages(@Ctx() ctx: RequestContext, @Parent() confirmation: OrderConfirmation): ConfirmationMessage[] {
    return readsOrders(ctx) ? confirmation.messages : [];
  }

  @ResolveField(() => String, {
    nullable: true,
    description: 'Staff who confirm orders: the confirmation link; null for anyone else.',
  })
  link(@Ctx() ctx: RequestContext, @Parent() confirmation: OrderConfirmation): string | null {
    return confirms(ctx) ? this.confirmations.linkFor(confirmation) : null;
  }

  @ResolveField(() => String, {
    nullable: true,
    description:
      'Staff who confirm orders: https://wa.me/… with the confirmation message in the language asked; null for anyone else.',
  })
  async whatsappUrl(
    @Ctx() ctx: RequestContext,
    @Parent() confirmation: OrderConfirmation,
    @Args('language', { type: () => MessageLanguage, defaultValue: MessageLanguage.EN }) language: MessageLanguage,
  ): Promise<string | null> {
    // The link names the phone: staff who see phones masked get it from revealCustomerPhone (recorded).
    if (!confirms(ctx) || seesPhonesMasked(ctx.user)) return null;
    return this.confirmations.whatsappUrlFor(confirmation, language);
  }

  @ResolveField(() => [PhoneReveal], {
    description:
      'Staff who read orders: each time the phone was shown to staff who see it masked; empty for anyone else.',
  })
  phoneReveals(@Ctx() ctx: RequestContext, @Parent() confirmation: OrderConfirmation): PhoneReveal[] {
    return readsOrders(ctx) ? confirmation.phoneReveals : [];
  }
}

/** The confirmation queue's near-duplicates of an order. */
@Resolver(() => Order)
export class OrderDuplicatesResolver {
  @ResolveField(() => [Order], {
    nullable: true,
    description:
      'In the confirmation queue, for staff who read orders: other orders waiting for confirmation to the same phone, ' +
      'with the same products and kinds (any quantities), placed within 24 hours of this one. Null elsewhere.',
  })
  possibleDuplicates(@Ctx() ctx: RequestContext, @Parent() order: Order): Order[] | null {
    return readsOrders(ctx) ? (order.possibleDuplicates ?? null) : null;
  }
}
