import { Controller, Get, Module } from '@nestjs/common';
import { Query, Resolver } from '@nestjs/graphql';
import { Staff } from '../../common/access/access.decorators';
import { Permission } from '../../common/access/permissions';
import { OrdersModule } from '../../orders/orders.module';
import { toRestAdminOrder } from '../../orders/order.rest';
import type { StockAlert } from '../../products/models/stock-alert.model';
import { toRestProduct } from '../../products/products.controller';
import { ProductsModule } from '../../products/products.module';
import { UsersModule } from '../../users/users.module';
import { WebhooksModule } from '../../webhooks/webhooks.module';
import { AdminDashboard } from './admin-dashboard.model';
import { AdminDashboardService } from './admin-dashboard.service';

@Resolver()
export class AdminDashboardResolver {
  constructor(private readonly dashboards: AdminDashboardService) {}

  @Staff(Permission.DashboardRead)
  @Query(() => AdminDashboard)
  adminDashboard(): Promise<AdminDashboard> {
    return this.dashboards.dashboard();
  }
}

/**
 * A stock alert line over REST: a product sold as one as every REST product is; a variant's line adds the variant's
 * id, SKU, values and the line's name.
 */
export function toRestStockAlert({ variantId, sku, values, lineName, ...product }: StockAlert) {
  return variantId ? { ...toRestProduct(product), variantId, sku, values, lineName } : toRestProduct(product);
}

/** REST /api/v1/admin/dashboard. */
@Controller('admin/dashboard')
export class AdminDashboardController {
  constructor(private readonly dashboards: AdminDashboardService) {}

  @Staff(Permission.DashboardRead)
  @Get()
  async dashboard() {
    const { recentOrders, stockAlerts, ...figures } = await this.dashboards.dashboard();
    return {
      success: true,
      data: {
        ...figures,
        recentOrders: recentOrders.map((order) => toRestAdminOrder(order)),
        stockAlerts: stockAlerts.map(toRestStockAlert),
      },
    };
  }
}

@Module({
  imports: [UsersModule, OrdersModule, ProductsModule, WebhooksModule],
  providers: [AdminDashboardService, AdminDashboardResolver],
  controllers: [AdminDashboardController],
})
export class AdminDashboardModule {}
