import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Staff } from '../common/access/access.decorators';
import { Permission } from '../common/access/permissions';
import { Ctx, type RequestContext } from '../common/access/request-context';
import { Order } from '../orders/models/order.model';
import { CourierFilesService } from './courier-files.service';
import type { CourierCode } from '../orders/courier-directory';
import { CouriersService } from './couriers.service';
import { CourierPaymentInput, PaymentCsvInput } from './dto/courier-payment.input';
import {
  BookOrdersInput,
  BulkStatusInput,
  CsvImportInput,
  ShipOrderInput,
  TrackingImportInput,
} from './dto/ship-order.input';
import { BulkReport, Courier } from './models/courier.models';
import {
  CashOutstanding,
  CourierPayment,
  PaymentImportReport,
  SettlementFetchReport,
} from './models/remittance.models';
import { CourierSettlementsService } from './courier-settlements.service';
import { RemittancesService } from './remittances.service';
import { DispatchRulesInput } from './dispatch/dispatch-rules.input';
import { DispatchChoice, DispatchRules } from './dispatch/dispatch-rules.model';
import { DispatchRulesService } from './dispatch/dispatch-rules.service';
import { CourierFiguresArgs, CourierFiguresReport } from './figures/courier-figures.model';
import { CourierFiguresService } from './figures/courier-figures.service';

/** GraphQL for shipments, bulk work and cash reconciliation (admins only); labels and CSV files are REST. */
@Resolver()
export class CouriersResolver {
  constructor(
    private readonly shipments: CouriersService,
    private readonly files: CourierFilesService,
    private readonly remittances: RemittancesService,
    private readonly settlements: CourierSettlementsService,
    private readonly dispatch: DispatchRulesService,
    private readonly figures: CourierFiguresService,
  ) {}

  @Staff(Permission.OrdersRead)
  @Query(() => [Courier], { description: 'The couriers, their tracking pages and whether they can be booked here.' })
  couriers(): Courier[] {
    return this.shipments.list();
  }

  @Staff(Permission.OrdersFulfil)
  @Mutation(() => Order, {
    description: 'Ships the order by hand: courier and tracking number, or own rider and name.',
  })
  shipOrder(
    @Ctx() ctx: RequestContext,
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: ShipOrderInput,
  ): Promise<Order> {
    return this.shipments.ship(ctx, id, input);
  }

  @Staff(Permission.OrdersFulfil)
  @Mutation(() => Order, {
    description:
      'Records the courier and tracking number (or own rider and name) of a Delivered order that has none; it stays Delivered.',
  })
  recordOrderCourier(
    @Ctx() ctx: RequestContext,
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: ShipOrderInput,
  ): Promise<Order> {
    return this.shipments.recordCourier(ctx, id, input);
  }

  @Staff(Permission.OrdersFulfil)
  @Mutation(() => Order, { description: "Books the parcel through the courier's API and ships the order." })
  bookShipment(
    @Ctx() ctx: RequestContext,
    @Args('id', { type: () => ID }) id: string,
    @Args('courier', {
      type: () => String,
      nullable: true,
      description: "The courier to book with; left out, the order's dispatch rule's courier.",
    })
    courier?: string | null,
  ): Promise<Order> {
    return this.shipments.book(ctx, id, courier ?? undefined);
  }

  @Staff(Permission.OrdersFulfil)
  @Mutation(() => BulkReport)
  bookShipments(@Ctx() ctx: RequestContext, @Args('input') input: BookOrdersInput): Promise<BulkReport> {
    return this.shipments.bookMany(ctx, input.orderIds, (input.courier ?? undefined) as CourierCode | undefined);
  }

  @Staff(Permission.OrdersFulfil)
  @Query(() => DispatchRules, { description: 'Which courier gets a parcel: the rules in order, then the default.' })
  dispatchRules(): Promise<DispatchRules> {
    return this.dispatch.current();
  }

  @Staff(Permission.OrdersFulfil)
  @Query(() => DispatchChoice, { description: 'The courier the dispatch rules give this order.' })
  dispatchChoice(@Args('orderId', { type: () => ID }) orderId: string): Promise<DispatchChoice> {
    return this.shipments.dispatchChoice(orderId);
  }

  @Staff(Permission.DashboardRead, Permission.OrdersFulfil)
  @Query(() => CourierFiguresReport, { description: 'Per courier and city, the parcels booked over the last days.' })
  courierFigures(@Args() args: CourierFiguresArgs): Promise<CourierFiguresReport> {
    return this.figures.report(args.days);
  }

  @Staff(Permission.SettingsWrite)
  @Mutation(() => DispatchRules, { description: 'Replaces the dispatch rules as a whole.' })
  setDispatchRules(@Args('input') input: DispatchRulesInput): Promise<DispatchRules> {
    return this.dispatch.replace(input);
  }

  @Staff(Permission.OrdersFulfil)
  @Mutation(() => Order, { description: "Fetches the parcel's journey from the courier now." })
  refreshTracking(@Args('id', { type: () => ID }) id: string): Promise<Order> {
    return this.shipments.refreshTracking(id);
  }

  @Staff(Permission.OrdersFulfil)
  @Mutation(() => BulkReport, { description: 'Many orders to Processing, or to Shipped with an own rider.' })
  bulkSetOrderStatus(@Ctx() ctx: RequestContext, @Args('input') input: BulkStatusInput): Promise<BulkReport> {
    return this.shipments.bulkStatus(ctx, input.orderIds, input.status, input.shipment);
  }

  @Staff(Permission.OrdersFulfil)
  @Mutation(() => BulkReport, {
    description: "A courier's status CSV: Delivered or Returned parcels move their orders.",
  })
  importCourierStatuses(@Ctx() ctx: RequestContext, @Args('input') input: CsvImportInput): Promise<BulkReport> {
    return this.files.importStatusCsv(ctx, input.csv);
  }

  @Staff(Permission.OrdersFulfil)
  @Mutation(() => BulkReport, { description: 'Ships orders with tracking numbers pasted a line per order.' })
  importTrackingNumbers(@Ctx() ctx: RequestContext, @Args('input') input: TrackingImportInput): Promise<BulkReport> {
    return this.files.importTrackingNumbers(ctx, input.courier, input.text);
  }

  @Staff(Permission.PaymentsRead)
  @Query(() => [CourierPayment])
  courierPayments(@Args('courier', { nullable: true }) courier?: string): Promise<CourierPayment[]> {
    return this.remittances.list(courier ?? undefined);
  }

  @Staff(Permission.PaymentsRead)
  @Query(() => CashOutstanding, { description: 'Delivered COD cash the couriers have not paid yet, by age.' })
  cashOutstanding(): Promise<CashOutstanding> {
    return this.remittances.outstanding();
  }

  @Staff(Permission.PaymentsWrite)
  @Mutation(() => CourierPayment)
  recordCourierPayment(@Ctx() ctx: RequestContext, @Args('input') input: CourierPaymentInput): Promise<CourierPayment> {
    return this.remittances.record(ctx, input);
  }

  @Staff(Permission.PaymentsWrite)
  @Mutation(() => PaymentImportReport)
  importCourierPayments(
    @Ctx() ctx: RequestContext,
    @Args('input') input: PaymentCsvInput,
  ): Promise<PaymentImportReport> {
    return this.remittances.importCsv(ctx, input.courier, input.csv);
  }

  @Staff(Permission.PaymentsWrite)
  @Mutation(() => SettlementFetchReport, {
    description:
      "Asks the courier's API which delivered, unpaid COD parcels it has paid, and records one payment per payment reference (fetching again records nothing new).",
  })
  fetchCourierPayments(
    @Ctx() ctx: RequestContext,
    @Args('courier', { nullable: true, defaultValue: 'postex' }) courier: string,
  ): Promise<SettlementFetchReport> {
    return this.settlements.fetch(ctx, courier ?? 'postex');
  }
}
