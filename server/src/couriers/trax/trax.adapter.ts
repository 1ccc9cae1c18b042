import { UnprocessableEntityException } from '@nestjs/common';
import type { TraxConfig } from '../../config/couriers-config';
import { DailyCityList } from '../cities';
import {
  CourierApi,
  CourierApiError,
  CourierEvent,
  ParcelOutcome,
  ParcelPayment,
  ParcelToBook,
  ParcelTracking,
} from '../courier-api';
import { deliveredCity, pakistanIsoTime, queryOf, requestCourier, rupeesOf, timedEvents } from '../courier-http';

/** Every answer: `status` 0 when done (Trax's convention), else 1 with `message` and, for a booking, `errors`. */
interface Envelope {
  status?: number | string;
  message?: string;
  errors?: unknown;
}

interface CitiesAnswer extends Envelope {
  cities?: Array<{ id: number | string; name: string; delivery?: unknown }>;
}

interface BookAnswer extends Envelope {
  tracking_number?: string | number;
}

interface TrackAnswer extends Envelope {
  details?: {
    tracking_number?: string | number;
    consignee?: { destination?: string };
    /** Newest first. */
    tracking_history?: Array<{
      date_time?: string;
      timestamp?: number;
      status?: string;
      status_reason?: string | null;
    }>;
  };
}

interface PaymentsAnswer extends Envelope {
  current_payment_status?: string;
  payments?: Array<{
    id?: number | string;
    datetime?: string;
    amount?: number | string;
    charges?: number | string;
    gst?: number | string;
    payable?: number | string;
  }>;
}

/** Trax's statuses that end a shipment's journey (its guide's "Shipment - …" and "Return - …" words). */
const DELIVERED = /^shipment\s*-\s*delivered$/i;
const RETURNED = /^(return\s*-\s*delivered to shipper|shipment\s*-\s*returned( to shipper)?)$/i;
const PAID = /^payment\s*-\s*processed$/i;
/** Item product type 5 in Trax's Appendix B: Electronics Accessories (Cases, Chargers, etc.). */
const ELECTRONICS_ACCESSORIES = 5;
const COD = 1;
const REGULAR = 1;

/** Trax times: "05/04/2022 12:44 PM" (day first) or "2022-04-14 11:10:47", Pakistan time without an offset. */
export function traxTime(text: string | undefined): Date {
  const value = (text ?? '').replace(/\s*-\s*/g, '-').trim();
  const dayFirst = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{1,2}):(\d{2}) ?(AM|PM)$/i.exec(value);
  if (dayFirst) {
    const hour = (Number(dayFirst[4]) % 12) + (dayFirst[6].toUpperCase() === 'PM' ? 12 : 0);
    return new Date(
      `${dayFirst[3]}-${dayFirst[2]}-${dayFirst[1]}T${String(hour).padStart(2, '0')}:${dayFirst[5]}:00+05:00`,
    );
  }
  return (/[ T]\d/.test(value) && pakistanIsoTime(value)) || new Date(NaN);
}

/** Trax's refusal in words: its message, then the fields' errors. */
function refusal(answer: Envelope): string {
  const errors =
    answer.errors && typeof answer.errors === 'object'
      ? Object.values(answer.errors as Record<string, unknown>)
          .flat()
          .map((value) => (typeof value === 'string' ? value : JSON.stringify(value)))
      : [];
  return [answer.message?.trim(), ...errors].filter(Boolean).join('; ') || 'no reason given';
}

/** Pakistan time today as Trax's pickup date (YYYY-MM-DD). */
const pickupDate = (now: number) => new Date(now + 5 * 3600_000).toISOString().slice(0, 10);

/**
 * Trax (Sonic) merchant API, as its API guide publishes it: book (`POST /api/shipment/book`), track (`GET
 * /api/shipment/track?tracking_number&type=0`), cancel (`POST /api/shipment/cancel`), a shipment's payments (`GET
 * /api/shipment/payments?tracking_number`) and the cities (`GET /api/cities`: the consignee city goes by Trax's
 * id). The key travels in the `Authorization` header.
 */
export class TraxAdapter implements CourierApi {
  readonly code = 'trax' as const;
  /** The cities it delivers to, from its API. */
  private readonly cities = new DailyCityList(
    () =>
      this.call<CitiesAnswer>('GET', '/api/cities', {}).then((answer) =>
        (answer.cities ?? [])
          .filter((city) => city.delivery !== false)
          .map((city) => ({ id: String(city.id), name: city.name })),
      ),
    () => this.now(),
  );

  constructor(
    private readonly config: TraxConfig,
    private readonly now: () => number = Date.now,
  ) {}

  get configured() {
    return Boolean(this.config.apiKey && this.config.pickupAddressId);
  }

  async book(parcel: ParcelToBook) {
    const email = parcel.consigneeEmail || this.config.fallbackEmail;
    if (!email)
      throw new UnprocessableEntityException(
        "Trax needs the customer's e-mail address: add it to the order, or set TRAX_FALLBACK_EMAIL.",
      );
    const city = deliveredCity('Trax', parcel.city, await this.cities.get());
    const answer = await this.call<BookAnswer>('POST', '/api/shipment/book', {
      service_type_id: REGULAR,
      pickup_address_id: Number(this.config.pickupAddressId),
      information_display: 1,
      consignee_city_id: Number(city.id),
      consignee_name: parcel.consigneeName.slice(0, 100),
      consignee_address: parcel.address.slice(0, 190),
      consignee_phone_number_1: parcel.consigneePhone,
      consignee_email_address: email,
      order_id: parcel.orderNumber,
      item_product_type_id: ELECTRONICS_ACCESSORIES,
      item_description: parcel.contents.slice(0, 190) || 'Electronics accessories',
      item_quantity: parcel.itemCount,
      item_insurance: 0,
      pickup_date: pickupDate(this.now()),
      special_instructions: parcel.notes.slice(0, 250),
      estimated_weight: this.config.parcelWeightKg,
      shipping_mode_id: this.config.shippingModeId,
      amount: Math.round(parcel.codAmount),
      payment_mode_id: COD,
      charges_mode_id: this.config.chargesModeId,
    });
    if (answer.tracking_number === undefined || answer.tracking_number === '')
      throw new CourierApiError('Trax answered without a tracking number');
    return { trackingNumber: String(answer.tracking_number) };
  }

  async track(trackingNumber: string): Promise<ParcelTracking> {
    const answer = await this.call<TrackAnswer>('GET', '/api/shipment/track', {
      tracking_number: trackingNumber,
      type: 0,
    });
    const history = answer.details?.tracking_history ?? [];
    const location = answer.details?.consignee?.destination ?? '';
    const events: CourierEvent[] = history
      .map((step) => {
        const status = (step.status ?? '').trim();
        const at = step.timestamp ? new Date(step.timestamp * 1000) : traxTime(step.date_time);
        return {
          at,
          code: status,
          description: [status, step.status_reason?.trim()].filter(Boolean).join(': '),
          location,
        };
      })
      .reverse();
    const last = (history[0]?.status ?? '').trim();
    const outcome: ParcelOutcome = DELIVERED.test(last) ? 'delivered' : RETURNED.test(last) ? 'returned' : 'in_transit';
    return { trackingNumber, outcome, events: timedEvents(events) };
  }

  async cancel(trackingNumber: string) {
    await this.call('POST', '/api/shipment/cancel', { tracking_number: Number(trackingNumber) });
  }

  /**
   * One request a shipment (the guide's "Payment Details of a Shipment"): paid once Trax says "Payment - Processed";
   * the payment's id is the reference parcels paid together share, its `payable` what Trax paid and `charges` plus
   * `gst` what it kept.
   */
  async payments(trackingNumbers: string[]): Promise<ParcelPayment[]> {
    const answers: ParcelPayment[] = [];
    for (const trackingNumber of trackingNumbers) {
      const answer = await this.call<PaymentsAnswer>('GET', '/api/shipment/payments', {
        tracking_number: trackingNumber,
      });
      const paid = PAID.test((answer.current_payment_status ?? '').trim()) && (answer.payments ?? []).length > 0;
      const payment = paid ? answer.payments![answer.payments!.length - 1] : undefined;
      const settledAt = payment ? traxTime(payment.datetime) : undefined;
      answers.push({
        trackingNumber,
        settled: paid,
        settledAt: settledAt && !Number.isNaN(settledAt.getTime()) ? settledAt : undefined,
        reference: payment?.id !== undefined ? `TRAX-${payment.id}` : undefined,
        amount: payment ? rupeesOf(payment.payable) : undefined,
        charges: payment ? rupeesOf(payment.charges) + rupeesOf(payment.gst) : undefined,
      });
    }
    return answers;
  }

  private async call<T extends Envelope>(
    method: 'GET' | 'POST',
    path: string,
    fields: Record<string, string | number>,
  ): Promise<T> {
    if (!this.configured)
      throw new CourierApiError('Trax is not configured (set TRAX_API_KEY and TRAX_PICKUP_ADDRESS_ID)');
    const base = `${this.config.baseUrl.replace(/\/+$/, '')}${path}`;
    const { ok, status, answer } = await requestCourier<T>('Trax', method === 'GET' ? base + queryOf(fields) : base, {
      method,
      headers: { authorization: this.config.apiKey, accept: 'application/json' },
      body: method === 'POST' ? fields : undefined,
      timeoutMs: this.config.timeoutMs,
    });
    if (!answer) throw new CourierApiError(`Trax refused: HTTP ${status}`);
    if (!ok || String(answer.status) !== '0') throw new CourierApiError(`Trax refused: ${refusal(answer)}`);
    return answer;
  }
}
