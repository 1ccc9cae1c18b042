import { Module } from '@nestjs/common';
import { UsersModule } from '../../users/users.module';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersResolver } from './admin-users.resolver';

/** Admin: users (list, search, detail, block/unblock, delete). The rules live in UsersService. */
@Module({
  imports: [UsersModule],
  controllers: [AdminUsersController],
  providers: [AdminUsersResolver],
})
export class AdminUsersModule {}
