import type { PostExConfig } from '../../config/couriers-config';
import {
  CourierApi,
  CourierApiError,
  ParcelOutcome,
  ParcelPayment,
  ParcelToBook,
  ParcelTracking,
} from '../courier-api';

/** PostEx's answer envelope: `statusCode` is a string ("200"), `dist` the payload. */
interface Envelope<T> {
  statusCode: string;
  statusMessage: string;
  dist?: T;
}

interface HistoryEntry {
  transactionStatusMessage?: string;
  transactionStatusMessageCode?: string;
  updatedAt?: string;
  modifiedDatetime?: string;
}

interface TrackDist {
  trackingNumber: string;
  transactionStatus?: string;
  cityName?: string;
  transactionStatusHistory?: HistoryEntry[];
}

/**
 * Payment status (guide: "Get Payment Status"): `settle` true once PostEx has paid the parcel's cash; the
 * dates and the CPR (cash payment receipt) numbers of the upfront and the reserve payment. Keys without a
 * value are left out (an unpaid parcel is `{ orderRefNumber, trackingNumber, settle: false }`).
 */
interface PaymentDist {
  orderRefNumber?: string;
  trackingNumber: string;
  settle: boolean | string;
  settlementDate?: string;
  upfrontPaymentDate?: string;
  cprNumber_1?: string;
  reservePaymentDate?: string;
  cprNumber_2?: string;
}

/** PostEx status codes (Merchant API guide, tracking status list) that end a parcel's journey. */
const DELIVERED_CODES = new Set(['0005']);
const RETURNED_CODES = new Set(['0002', '0006', '0007']);

/** PostEx sends local Pakistan times without an offset ("2025-03-20 14:05:00"). */
export function postExTime(text: string | undefined): Date {
  if (!text) return new Date(NaN);
  const iso = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(text.trim())
    ? `${text.trim().replace(' ', 'T')}+05:00`
    : text;
  return new Date(iso);
}

/**
 * PostEx merchant API (COD API Integration Guide v4.1.x): create order (`POST v3/create-order`), track
 * (`GET v1/track-order/{tn}`), cancel (`PUT v1/cancel-order`) and payment status (`GET
 * v1/payment-status/{tn}`), every request with the `token` header, every answer in `{ statusCode,
 * statusMessage, dist }`.
 */
export class PostExAdapter implements CourierApi {
  readonly code = 'postex' as const;

  constructor(private readonly config: PostExConfig) {}

  get configured() {
    return Boolean(this.config.token);
  }

  async book(parcel: ParcelToBook) {
    const body = {
      orderRefNumber: parcel.orderNumber,
      invoicePayment: parcel.codAmount,
      orderDetail: parcel.contents.slice(0, 250),
      customerName: parcel.consigneeName,
      customerPhone: parcel.consigneePhone,
      deliveryAddress: parcel.address,
      transactionNotes: parcel.notes.slice(0, 250),
      cityName: parcel.city,
      invoiceDivision: 1,
      items: parcel.itemCount,
      pickupAddressCode: this.config.pickupAddressCode || undefined,
      orderType: 'Normal',
    };
    const dist = await this.call<{ trackingNumber: string }>('POST', 'v3/create-order', body);
    if (!dist?.trackingNumber) throw new CourierApiError('PostEx answered without a tracking number');
    return { trackingNumber: dist.trackingNumber };
  }

  async track(trackingNumber: string): Promise<ParcelTracking> {
    const dist = await this.call<TrackDist>('GET', `v1/track-order/${encodeURIComponent(trackingNumber)}`);
    const history = dist?.transactionStatusHistory ?? [];
    const events = history.map((entry) => ({
      at: postExTime(entry.updatedAt ?? entry.modifiedDatetime),
      code: entry.transactionStatusMessageCode ?? '',
      description: entry.transactionStatusMessage ?? '',
      location: dist?.cityName ?? '',
    }));
    const last = history[history.length - 1]?.transactionStatusMessageCode ?? '';
    const outcome: ParcelOutcome = DELIVERED_CODES.has(last)
      ? 'delivered'
      : RETURNED_CODES.has(last)
        ? 'returned'
        : 'in_transit';
    return { trackingNumber, outcome, events: events.filter((event) => !Number.isNaN(event.at.getTime())) };
  }

  async cancel(trackingNumber: string) {
    await this.call('PUT', 'v1/cancel-order', { trackingNumber });
  }

  async payments(trackingNumbers: string[]): Promise<ParcelPayment[]> {
    const answers: ParcelPayment[] = [];
    for (const trackingNumber of trackingNumbers) {
      const dist = await this.call<PaymentDist>('GET', `v1/payment-status/${encodeURIComponent(trackingNumber)}`);
      const settled = dist?.settle === true || String(dist?.settle).toLowerCase() === 'true';
      // A parcel paid in two parts (upfront, then the reserve) is recorded under its first receipt.
      const date = dist?.settlementDate || dist?.upfrontPaymentDate || dist?.reservePaymentDate;
      const settledAt = settled && date ? postExTime(date) : undefined;
      answers.push({
        trackingNumber,
        settled,
        settledAt: settledAt && !Number.isNaN(settledAt.getTime()) ? settledAt : undefined,
        reference: (dist?.cprNumber_1 || dist?.cprNumber_2 || '').trim() || undefined,
      });
    }
    return answers;
  }

  private async call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T | undefined> {
    if (!this.configured) throw new CourierApiError('PostEx is not configured (set POSTEX_API_TOKEN)');
    let response: Response;
    try {
      response = await fetch(`${this.config.baseUrl.replace(/\/+$/, '')}/${path}`, {
        method,
        headers: { token: this.config.token, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new CourierApiError(`PostEx could not be reached: ${(error as Error).message}`);
    }
    let answer: Envelope<T> | undefined;
    try {
      answer = (await response.json()) as Envelope<T>;
    } catch {
      answer = undefined;
    }
    if (!response.ok || !answer || String(answer.statusCode) !== '200')
      throw new CourierApiError(`PostEx refused: ${answer?.statusMessage || `HTTP ${response.status}`}`);
    return answer.dist;
  }
}
