import { BadRequestException, HttpException, Injectable } from '@nestjs/common';
import type { RequestContext } from '../common/access/request-context';
import { spreadsheetCsv } from '../common/csv/spreadsheet-csv';
import { validateAs } from '../common/validation/validation';
import { displayPhone } from '../common/phone/pakistani-phone';
import { courierName } from '../orders/courier-directory';
import { CouriersService, localPhone } from './couriers.service';
import { ParcelOutcomeInput } from './dto/parcel-outcome.input';
import { BulkOutcome, BulkReport, reportOf } from './models/courier.models';
import { readCsv } from './remittances.service';
import type { StoredOrder } from '../orders/order-view';
import { orderLineName } from '../orders/order-line-name';

export type ExportLayout = 'plain' | 'postex';
export const EXPORT_LAYOUTS: ExportLayout[] = ['plain', 'postex'];

/** A courier's words for a parcel that reached its consignee or came back (case and spacing ignored). */
const DELIVERED_WORDS = ['delivered', 'delivered to consignee', '0005'];
const RETURNED_WORDS = [
  'returned',
  'return',
  'returned to shipper',
  'returned to merchant',
  'rto',
  'refused',
  '0002',
  '0006',
  '0007',
];

const STATUS_COLUMNS = ['status', 'delivery status', 'parcel status', 'transaction status', 'current status'];
const TRACKING_COLUMNS = ['tracking number', 'tracking no', 'cn', 'consignment number'];
const ORDER_COLUMNS = ['order number', 'order ref number', 'order reference', 'order ref'];
/** Lines of one paste of tracking numbers. */
const MAX_TRACKING_LINES = 500;
const DATE_COLUMNS = ['date', 'status date', 'delivery date', 'updated at'];

const norm = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
const columnOf = (headers: string[], names: string[]) => headers.find((header) => names.includes(norm(header)));

/**
 * Couriers' files: orders exported as CSV (a plain list, or PostEx's bulk-upload sheet), and a courier's
 * status file read back to mark parcels Delivered or Returned (csv-stringify and csv-parse do the CSV; text cells
 * are written spreadsheet-safe by spreadsheetCsv).
 */
@Injectable()
export class CourierFilesService {
  constructor(private readonly couriers: CouriersService) {}

  /** The orders as CSV; the caller picks them (a courier's sheet: only orders ready for shipping). */
  async exportCsv(records: StoredOrder[], layout: ExportLayout): Promise<string> {
    if (!EXPORT_LAYOUTS.includes(layout)) throw new BadRequestException('layout must be plain or postex');
    if (layout === 'postex') {
      // PostEx merchant portal, bulk order upload sheet (column names as its template; see docs/operations.md).
      return spreadsheetCsv(
        records.map((record) => {
          const parcel = this.couriers.parcelOf(record);
          return {
            'Order Reference': parcel.orderNumber,
            'Order Type': 'Normal',
            'Customer Name': parcel.consigneeName,
            'Customer Phone': parcel.consigneePhone,
            'Delivery Address': parcel.address,
            'City Name': parcel.city,
            'Invoice Payment': parcel.codAmount,
            Items: parcel.itemCount,
            'Order Detail': parcel.contents,
            'Transaction Notes': parcel.notes,
          };
        }),
      );
    }
    return spreadsheetCsv(
      records.map((record) => ({
        'Order Number': record.orderNumber,
        Date: new Date(record.createdAt).toISOString().slice(0, 10),
        Status: record.status,
        Name: record.shippingAddress.name,
        Phone: record.shippingAddress.phone ? displayPhone(record.shippingAddress.phone) : '',
        'Phone (local digits)': localPhone(record.shippingAddress.phone ?? ''),
        Address: record.shippingAddress.address,
        City: record.shippingAddress.city,
        // The merchant's own list: a kind's SKU too, for the shelf.
        Items: record.items
          .map((line) => `${line.quantity} x ${orderLineName(line)}${line.sku ? `, SKU ${line.sku}` : ''}`)
          .join('; '),
        'COD Amount': record.paymentMethod === 'COD' ? record.totalAmount : 0,
        'Discount Code': record.discountCode ?? '',
        Discount: record.discount ?? 0,
        Courier: record.shipment ? courierName(record.shipment.courier) : '',
        'Tracking Number': record.shipment?.trackingNumber ?? '',
      })),
    );
  }

  /**
   * Reads a courier's status file (tracking or order number, status, optional date): Delivered or Returned
   * parcels move their orders; each row is one change through the orders' status path (it lands whole or
   * not at all), and the report says what happened to every row.
   */
  async importStatusCsv(_ctx: RequestContext, text: string): Promise<BulkReport> {
    const rows = readCsv(text);
    if (!rows.length) throw new BadRequestException('The CSV file has no rows');
    const headers = Object.keys(rows[0]);
    const statusCol = columnOf(headers, STATUS_COLUMNS);
    const trackingCol = columnOf(headers, TRACKING_COLUMNS);
    const orderCol = columnOf(headers, ORDER_COLUMNS);
    const dateCol = columnOf(headers, DATE_COLUMNS);
    if (!statusCol || (!trackingCol && !orderCol))
      throw new BadRequestException(
        'The status CSV needs a Status column and a Tracking Number or Order Number column',
      );
    const outcomes: BulkOutcome[] = [];
    for (const [index, raw] of rows.entries()) {
      const row = index + 1;
      const trackingNumber = trackingCol ? (raw[trackingCol] ?? '').trim() : '';
      const orderNumber = orderCol ? (raw[orderCol] ?? '').trim() : '';
      const word = norm(raw[statusCol] ?? '');
      const outcome = DELIVERED_WORDS.includes(word)
        ? 'delivered'
        : RETURNED_WORDS.includes(word)
          ? 'returned'
          : undefined;
      const record = await this.couriers.findByReference(trackingNumber, orderNumber);
      const base = {
        row,
        orderId: record ? String(record._id) : undefined,
        orderNumber: record?.orderNumber ?? (orderNumber || undefined),
      };
      if (!record) {
        outcomes.push({
          ...base,
          result: 'failed',
          message: `No order with tracking number or order number ${trackingNumber || orderNumber || '(empty)'}`,
        });
        continue;
      }
      if (!outcome) {
        outcomes.push({
          ...base,
          result: 'unchanged',
          message: `Status "${raw[statusCol] ?? ''}" is neither delivered nor returned: nothing to do`,
        });
        continue;
      }
      const checked = await validateAs(ParcelOutcomeInput, {
        placedAt: record.createdAt,
        at: dateCol && raw[dateCol] ? raw[dateCol] : new Date(),
      });
      if (!checked.input) {
        outcomes.push({ ...base, result: 'failed', message: checked.message });
        continue;
      }
      try {
        const changed = await this.couriers.applyOutcome(record, outcome, checked.input.at, 'Courier status file');
        outcomes.push(
          changed === 'unchanged'
            ? { ...base, result: 'unchanged', message: `Already ${record.status}` }
            : { ...base, result: 'ok', message: `Marked ${changed.status}`, order: changed },
        );
      } catch (error) {
        outcomes.push({
          ...base,
          result: 'failed',
          message: error instanceof HttpException ? error.message : 'Something went wrong',
        });
      }
    }
    return reportOf(outcomes);
  }

  /**
   * Tracking numbers pasted or imported in bulk, a line per order: its order number and its tracking number (a
   * comma, tab, semicolon or spaces between; a first line naming the columns is skipped). Each order ships with
   * the courier through the one shipping path (its gates: confirmation, blocklist, status); the report says what
   * happened to every line.
   */
  async importTrackingNumbers(ctx: RequestContext, courier: string, text: string): Promise<BulkReport> {
    const lines = text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length && /order/i.test(lines[0]) && /track|cn|consignment/i.test(lines[0])) lines.shift();
    if (!lines.length) throw new BadRequestException('Paste a line per order: its order number and tracking number');
    if (lines.length > MAX_TRACKING_LINES) throw new BadRequestException(`At most ${MAX_TRACKING_LINES} lines at once`);
    const outcomes: BulkOutcome[] = [];
    for (const [index, line] of lines.entries()) {
      const row = index + 1;
      const [orderNumber = '', trackingNumber = '', ...rest] = line.split(/\s*[,;\t]\s*|\s+/).filter(Boolean);
      if (!trackingNumber || rest.length) {
        outcomes.push({ row, result: 'failed', message: 'Write the order number, then the tracking number' });
        continue;
      }
      const record = await this.couriers.findByReference('', orderNumber);
      const base = {
        row,
        orderId: record ? String(record._id) : undefined,
        orderNumber: record?.orderNumber ?? orderNumber,
      };
      if (!record) {
        outcomes.push({ ...base, result: 'failed', message: `No order with order number ${orderNumber}` });
        continue;
      }
      if (record.shipment?.courier === courier && record.shipment.trackingNumber === trackingNumber) {
        outcomes.push({ ...base, result: 'unchanged', message: `Already shipped with ${trackingNumber}` });
        continue;
      }
      try {
        const order = await this.couriers.ship(ctx, String(record._id), { courier, trackingNumber });
        outcomes.push({
          ...base,
          result: 'ok',
          message: `Shipped with ${courierName(courier)} ${trackingNumber}`,
          order,
        });
      } catch (error) {
        outcomes.push({
          ...base,
          result: 'failed',
          message: error instanceof HttpException ? error.message : 'Something went wrong',
        });
      }
    }
    return reportOf(outcomes);
  }
}
