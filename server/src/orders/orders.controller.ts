import { Body, Controller, Delete, Get, HttpCode, Param, Put, Query } from '@nestjs/common';
import { Public, Staff, SignedIn } from '../common/access/access.decorators';
import { Permission } from '../common/access/permissions';
import { Ctx, type RequestContext } from '../common/access/request-context';
import { AdminOrderListArgs, OrderKind, OrderListArgs } from './dto/order-list.args';
import { SetOrderStatusInput } from './dto/set-status.input';
import { toRestAdminOrder, toRestOrder } from './order.rest';
import { OrdersService } from './orders.service';
import { assertStaffMayMoveTo } from './workflow/order-workflow';

/** REST /api/v1/orders (placing one is CheckoutController's). Static paths come before `:id`. */
@Controller('orders')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @SignedIn()
  @Get('my-orders')
  async mine(@Ctx() ctx: RequestContext, @Query() args: OrderListArgs) {
    const { items, pagination } = await this.orders.listMine(ctx, args);
    return { success: true, data: items.map((order) => toRestOrder(order)), pagination };
  }

  @SignedIn()
  @Get('dashboard')
  async dashboard(@Ctx() ctx: RequestContext) {
    const { recentOrders, ...stats } = await this.orders.customerDashboard(ctx);
    return { success: true, data: { ...stats, recentOrders: recentOrders.map((order) => toRestOrder(order)) } };
  }

  @Staff(Permission.OrdersRead)
  @Get('admin/guest-orders')
  async guestOrders(@Ctx() ctx: RequestContext, @Query() args: OrderListArgs) {
    const { items, pagination } = await this.orders.listForAdmin('guest', args);
    return { success: true, data: items.map((order) => toRestAdminOrder(order, ctx.user)), pagination };
  }

  @Staff(Permission.OrdersFulfil, Permission.OrdersManage)
  @Put('guest/:id/status')
  async setGuestStatus(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() input: SetOrderStatusInput) {
    assertStaffMayMoveTo(ctx.user, input.status);
    const order = await this.orders.setStatus(ctx, id, input.status, 'guest', input.overrideReason);
    return { success: true, message: 'Guest order status updated successfully', data: toRestAdminOrder(order) };
  }

  @Staff(Permission.OrdersManage)
  @Delete('guest/:id')
  async removeGuest(@Param('id') id: string) {
    await this.orders.remove(id, 'guest');
    return { success: true, message: 'Guest order deleted successfully' };
  }

  @Public()
  @Get(':id')
  async detail(@Ctx() ctx: RequestContext, @Param('id') id: string, @Query('key') key?: string) {
    const order = await this.orders.findForCaller(ctx, id, typeof key === 'string' ? key : undefined);
    return { success: true, data: toRestOrder(order, ctx.user), isGuestOrder: order.isGuestOrder };
  }

  @SignedIn()
  @Put(':id/cancel')
  @HttpCode(200)
  async cancel(@Ctx() ctx: RequestContext, @Param('id') id: string) {
    return { success: true, message: 'Order cancelled', data: toRestOrder(await this.orders.cancelOwn(ctx, id)) };
  }

  @Staff(Permission.OrdersFulfil, Permission.OrdersManage)
  @Put(':id/status')
  async setStatus(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() input: SetOrderStatusInput) {
    assertStaffMayMoveTo(ctx.user, input.status);
    const order = await this.orders.setStatus(ctx, id, input.status, undefined, input.overrideReason);
    return { success: true, message: 'Order status updated successfully', data: toRestAdminOrder(order) };
  }
}

/**
 * REST /api/v1/admin/orders: account orders; `?kind=guest` or `?kind=all` lists guest orders or both kinds in one list,
 * and then the answer also counts each kind (`counts: { account, guest, all }`).
 */
@Controller('admin/orders')
export class AdminOrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Staff(Permission.OrdersRead)
  @Get()
  async list(@Ctx() ctx: RequestContext, @Query() { kind, ...args }: AdminOrderListArgs) {
    const [{ items, pagination }, counts] = await Promise.all([
      this.orders.listForAdmin(kind ?? OrderKind.account, args),
      kind ? this.orders.countForAdmin() : undefined,
    ]);
    const data = items.map((order) => toRestAdminOrder(order, ctx.user));
    return { success: true, data, pagination, ...(counts && { counts }) };
  }

  // GET /admin/orders/{id} (the detail, with the confirmation link) is AdminConfirmationsController's.

  @Staff(Permission.OrdersFulfil, Permission.OrdersManage)
  @Put(':id/status')
  async setStatus(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() input: SetOrderStatusInput) {
    assertStaffMayMoveTo(ctx.user, input.status);
    const order = await this.orders.setStatus(ctx, id, input.status, 'account', input.overrideReason);
    return { success: true, message: 'Order status updated successfully', data: toRestAdminOrder(order) };
  }

  @Staff(Permission.OrdersManage)
  @Delete(':id')
  async remove(@Param('id') id: string) {
    await this.orders.remove(id, 'account');
    return { success: true, message: 'Order deleted successfully' };
  }
}
