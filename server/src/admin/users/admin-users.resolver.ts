import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Staff } from '../../common/access/access.decorators';
import { Permission } from '../../common/access/permissions';
import { Ctx, type RequestContext } from '../../common/access/request-context';
import { UserListArgs } from '../../users/dto/user-list.args';
import { UserStatusArgs } from '../../users/dto/user-status.args';
import { User } from '../../users/models/user.model';
import { UserPage } from '../../users/models/user-page.model';
import { UsersService } from '../../users/users.service';
import { AdminUsersService } from './admin-users.service';

/** The shop's accounts, for admins: the same UsersService methods as REST /api/v1/admin/users. */
@Resolver(() => User)
export class AdminUsersResolver {
  constructor(
    private readonly users: UsersService,
    private readonly accounts: AdminUsersService,
  ) {}

  @Staff(Permission.CustomersRead)
  @Query(() => UserPage, {
    description: 'Admin: accounts, newest first, searched by name or e-mail (50 a page by default, at most 100).',
  })
  adminUsers(@Ctx() ctx: RequestContext, @Args() args: UserListArgs): Promise<UserPage> {
    return this.users.listUsers(ctx, args);
  }

  @Staff(Permission.CustomersRead)
  @Query(() => User, { description: 'Admin: one account; NOT_FOUND when the id is unknown or malformed.' })
  adminUser(@Ctx() ctx: RequestContext, @Args('id', { type: () => ID }) id: string): Promise<User> {
    return this.users.getUser(ctx, id);
  }

  @Staff(Permission.CustomersWrite)
  @Mutation(() => User, {
    description:
      'Admin: blocks or unblocks an account, at once for its existing tokens. Not your own account, never the last active admin.',
  })
  setUserBlocked(
    @Ctx() ctx: RequestContext,
    @Args('id', { type: () => ID }) id: string,
    @Args() { isBlocked }: UserStatusArgs,
  ): Promise<User> {
    return this.users.setBlocked(ctx, id, isBlocked);
  }

  @Staff(Permission.CustomersWrite)
  @Mutation(() => Boolean, {
    description: 'Admin: deletes an account; true on success. Not your own account, never the last active admin.',
  })
  async deleteUser(@Ctx() ctx: RequestContext, @Args('id', { type: () => ID }) id: string): Promise<boolean> {
    await this.accounts.deleteAccount(ctx, id);
    return true;
  }
}
