import { Controller, Get, Module } from '@nestjs/common';
import { Query, Resolver } from '@nestjs/graphql';
import { Roles } from '../../common/access/access.decorators';
import { OrdersModule } from '../../orders/orders.module';
import { toRestAdminOrder } from '../../orders/order.rest';
import { toRestProduct } from '../../products/products.controller';
import { ProductsModule } from '../../products/products.module';
import { UsersModule } from '../../users/users.module';
import { AdminDashboard } from './admin-dashboard.model';
import { AdminDashboardService } from './admin-dashboard.service';

@Resolver()
export class AdminDashboardResolver {
  constructor(private readonly dashboards: AdminDashboardService) {}

  @Roles('admin')
  @Query(() => AdminDashboard)
  adminDashboard(): Promise<AdminDashboard> {
    return this.dashboards.dashboard();
  }
}

/** REST /api/v1/admin/dashboard. */
@Controller('admin/dashboard')
export class AdminDashboardController {
  constructor(private readonly dashboards: AdminDashboardService) {}

  @Roles('admin')
  @Get()
  async dashboard() {
    const { recentOrders, stockAlerts, ...figures } = await this.dashboards.dashboard();
    return {
      success: true,
      data: {
        ...figures,
        recentOrders: recentOrders.map(toRestAdminOrder),
        stockAlerts: stockAlerts.map(toRestProduct),
      },
    };
  }
}

@Module({
  imports: [UsersModule, OrdersModule, ProductsModule],
  providers: [AdminDashboardService, AdminDashboardResolver],
  controllers: [AdminDashboardController],
})
export class AdminDashboardModule {}
