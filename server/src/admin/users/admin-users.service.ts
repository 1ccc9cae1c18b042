import { Injectable } from '@nestjs/common';
import { CartService } from '../../cart/cart.service';
import type { RequestContext } from '../../common/access/request-context';
import { UsersService } from '../../users/users.service';

/** What an admin does to an account beyond the account itself: deleting one also discards its cart. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly users: UsersService,
    private readonly carts: CartService,
  ) {}

  /** Deletes the account (UsersService's rules: not yourself, never the last active admin), then its cart. */
  async deleteAccount(ctx: RequestContext, id: string): Promise<void> {
    await this.users.deleteUser(ctx, id);
    await this.carts.discardCartOf(id);
  }
}
