import { Body, ConflictException, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Staff } from '../common/access/access.decorators';
import { Permission } from '../common/access/permissions';
import { Ctx, type RequestContext } from '../common/access/request-context';
import { toRestAdminOrder } from '../orders/order.rest';
import { CourierFilesService } from './courier-files.service';
import type { CourierCode } from '../orders/courier-directory';
import { CouriersService } from './couriers.service';
import { CourierPaymentInput, FetchCourierPaymentsInput, PaymentCsvInput } from './dto/courier-payment.input';
import {
  BookOrderBody,
  BookOrdersInput,
  BulkStatusInput,
  CsvImportInput,
  ExportOrdersBody,
  OrderIdsInput,
  ShipOrderInput,
  TrackingImportInput,
} from './dto/ship-order.input';
import { LabelsService } from './labels.service';
import type { BulkReport } from './models/courier.models';
import { RemittancesService } from './remittances.service';
import { CourierSettlementsService } from './courier-settlements.service';
import type { CourierPayment } from './models/remittance.models';
import type { StoredOrder } from '../orders/order-view';
import { sendFile } from '../common/http/send-file';
import { DispatchRulesInput } from './dispatch/dispatch-rules.input';
import { DispatchRulesService } from './dispatch/dispatch-rules.service';
import { CourierFiguresArgs } from './figures/courier-figures.model';
import { CourierFiguresService } from './figures/courier-figures.service';

const restReport = (report: BulkReport) => ({
  ...report,
  outcomes: report.outcomes.map(({ order, ...outcome }) => ({
    ...outcome,
    ...(order ? { order: toRestAdminOrder(order) } : {}),
  })),
});

const restPayment = ({ id, ...rest }: CourierPayment) => ({ _id: id, ...rest });

/**
 * The header a courier document (labels, packing slips, PostEx CSV) carries its per-order report in, as
 * URI-encoded JSON `{ ok, unchanged, failed, outcomes: [{ orderId, orderNumber, result, message }] }`:
 * the file holds the orders marked ok; the others were refused, with the reason.
 */
export const ORDERS_REPORT_HEADER = 'x-orders-report';

function reportHeader(reply: FastifyReply, report: BulkReport) {
  const outcomes = report.outcomes.map(({ orderId, orderNumber, result, message }) => ({
    orderId,
    orderNumber,
    result,
    message,
  }));
  reply.header(ORDERS_REPORT_HEADER, encodeURIComponent(JSON.stringify({ ...report, outcomes })));
}

/** REST /api/v1/admin/orders: shipments, booking, labels and bulk work (admins only). Thin over the services. */
@Controller('admin/orders')
export class AdminShipmentsController {
  constructor(
    private readonly couriers: CouriersService,
    private readonly files: CourierFilesService,
    private readonly labels: LabelsService,
  ) {}

  @Staff(Permission.OrdersFulfil)
  @Post('bulk/status')
  @HttpCode(200)
  async bulkStatus(@Ctx() ctx: RequestContext, @Body() input: BulkStatusInput) {
    return {
      success: true,
      data: restReport(await this.couriers.bulkStatus(ctx, input.orderIds, input.status, input.shipment)),
    };
  }

  @Staff(Permission.OrdersFulfil)
  @Post('bulk/book')
  @HttpCode(200)
  async bulkBook(@Ctx() ctx: RequestContext, @Body() input: BookOrdersInput) {
    const report = await this.couriers.bookMany(ctx, input.orderIds, input.courier as CourierCode | undefined);
    return { success: true, data: restReport(report) };
  }

  @Staff(Permission.OrdersFulfil)
  @Post('tracking-import')
  @HttpCode(200)
  async importTracking(@Ctx() ctx: RequestContext, @Body() input: TrackingImportInput) {
    return { success: true, data: restReport(await this.files.importTrackingNumbers(ctx, input.courier, input.text)) };
  }

  @Staff(Permission.OrdersFulfil)
  @Post('status-import')
  @HttpCode(200)
  async importStatus(@Ctx() ctx: RequestContext, @Body() input: CsvImportInput) {
    return { success: true, data: restReport(await this.files.importStatusCsv(ctx, input.csv)) };
  }

  /**
   * The selected orders that may go to a courier, the report in its header; 409 (with the report) when
   * none may, so no empty document is made.
   */
  private async shippable(ids: string[], reply: FastifyReply): Promise<StoredOrder[]> {
    const { records, report } = await this.couriers.shippableByIds(ids);
    reportHeader(reply, report);
    if (records.length) return records;
    const reasons = report.outcomes.slice(0, 3).map((outcome) => `${outcome.orderNumber}: ${outcome.message}`);
    const more = report.outcomes.length > 3 ? `; and ${report.outcomes.length - 3} more` : '';
    throw new ConflictException(
      report.outcomes.length === 1
        ? reasons[0]
        : `None of the selected orders may be shipped (${reasons.join('; ')}${more})`,
    );
  }

  @Staff(Permission.OrdersExport)
  @Post('export.csv')
  @HttpCode(200)
  async exportCsv(@Body() input: ExportOrdersBody, @Res() reply: FastifyReply) {
    const layout = input.layout ?? 'plain';
    // The plain list is the shop's own; a courier's upload sheet holds only orders ready for shipping.
    const csv =
      layout === 'postex'
        ? await this.files.exportCsv(await this.shippable(input.orderIds, reply), layout)
        : await this.files.exportCsv(await this.couriers.ordersByIds(input.orderIds), layout);
    return sendFile(reply, 'text/csv; charset=utf-8', `orders-${layout}.csv`, csv);
  }

  @Staff(Permission.OrdersFulfil)
  @Post('labels')
  @HttpCode(200)
  async labelsFor(@Body() input: OrderIdsInput, @Res() reply: FastifyReply) {
    const pdf = await this.labels.labels(await this.shippable(input.orderIds, reply));
    return sendFile(reply, 'application/pdf', 'labels.pdf', pdf);
  }

  @Staff(Permission.OrdersFulfil)
  @Post('packing-slips')
  @HttpCode(200)
  async slipsFor(@Body() input: OrderIdsInput, @Res() reply: FastifyReply) {
    const pdf = await this.labels.packingSlips(await this.shippable(input.orderIds, reply));
    return sendFile(reply, 'application/pdf', 'packing-slips.pdf', pdf);
  }

  @Staff(Permission.OrdersFulfil)
  @Get(':id/label.pdf')
  async label(@Param('id') id: string, @Res() reply: FastifyReply) {
    const [record] = await this.shippable([id], reply);
    return sendFile(reply, 'application/pdf', `label-${record.orderNumber}.pdf`, await this.labels.labels([record]));
  }

  @Staff(Permission.OrdersFulfil)
  @Get(':id/packing-slip.pdf')
  async packingSlip(@Param('id') id: string, @Res() reply: FastifyReply) {
    const [record] = await this.shippable([id], reply);
    const pdf = await this.labels.packingSlips([record]);
    return sendFile(reply, 'application/pdf', `packing-slip-${record.orderNumber}.pdf`, pdf);
  }

  @Staff(Permission.OrdersFulfil)
  @Post(':id/ship')
  @HttpCode(200)
  async ship(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() input: ShipOrderInput) {
    const order = await this.couriers.ship(ctx, id, input);
    return { success: true, message: 'Order shipped', data: toRestAdminOrder(order) };
  }

  /** A Delivered order without a courier: records who delivered it; the order stays Delivered. */
  @Staff(Permission.OrdersFulfil)
  @Post(':id/courier')
  @HttpCode(200)
  async recordCourier(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() input: ShipOrderInput) {
    const order = await this.couriers.recordCourier(ctx, id, input);
    return { success: true, message: 'Courier recorded', data: toRestAdminOrder(order) };
  }

  @Staff(Permission.OrdersFulfil)
  @Post(':id/book')
  @HttpCode(200)
  async book(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() input: BookOrderBody) {
    const order = await this.couriers.book(ctx, id, input?.courier);
    return { success: true, message: 'Parcel booked', data: toRestAdminOrder(order) };
  }

  /** The courier the dispatch rules give this order. */
  @Staff(Permission.OrdersFulfil)
  @Get(':id/dispatch')
  async dispatch(@Param('id') id: string) {
    return { success: true, data: await this.couriers.dispatchChoice(id) };
  }

  @Staff(Permission.OrdersFulfil)
  @Post(':id/tracking')
  @HttpCode(200)
  async track(@Param('id') id: string) {
    return { success: true, data: toRestAdminOrder(await this.couriers.refreshTracking(id)) };
  }
}

/** REST /api/v1/admin/couriers and /api/v1/admin/remittances (admins only). */
@Controller('admin')
export class AdminRemittancesController {
  constructor(
    private readonly couriers: CouriersService,
    private readonly remittances: RemittancesService,
    private readonly settlements: CourierSettlementsService,
    private readonly dispatch: DispatchRulesService,
    private readonly figures: CourierFiguresService,
  ) {}

  @Staff(Permission.OrdersRead)
  @Get('couriers')
  list() {
    return { success: true, data: this.couriers.list() };
  }

  @Staff(Permission.DashboardRead, Permission.OrdersFulfil)
  @Get('courier-figures')
  async courierFigures(@Query() args: CourierFiguresArgs) {
    return { success: true, data: await this.figures.report(args.days) };
  }

  @Staff(Permission.OrdersFulfil)
  @Get('dispatch-rules')
  async dispatchRules() {
    return { success: true, data: await this.dispatch.current() };
  }

  @Staff(Permission.SettingsWrite)
  @Put('dispatch-rules')
  async replaceDispatchRules(@Body() input: DispatchRulesInput) {
    return { success: true, message: 'Dispatch rules saved', data: await this.dispatch.replace(input) };
  }

  @Staff(Permission.PaymentsRead)
  @Get('remittances')
  async payments(@Query('courier') courier?: string) {
    const payments = await this.remittances.list(typeof courier === 'string' && courier ? courier : undefined);
    return { success: true, data: payments.map(restPayment) };
  }

  @Staff(Permission.PaymentsRead)
  @Get('remittances/outstanding')
  async outstanding() {
    return { success: true, data: await this.remittances.outstanding() };
  }

  @Staff(Permission.PaymentsWrite)
  @Post('remittances')
  async record(@Ctx() ctx: RequestContext, @Body() input: CourierPaymentInput) {
    return { success: true, message: 'Payment recorded', data: restPayment(await this.remittances.record(ctx, input)) };
  }

  @Staff(Permission.PaymentsWrite)
  @Post('remittances/import')
  @HttpCode(200)
  async importCsv(@Ctx() ctx: RequestContext, @Body() input: PaymentCsvInput) {
    const report = await this.remittances.importCsv(ctx, input.courier, input.csv);
    return {
      success: true,
      data: { ...report, payments: report.payments.map(restPayment) },
    };
  }

  /** Asks the courier's API which delivered parcels it has paid, and records those payments. */
  @Staff(Permission.PaymentsWrite)
  @Post('remittances/fetch')
  @HttpCode(200)
  async fetchFromCourier(@Ctx() ctx: RequestContext, @Body() input: FetchCourierPaymentsInput) {
    const report = await this.settlements.fetch(ctx, input?.courier ?? 'postex');
    return { success: true, data: { ...report, payments: report.payments.map(restPayment) } };
  }
}
