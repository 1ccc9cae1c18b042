import { EventEmitter2 } from '@nestjs/event-emitter';
import { COURIER_EVENTS, PaymentRecordedEvent } from './courier-events';
import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { parse } from 'csv-parse/sync';
import { Model, Types } from 'mongoose';
import type { RequestContext } from '../common/access/request-context';
import { validateAs } from '../common/validation/validation';
import { OrderStatus } from '../orders/order-status';
import type { StoredOrder } from '../orders/order-view';
import { OrderRecordsService } from '../orders/order-records.service';
import { courierName } from '../orders/courier-directory';
import { CourierPaymentInput } from './dto/courier-payment.input';
import {
  CashOutstanding,
  CourierPayment,
  OutstandingByCourier,
  PaymentImportReport,
  PaymentImportRow,
} from './models/remittance.models';
import { CourierPaymentRecord } from './schemas/courier-payment.schema';

type StoredPayment = CourierPaymentRecord & { _id: Types.ObjectId };
const DAY = 24 * 60 * 60_000;
const DUPLICATE_KEY = 11000;
const rupees = (value: number) => Math.round(value * 100) / 100;

/** When the order was delivered: the courier's word, else the history's last move to Delivered. */
export function deliveredAtOf(record: StoredOrder): Date {
  if (record.shipment?.deliveredAt) return new Date(record.shipment.deliveredAt);
  const moves = (record.statusHistory ?? []).filter((change) => change.status === OrderStatus.Delivered);
  return new Date(moves[moves.length - 1]?.changedAt ?? record.updatedAt ?? record.createdAt);
}

const toPayment = (record: StoredPayment): CourierPayment => ({
  id: String(record._id),
  courier: record.courier,
  courierName: courierName(record.courier),
  date: record.date,
  reference: record.reference,
  amount: record.amount,
  charges: record.charges ?? 0,
  orderIds: record.orderIds ?? [],
  orderNumbers: record.orderNumbers ?? [],
  codTotal: record.codTotal,
  difference: record.difference,
  flagged: record.flagged,
  note: record.note ?? '',
  byName: record.byName ?? '',
  createdAt: record.createdAt,
});

/** The columns a courier's payment file is read by (first match wins; case and spacing ignored). */
const PAYMENT_COLUMNS = {
  reference: ['payment reference', 'cpr number', 'cpr', 'reference', 'payment ref'],
  date: ['payment date', 'settlement date', 'date'],
  trackingNumber: ['tracking number', 'tracking no', 'cn', 'consignment number'],
  orderNumber: ['order ref number', 'order reference', 'order number', 'order ref'],
  codAmount: ['cod amount', 'invoice payment', 'collected amount'],
  charges: ['charges', 'total charges', 'service charges'],
  net: ['net amount', 'net payable', 'amount paid', 'net'],
} as const;

const norm = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
function columnOf(headers: string[], names: readonly string[]): string | undefined {
  const normalised = headers.map(norm);
  for (const name of names) {
    const at = normalised.indexOf(name);
    if (at >= 0) return headers[at];
  }
  return undefined;
}
/** An amount as a statement writes it (`Rs. 1,250.50`, `-5,000`); anything else is NaN, for the amount check to refuse. */
const money = (text: string | undefined) => {
  const cleaned = String(text ?? '')
    .replace(/^\s*(rs\.?|pkr)\s*/i, '')
    .replace(/[,\s]/g, '');
  return cleaned === '' ? NaN : Number(cleaned);
};

/** Parses a CSV file's text into rows keyed by header (BOM, quotes and CRLF handled by csv-parse). */
export function readCsv(text: string): Array<Record<string, string>> {
  try {
    return parse(text, { columns: true, bom: true, skip_empty_lines: true, trim: true, relax_column_count: true });
  } catch (error) {
    throw new BadRequestException(`The CSV file could not be read: ${(error as Error).message}`);
  }
}

/**
 * Cash reconciliation: couriers' payments of collected cash, each covering delivered COD orders of that
 * courier; every delivered COD order is paid (by one payment) or outstanding. A payment whose amount is not
 * its orders' COD amounts less the courier's charges is flagged. Sums are made here, not in the engine.
 */
@Injectable()
export class RemittancesService {
  constructor(
    private readonly orders: OrderRecordsService,
    @InjectModel(CourierPaymentRecord.name) private readonly payments: Model<CourierPaymentRecord>,
    private readonly events: EventEmitter2,
  ) {}

  async list(courier?: string): Promise<CourierPayment[]> {
    const records = await this.payments
      .find(courier ? { courier } : {})
      .sort({ date: -1, _id: -1 })
      .limit(500)
      .lean<StoredPayment[]>();
    return records.map(toPayment);
  }

  /**
   * Records a payment and marks its orders paid. Every order must be Delivered, COD, shipped with that courier
   * and unpaid, else nothing is written. A payment that lost a race for one of its orders is taken back whole.
   */
  async record(ctx: RequestContext, input: CourierPaymentInput): Promise<CourierPayment> {
    const ids = [...new Set(input.orderIds)];
    const records = await this.orders.recordsByIds(ids);
    const byId = new Map(records.map((record) => [String(record._id), record]));
    for (const id of ids) {
      const record = byId.get(id);
      if (!record) throw new BadRequestException(`Order ${id} was not found`);
      if (record.status !== OrderStatus.Delivered)
        throw new BadRequestException(`Order ${record.orderNumber} is ${record.status}, not Delivered`);
      if (record.shipment?.courier !== input.courier)
        throw new BadRequestException(`Order ${record.orderNumber} was not shipped with ${courierName(input.courier)}`);
      if (record.shipment.paymentId)
        throw new ConflictException(`Order ${record.orderNumber} is already paid by another payment`);
    }
    const ordered = ids.map((id) => byId.get(id)!);
    const codTotal = rupees(
      ordered.reduce((sum, record) => sum + (record.paymentMethod === 'COD' ? record.totalAmount : 0), 0),
    );
    const charges = rupees(input.charges ?? 0);
    const difference = rupees(input.amount - (codTotal - charges));
    let payment: StoredPayment;
    try {
      payment = (
        await this.payments.create({
          courier: input.courier,
          date: input.date,
          reference: input.reference.trim(),
          amount: rupees(input.amount),
          charges,
          orderIds: ids,
          orderNumbers: ordered.map((record) => record.orderNumber),
          codTotal,
          difference,
          flagged: Math.abs(difference) >= 0.5,
          note: input.note ?? '',
          byName: ctx.user?.name ?? '',
        })
      ).toObject();
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY)
        throw new ConflictException(
          `A ${courierName(input.courier)} payment with reference ${input.reference} is already recorded`,
        );
      throw error;
    }
    const paymentId = String(payment._id);
    const marked = await this.orders.markPaid(
      ordered.map((record) => record._id),
      paymentId,
      input.date,
    );
    if (marked !== ids.length) {
      await this.orders.unmarkPaid(paymentId);
      await this.payments.deleteOne({ _id: payment._id });
      throw new ConflictException('Some of these orders were paid by another payment meanwhile. Please reload.');
    }
    const recorded = toPayment(payment);
    this.events.emit(COURIER_EVENTS.paymentRecorded, new PaymentRecordedEvent(recorded));
    return recorded;
  }

  /**
   * Imports a courier's payment file: one row per parcel (reference, date, tracking or order number, COD
   * amount, charges, net), grouped into one payment per reference. A payment is recorded only when every one
   * of its rows finds its order; otherwise none of its rows is written, and the report says why per row.
   */
  async importCsv(ctx: RequestContext, courier: string, text: string): Promise<PaymentImportReport> {
    const rows = readCsv(text);
    if (!rows.length) throw new BadRequestException('The CSV file has no rows');
    const headers = Object.keys(rows[0]);
    const col = Object.fromEntries(
      Object.entries(PAYMENT_COLUMNS).map(([key, names]) => [key, columnOf(headers, names)]),
    ) as Record<keyof typeof PAYMENT_COLUMNS, string | undefined>;
    if (!col.reference || !col.date || (!col.trackingNumber && !col.orderNumber) || (!col.net && !col.codAmount))
      throw new BadRequestException(
        'The payment CSV needs the columns Payment Reference, Payment Date, Tracking Number (or Order Number) and Net Amount (or COD Amount)',
      );
    const report: PaymentImportRow[] = [];
    const groups = new Map<
      string,
      Array<{ row: number; orderId?: string; net: number; charges: number; date: Date; trackingNumber: string }>
    >();
    for (const [index, raw] of rows.entries()) {
      const row = index + 1;
      const reference = (raw[col.reference] ?? '').trim();
      const trackingNumber = (col.trackingNumber ? raw[col.trackingNumber] : '')?.trim() ?? '';
      const orderNumber = (col.orderNumber ? raw[col.orderNumber] : '')?.trim() ?? '';
      const chargesCell = col.charges ? (raw[col.charges] ?? '').trim() : '';
      const charges = chargesCell === '' ? 0 : money(chargesCell);
      const cod = col.codAmount ? money(raw[col.codAmount]) : NaN;
      const net = col.net ? money(raw[col.net]) : cod - charges;
      const fail = (message: string) =>
        report.push({ row, reference, trackingNumber: trackingNumber || orderNumber, result: 'failed', message });
      // The row is checked by the rules of the payment form (its orders are found below).
      const checked = await validateAs(
        CourierPaymentInput,
        { courier, reference, date: (raw[col.date] ?? '').trim(), amount: net, charges },
        true,
      );
      if (!checked.input) {
        fail(checked.message);
        continue;
      }
      const { date } = checked.input;
      const order = trackingNumber
        ? await this.orders.findByTrackingNumber(trackingNumber, courier)
        : orderNumber
          ? await this.orders.findByNumber(orderNumber.replace(/^#/, ''))
          : undefined;
      const group = groups.get(reference) ?? [];
      groups.set(reference, group);
      if (!order) {
        fail('No order with this tracking or order number');
        group.push({ row, net, charges, date, trackingNumber });
        continue;
      }
      group.push({
        row,
        orderId: String(order._id),
        net,
        charges,
        date,
        trackingNumber: trackingNumber || order.orderNumber,
      });
    }
    const payments: CourierPayment[] = [];
    for (const [reference, group] of groups) {
      const failedRows = new Set(report.filter((r) => r.reference === reference).map((r) => r.row));
      const mark = (result: string, message: string) => {
        for (const entry of group)
          if (!failedRows.has(entry.row))
            report.push({ row: entry.row, reference, trackingNumber: entry.trackingNumber, result, message });
      };
      if (failedRows.size) {
        mark('failed', `Not recorded: another row of payment ${reference} failed`);
        continue;
      }
      try {
        payments.push(
          await this.record(ctx, {
            courier,
            reference,
            date: group[0].date,
            amount: rupees(group.reduce((sum, entry) => sum + entry.net, 0)),
            charges: rupees(group.reduce((sum, entry) => sum + entry.charges, 0)),
            orderIds: group.map((entry) => entry.orderId!),
            note: 'Imported from the courier payment file',
          }),
        );
        mark('ok', `Paid by ${reference}`);
      } catch (error) {
        mark('failed', (error as Error).message);
      }
    }
    report.sort((a, b) => a.row - b.row);
    return { payments, rows: report };
  }

  /** Delivered COD cash not yet paid, per courier and by age since delivery (0-7, 8-14, 15-30, over 30 days). */
  async outstanding(now = new Date()): Promise<CashOutstanding> {
    const delivered = await this.orders.unpaidDelivered();
    const byCourier = new Map<string, OutstandingByCourier>();
    const items = delivered.map((record) => {
      const deliveredAt = deliveredAtOf(record);
      const ageDays = Math.max(0, Math.floor((now.getTime() - deliveredAt.getTime()) / DAY));
      const courier = record.shipment?.courier ?? 'none';
      const row =
        byCourier.get(courier) ??
        ({
          courier,
          courierName: courier === 'none' ? 'No courier recorded' : courierName(courier),
          orders: 0,
          amount: 0,
          days0to7: 0,
          days8to14: 0,
          days15to30: 0,
          over30: 0,
        } satisfies OutstandingByCourier);
      byCourier.set(courier, row);
      const amount = record.totalAmount;
      row.orders++;
      row.amount = rupees(row.amount + amount);
      const bucket = ageDays <= 7 ? 'days0to7' : ageDays <= 14 ? 'days8to14' : ageDays <= 30 ? 'days15to30' : 'over30';
      row[bucket] = rupees(row[bucket] + amount);
      return {
        id: String(record._id),
        orderNumber: record.orderNumber,
        courier,
        trackingNumber: record.shipment?.trackingNumber ?? '',
        codAmount: amount,
        deliveredAt,
        ageDays,
      };
    });
    items.sort((a, b) => b.ageDays - a.ageDays);
    const rows = [...byCourier.values()].sort((a, b) => b.amount - a.amount);
    return {
      total: rupees(rows.reduce((sum, row) => sum + row.amount, 0)),
      orders: items.length,
      byCourier: rows,
      items: items.slice(0, 500),
    };
  }
}
