import { Module } from '@nestjs/common';
import { CartModule } from '../../cart/cart.module';
import { UsersModule } from '../../users/users.module';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersResolver } from './admin-users.resolver';
import { AdminUsersService } from './admin-users.service';

/** Admin: users (list, search, detail, block/unblock, delete). The rules live in UsersService; deleting also discards the account's cart (AdminUsersService). */
@Module({
  imports: [UsersModule, CartModule],
  controllers: [AdminUsersController],
  providers: [AdminUsersResolver, AdminUsersService],
})
export class AdminUsersModule {}
