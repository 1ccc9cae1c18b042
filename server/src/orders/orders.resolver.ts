import { Args, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Public, Staff, SignedIn } from '../common/access/access.decorators';
import { can, Permission } from '../common/access/permissions';
import { Ctx, type RequestContext } from '../common/access/request-context';
import { AdminOrderListArgs, OrderKind, OrderListArgs } from './dto/order-list.args';
import { CustomerDashboard, Order, OrderKindCounts, OrderPage, OrderTakenBy } from './models/order.model';
import { OrdersService } from './orders.service';
import {
  actorFor,
  allowedNextStatuses,
  assertStaffMayMoveTo,
  canCancel,
  OrderStatus,
  staffMayMoveTo,
} from './workflow/order-workflow';

@Resolver(() => Order)
export class OrdersResolver {
  constructor(private readonly orders: OrdersService) {}

  @Public()
  @Query(() => Order, { description: 'One order: your own, any for admins, or a guest order with its access key.' })
  order(
    @Ctx() ctx: RequestContext,
    @Args('id', { type: () => ID }) id: string,
    @Args('accessKey', { nullable: true }) accessKey?: string,
  ): Promise<Order> {
    return this.orders.findForCaller(ctx, id, accessKey);
  }

  @SignedIn()
  @Query(() => OrderPage, { description: "The signed-in customer's orders, newest first." })
  myOrders(@Ctx() ctx: RequestContext, @Args() args: OrderListArgs): Promise<OrderPage> {
    return this.orders.listMine(ctx, args);
  }

  @SignedIn()
  @Query(() => CustomerDashboard)
  customerDashboard(@Ctx() ctx: RequestContext): Promise<CustomerDashboard> {
    return this.orders.customerDashboard(ctx);
  }

  @SignedIn()
  @Mutation(() => Order, { description: 'Cancels your own order while it is Pending.' })
  cancelMyOrder(@Ctx() ctx: RequestContext, @Args('id', { type: () => ID }) id: string): Promise<Order> {
    return this.orders.cancelOwn(ctx, id);
  }

  @Staff(Permission.OrdersRead)
  @Query(() => OrderPage, {
    description: 'Admin: account orders; with kind guest or all, guest orders or both kinds in one list.',
  })
  adminOrders(@Args() { kind, ...args }: AdminOrderListArgs): Promise<OrderPage> {
    return this.orders.listForAdmin(kind ?? OrderKind.account, args);
  }

  @Staff(Permission.OrdersRead)
  @Query(() => OrderKindCounts, { description: 'Admin: how many account orders, guest orders and both there are.' })
  adminOrderCounts(): Promise<OrderKindCounts> {
    return this.orders.countForAdmin();
  }

  @Staff(Permission.OrdersRead)
  @Query(() => OrderPage, { description: 'Admin: guest orders.' })
  adminGuestOrders(@Args() args: OrderListArgs): Promise<OrderPage> {
    return this.orders.listForAdmin('guest', args);
  }

  @Staff(Permission.OrdersFulfil, Permission.OrdersManage)
  @Mutation(() => Order, {
    description: 'Admin: sets any status; Cancelled gives the units back, leaving Cancelled takes them again.',
  })
  setOrderStatus(
    @Ctx() ctx: RequestContext,
    @Args('id', { type: () => ID }) id: string,
    @Args('status', { type: () => OrderStatus }) status: OrderStatus,
    @Args('overrideReason', {
      nullable: true,
      description:
        'Moves a Pending order the customer has not confirmed on anyway (otherwise CONFLICT); kept in the status history.',
    })
    overrideReason?: string,
  ): Promise<Order> {
    assertStaffMayMoveTo(ctx.user, status);
    return this.orders.setStatus(ctx, id, status, undefined, overrideReason?.trim().slice(0, 300) || undefined);
  }

  /** The workflow as it applies to whoever asks: the client keeps no status rules of its own. */
  @ResolveField(() => Boolean, {
    description:
      'Whether you may cancel this order now (a customer: their own while Pending; an admin: unless Cancelled).',
  })
  canCancel(@Ctx() ctx: RequestContext, @Parent() order: Order): boolean {
    const actor = actorFor(ctx.user, order.customer?.id);
    if (actor === 'admin' && !staffMayMoveTo(ctx.user, OrderStatus.Cancelled)) return false;
    return canCancel(order.status, actor);
  }

  @ResolveField(() => [OrderStatus], {
    description: 'The statuses you may set this order to now, in workflow order (empty when you may change nothing).',
  })
  allowedNextStatuses(@Ctx() ctx: RequestContext, @Parent() order: Order): OrderStatus[] {
    const actor = actorFor(ctx.user, order.customer?.id);
    const next = allowedNextStatuses(order.status, actor);
    return actor === 'admin' ? next.filter((status) => staffMayMoveTo(ctx.user, status)) : next;
  }

  @ResolveField(() => OrderTakenBy, {
    nullable: true,
    description: 'Staff who read orders only (null for anyone else): who took the order by phone or WhatsApp.',
  })
  takenBy(@Ctx() ctx: RequestContext, @Parent() order: Order): OrderTakenBy | null {
    return can(ctx.user, Permission.OrdersRead) ? (order.takenBy ?? null) : null;
  }

  @Staff(Permission.OrdersManage)
  @Mutation(() => Boolean, { description: 'Admin: deletes an order.' })
  async deleteOrder(@Args('id', { type: () => ID }) id: string): Promise<boolean> {
    await this.orders.remove(id);
    return true;
  }
}
