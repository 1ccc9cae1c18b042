import { Module } from '@nestjs/common';
import { AdminDashboardModule } from './dashboard/admin-dashboard.module';
import { AdminUsersModule } from './users/admin-users.module';

/** The admin API: every operation here is for role admin only. */
@Module({ imports: [AdminUsersModule, AdminDashboardModule] })
export class AdminModule {}
