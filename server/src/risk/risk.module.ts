import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { OrderRecord, OrderSchema } from '../orders/schemas/order.schema';
import { BlocklistController } from './blocklist.controller';
import { BlocklistResolver } from './blocklist.resolver';
import { BlocklistService } from './blocklist.service';
import { CheckoutRulesService } from './checkout-rules.service';
import { OrderRiskResolver } from './order-risk.resolver';
import { RiskService } from './risk.service';
import { BlockedContactRecord, BlockedContactSchema } from './schemas/blocked-contact.schema';

/**
 * Against fake orders and repeat refusers: the blocklist, the checkout rules and
 * the risk of each order. OrdersModule imports it (placement checks the rules and stores the risk); it reads
 * the orders collection itself, so it does not import OrdersModule back.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: BlockedContactRecord.name, schema: BlockedContactSchema },
      { name: OrderRecord.name, schema: OrderSchema },
    ]),
  ],
  providers: [BlocklistService, CheckoutRulesService, RiskService, BlocklistResolver, OrderRiskResolver],
  controllers: [BlocklistController],
  exports: [BlocklistService, CheckoutRulesService, RiskService, MongooseModule],
})
export class RiskModule {}
