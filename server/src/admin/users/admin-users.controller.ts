import { Body, Controller, Delete, Get, Param, Put, Query } from '@nestjs/common';
import { Staff } from '../../common/access/access.decorators';
import { Permission } from '../../common/access/permissions';
import { Ctx, type RequestContext } from '../../common/access/request-context';
import { toRestUser } from '../../common/http/rest-shapes';
import { UserListArgs } from '../../users/dto/user-list.args';
import { UserStatusArgs } from '../../users/dto/user-status.args';
import { UsersService } from '../../users/users.service';
import { AdminUsersService } from './admin-users.service';

/** REST /api/v1/admin/users: the shop's accounts, for admins. Shapes only; the rules live in UsersService. */
@Controller('admin/users')
export class AdminUsersController {
  constructor(
    private readonly users: UsersService,
    private readonly accounts: AdminUsersService,
  ) {}

  @Staff(Permission.CustomersRead)
  @Get()
  async list(@Ctx() ctx: RequestContext, @Query() args: UserListArgs) {
    const { items, pagination } = await this.users.listUsers(ctx, args);
    return { success: true, data: items.map(toRestUser), pagination };
  }

  @Staff(Permission.CustomersRead)
  @Get(':id')
  async detail(@Ctx() ctx: RequestContext, @Param('id') id: string) {
    return { success: true, data: toRestUser(await this.users.getUser(ctx, id)) };
  }

  @Staff(Permission.CustomersWrite)
  @Put(':id/status')
  async setStatus(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() { isBlocked }: UserStatusArgs) {
    const user = await this.users.setBlocked(ctx, id, isBlocked);
    return {
      success: true,
      message: isBlocked ? 'User blocked successfully' : 'User unblocked successfully',
      data: toRestUser(user),
    };
  }

  @Staff(Permission.CustomersWrite)
  @Delete(':id')
  async remove(@Ctx() ctx: RequestContext, @Param('id') id: string) {
    await this.accounts.deleteAccount(ctx, id);
    return { success: true, message: 'User deleted successfully' };
  }
}
