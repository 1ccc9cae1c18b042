import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { OrdersModule } from '../orders/orders.module';
import { BlocklistController } from './blocklist.controller';
import { BlocklistResolver } from './blocklist.resolver';
import { BlocklistService } from './blocklist.service';
import { CheckoutRulesService } from './checkout-rules.service';
import { OrderRiskResolver } from './order-risk.resolver';
import { RiskService } from './risk.service';
import { BlockedContactRecord, BlockedContactSchema } from './schemas/blocked-contact.schema';

/**
 * Against fake orders and repeat refusers: the blocklist, the checkout rules and the risk of each order. It reads
 * and notes orders through OrdersService; checkout (above it) checks the rules and scores the risk at placement.
 */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: BlockedContactRecord.name, schema: BlockedContactSchema }]),
    OrdersModule,
  ],
  providers: [BlocklistService, CheckoutRulesService, RiskService, BlocklistResolver, OrderRiskResolver],
  controllers: [BlocklistController],
  exports: [BlocklistService, CheckoutRulesService, RiskService, MongooseModule],
})
export class RiskModule {}
