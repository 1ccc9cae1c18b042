import { Module } from '@nestjs/common';
import { AdminUsersModule } from './users/admin-users.module';

/** The admin API: every operation here is for role admin only. */
@Module({ imports: [AdminUsersModule] })
export class AdminModule {}
