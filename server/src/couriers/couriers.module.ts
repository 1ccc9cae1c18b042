import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DatabaseModule } from '../database/database.module';
import { OrdersModule } from '../orders/orders.module';
import { RiskModule } from '../risk/risk.module';
import { COURIER_APIS } from './courier-api';
import { CourierFilesService } from './courier-files.service';
import { CourierSettlementsService } from './courier-settlements.service';
import { AdminRemittancesController, AdminShipmentsController } from './couriers.controller';
import { COURIERS_CONFIG, couriersConfigFrom, CouriersConfig } from '../config/couriers-config';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CouriersResolver } from './couriers.resolver';
import { CouriersService } from './couriers.service';
import { LabelsService } from './labels.service';
import { LeopardsAdapter } from './leopards/leopards.adapter';
import { PostExAdapter } from './postex/postex.adapter';
import { TraxAdapter } from './trax/trax.adapter';
import { CallCourierAdapter } from './callcourier/callcourier.adapter';
import { TcsAdapter } from './tcs/tcs.adapter';
import { MpAdapter } from './mp/mp.adapter';
import { RemittancesService } from './remittances.service';
import { CourierPaymentRecord, CourierPaymentSchema } from './schemas/courier-payment.schema';
import { ShipmentPaymentResolver } from './shipment-payment.resolver';
import { DispatchRulesRecord, DispatchRulesSchema } from './dispatch/dispatch-rules.schema';
import { DispatchRulesService } from './dispatch/dispatch-rules.service';
import { CourierFiguresService } from './figures/courier-figures.service';

/** Couriers: shipments, booking through courier APIs, tracking, labels, bulk work and cash reconciliation. */
@Module({
  imports: [
    DatabaseModule,
    OrdersModule,
    RiskModule,
    MongooseModule.forFeature([
      { name: CourierPaymentRecord.name, schema: CourierPaymentSchema },
      { name: DispatchRulesRecord.name, schema: DispatchRulesSchema },
    ]),
  ],
  providers: [
    ShipmentPaymentResolver,
    {
      provide: COURIERS_CONFIG,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => config.couriers ?? couriersConfigFrom(process.env),
    },
    {
      provide: COURIER_APIS,
      inject: [COURIERS_CONFIG],
      useFactory: (config: CouriersConfig) => [
        new PostExAdapter(config.postex),
        new LeopardsAdapter(config.leopards),
        new TraxAdapter(config.trax),
        new CallCourierAdapter(config.callcourier),
        new TcsAdapter(config.tcs),
        new MpAdapter(config.mp),
      ],
    },
    CouriersService,
    DispatchRulesService,
    CourierFiguresService,
    CourierFilesService,
    LabelsService,
    RemittancesService,
    CourierSettlementsService,
    CouriersResolver,
  ],
  controllers: [AdminShipmentsController, AdminRemittancesController],
})
export class CouriersModule {}
