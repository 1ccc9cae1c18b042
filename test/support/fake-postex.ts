import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for PostEx's merchant API, following its integration guide (v4.1.x) as far as the shop
 * uses it: every request carries the merchant's `token` header; every answer is
 * `{ statusCode: "200", statusMessage, dist }` (statusCode a string; "400"/"401" otherwise).
 * - POST v3/create-order: orderRefNumber, invoicePayment, orderDetail, customerName, customerPhone,
 *   deliveryAddress, cityName, items, orderType, invoiceDivision (required) → dist { trackingNumber,
 *   orderStatus, orderDate }
 * - GET v1/track-order/{trackingNumber} → dist { trackingNumber, orderRefNumber, transactionStatus, cityName,
 *   transactionStatusHistory: [{ transactionStatusMessage, transactionStatusMessageCode, updatedAt }] }
 * - PUT v1/cancel-order { trackingNumber }
 * - GET v1/payment-status/{trackingNumber} → dist { orderRefNumber, trackingNumber, settle, settlementDate,
 *   upfrontPaymentDate, cprNumber_1 } (keys without a value left out: an unpaid parcel is only
 *   { orderRefNumber, trackingNumber, settle: false })
 * Tests move a parcel along with `advance(trackingNumber, code, message)` and pay parcels with `settle(…)`.
 */
export interface FakeParcel {
  trackingNumber: string;
  request: Record<string, unknown>;
  history: Array<{ transactionStatusMessage: string; transactionStatusMessageCode: string; updatedAt: string }>;
  cancelled: boolean;
  settled?: { date: string; cpr: string };
}

const REQUIRED = [
  'orderRefNumber',
  'invoicePayment',
  'orderDetail',
  'customerName',
  'customerPhone',
  'deliveryAddress',
  'cityName',
  'items',
  'orderType',
  'invoiceDivision',
];

/** "yyyy-mm-dd hh:mm:ss" in Pakistan time, as PostEx writes its times. */
export function karachiTime(date = new Date()) {
  return new Date(date.getTime() + 5 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export class FakePostEx {
  readonly parcels = new Map<string, FakeParcel>();
  readonly requests: Array<{ method: string; path: string; token?: string; body?: unknown }> = [];
  private server?: Server;
  private counter = 0;
  /** When set, create-order answers this refusal (statusCode "400"). */
  refuseNextBooking?: string;
  /** When set, payment-status answers this refusal (statusCode "400") until cleared. */
  refusePaymentStatus?: string;

  constructor(readonly token = 'test-postex-token') {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/services/integration/api/order`;
  }

  stop() {
    return new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  advance(trackingNumber: string, code: string, message: string, at = new Date()) {
    this.parcels.get(trackingNumber)!.history.push({
      transactionStatusMessage: message,
      transactionStatusMessageCode: code,
      updatedAt: karachiTime(at),
    });
  }

  /** PostEx pays these parcels' cash under one CPR (cash payment receipt) number, on `at`. */
  settle(trackingNumbers: string[], cpr: string, at = new Date()) {
    for (const trackingNumber of trackingNumbers)
      this.parcels.get(trackingNumber)!.settled = { date: karachiTime(at), cpr };
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const body = text ? JSON.parse(text) : undefined;
    const path = (req.url ?? '').replace(/^\/services\/integration\/api\/order\//, '');
    const token = req.headers.token as string | undefined;
    this.requests.push({ method: req.method ?? '', path, token, body });
    const answer = (status: number, statusCode: string, statusMessage: string, dist?: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode, statusMessage, ...(dist === undefined ? {} : { dist }) }));
    };
    if (token !== this.token) return answer(401, '401', 'INVALID TOKEN');

    if (req.method === 'POST' && path === 'v3/create-order') {
      const missing = REQUIRED.filter((field) => body?.[field] === undefined || body?.[field] === '');
      if (missing.length) return answer(400, '400', `${missing[0]} is required`);
      if (!/^03\d{9}$/.test(String(body.customerPhone))) return answer(400, '400', 'INVALID CUSTOMER PHONE');
      if (this.refuseNextBooking) {
        const message = this.refuseNextBooking;
        this.refuseNextBooking = undefined;
        return answer(400, '400', message);
      }
      const trackingNumber = `2${String(++this.counter).padStart(10, '0')}`;
      this.parcels.set(trackingNumber, {
        trackingNumber,
        request: body,
        history: [
          {
            transactionStatusMessage: "At Merchant's Warehouse",
            transactionStatusMessageCode: '0001',
            updatedAt: karachiTime(),
          },
        ],
        cancelled: false,
      });
      return answer(200, '200', 'ORDER HAS BEEN CREATED', {
        trackingNumber,
        orderStatus: 'Unbooked',
        orderDate: karachiTime(),
      });
    }
    const track = /^v1\/track-order\/(.+)$/.exec(path);
    if (req.method === 'GET' && track) {
      const parcel = this.parcels.get(decodeURIComponent(track[1]));
      if (!parcel) return answer(400, '400', 'INVALID TRACKING NUMBER');
      return answer(200, '200', 'SUCCESSFULLY OPERATED', {
        trackingNumber: parcel.trackingNumber,
        orderRefNumber: parcel.request.orderRefNumber,
        customerName: parcel.request.customerName,
        invoicePayment: parcel.request.invoicePayment,
        cityName: parcel.request.cityName,
        transactionStatus: parcel.history[parcel.history.length - 1].transactionStatusMessage,
        transactionStatusHistory: parcel.history,
      });
    }
    if (req.method === 'PUT' && path === 'v1/cancel-order') {
      const parcel = this.parcels.get(String(body?.trackingNumber));
      if (!parcel) return answer(400, '400', 'INVALID TRACKING NUMBER');
      parcel.cancelled = true;
      return answer(200, '200', 'ORDER HAS BEEN CANCELLED');
    }
    const payment = /^v1\/payment-status\/(.+)$/.exec(path);
    if (req.method === 'GET' && payment) {
      const parcel = this.parcels.get(decodeURIComponent(payment[1]));
      if (this.refusePaymentStatus) return answer(400, '400', this.refusePaymentStatus);
      if (!parcel) return answer(400, '400', 'INVALID TRACKING NUMBER');
      return answer(200, '200', 'SUCCESSFULLY OPERATED', {
        orderRefNumber: parcel.request.orderRefNumber,
        trackingNumber: parcel.trackingNumber,
        settle: Boolean(parcel.settled),
        ...(parcel.settled
          ? {
              settlementDate: parcel.settled.date,
              upfrontPaymentDate: parcel.settled.date,
              cprNumber_1: parcel.settled.cpr,
            }
          : {}),
      });
    }
    return answer(404, '404', 'NOT FOUND');
  }
}
