import type { LeopardsConfig } from '../../config/couriers-config';
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
import { deliveredCity, pakistanIsoTime, queryOf, requestCourier, timedEvents } from '../courier-http';

/** Every answer: `status` 1 (a number or "1") when done, else 0 with `error` a text or an object of texts. */
interface Envelope {
  status?: number | string;
  error?: unknown;
}

interface CityListAnswer extends Envelope {
  city_list?: Array<{ id: number | string; name: string; allow_as_destination?: boolean | number | string }> | null;
}

interface BookAnswer extends Envelope {
  track_number?: string | null;
}

/** One step of a packet's journey; the guide spells the status key "Staus", some accounts answer "Status". */
interface TrackingDetail {
  Staus?: string;
  Status?: string;
  'Activity Date'?: string;
  Activity_datetime?: string;
  Reason?: string;
}

interface TrackAnswer extends Envelope {
  packet_list?: Array<{
    track_number?: string;
    booked_packet_status?: string;
    destination_city_name?: string;
    activity_date?: string;
    'Tracking Detail'?: TrackingDetail[];
  }> | null;
}

interface PaymentAnswer extends Envelope {
  payment_list?: Array<{
    booked_packet_cn?: string | number;
    status?: string;
    invoice_cheque_no?: string;
    invoice_cheque_date?: string;
  }> | null;
}

/** Leopards' last statuses that end a packet's journey; "Being Return" and "Ready for Return" are still on the way. */
const DELIVERED = /^delivered$/i;
const RETURNED = /^(returned to shipper|returned)$/i;
/** The guide allows 50 CN numbers a payment request. */
const PAYMENTS_PER_REQUEST = 50;

/**
 * Leopards dates: "2024-01-02", "2024-01-02 14:05:00" or "02/01/2024" (day first), all Pakistan time without an
 * offset. Invalid for anything else.
 */
export function leopardsTime(text: string | undefined): Date {
  const value = (text ?? '').trim();
  const dayFirst = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (dayFirst) return new Date(`${dayFirst[3]}-${dayFirst[2]}-${dayFirst[1]}T00:00:00+05:00`);
  return pakistanIsoTime(value) ?? new Date(NaN);
}

/** Leopards' refusal in words: a text as it is, an object of texts (per field or per CN) joined. */
function refusal(error: unknown): string {
  if (error && typeof error === 'object')
    return Object.values(error as Record<string, unknown>)
      .map((value) => (value && typeof value === 'object' ? refusal(value) : String(value)))
      .join('; ');
  const text = (typeof error === 'string' || typeof error === 'number' ? String(error) : '').trim();
  return text && text !== '0' && text !== 'null' ? text : 'no reason given';
}

const succeeded = (answer: Envelope) => String(answer.status) === '1';

/**
 * Leopards Courier merchant API (eCom Merchant APIs v2): book packet (`POST bookPacket/format/json/`), track
 * booked packet (`POST trackBookedPacket/format/json/`), cancel booked packets (`POST
 * cancelBookedPackets/format/json/`), payment details (`GET getPaymentDetails/format/json/`) and all cities
 * (`POST getAllCities/format/json/`, the destination city goes by Leopards' id). Credentials travel in every
 * request's body (or query, for the GET).
 */
export class LeopardsAdapter implements CourierApi {
  readonly code = 'leopards' as const;
  /** The cities it delivers to, from its API. */
  private readonly cities = new DailyCityList(
    () =>
      this.call<CityListAnswer>('POST', 'getAllCities', {}).then((answer) =>
        (answer.city_list ?? [])
          .filter(
            (city) => city.allow_as_destination === undefined || /^(true|1)$/i.test(String(city.allow_as_destination)),
          )
          .map((city) => ({ id: String(city.id), name: city.name })),
      ),
    () => this.now(),
  );

  constructor(
    private readonly config: LeopardsConfig,
    private readonly now: () => number = Date.now,
  ) {}

  get configured() {
    return Boolean(this.config.apiKey && this.config.apiPassword);
  }

  async book(parcel: ParcelToBook) {
    const city = deliveredCity('Leopards Courier', parcel.city, await this.cities.get());
    const answer = await this.call<BookAnswer>('POST', 'bookPacket', {
      booked_packet_weight: this.config.parcelWeightGrams,
      booked_packet_no_piece: 1,
      booked_packet_collect_amount: Math.round(parcel.codAmount),
      booked_packet_order_id: parcel.orderNumber,
      origin_city: 'self',
      destination_city: Number(city.id),
      ...(this.config.shipperId ? { shipment_id: Number(this.config.shipperId) } : {}),
      shipment_name_eng: 'self',
      shipment_email: 'self',
      shipment_phone: 'self',
      shipment_address: 'self',
      consignment_name_eng: parcel.consigneeName,
      consignment_phone: parcel.consigneePhone,
      consignment_address: parcel.address,
      // Required by Leopards; the rider reads it: the contents, then the customer's note.
      special_instructions: [parcel.contents, parcel.notes].filter(Boolean).join(' | ').slice(0, 250) || 'None',
    });
    if (!answer.track_number) throw new CourierApiError('Leopards answered without a tracking number');
    return { trackingNumber: String(answer.track_number) };
  }

  async track(trackingNumber: string): Promise<ParcelTracking> {
    const answer = await this.call<TrackAnswer>('POST', 'trackBookedPacket', { track_numbers: trackingNumber });
    const packet = answer.packet_list?.find((entry) => String(entry.track_number) === trackingNumber);
    if (!packet) throw new CourierApiError(`Leopards does not know the packet ${trackingNumber}`);
    const events: CourierEvent[] = (packet['Tracking Detail'] ?? []).map((detail) => {
      const status = (detail.Staus ?? detail.Status ?? '').trim();
      return {
        at: leopardsTime(detail.Activity_datetime ?? detail['Activity Date']),
        code: status,
        description: [status, detail.Reason?.trim()].filter(Boolean).join(': '),
        location: packet.destination_city_name ?? '',
      };
    });
    const last = (packet.booked_packet_status ?? '').trim();
    const outcome: ParcelOutcome = DELIVERED.test(last) ? 'delivered' : RETURNED.test(last) ? 'returned' : 'in_transit';
    return { trackingNumber, outcome, events: timedEvents(events) };
  }

  async cancel(trackingNumber: string) {
    await this.call('POST', 'cancelBookedPackets', { cn_numbers: trackingNumber });
  }

  async payments(trackingNumbers: string[]): Promise<ParcelPayment[]> {
    const answers: ParcelPayment[] = [];
    for (let start = 0; start < trackingNumbers.length; start += PAYMENTS_PER_REQUEST) {
      const asked = trackingNumbers.slice(start, start + PAYMENTS_PER_REQUEST);
      const answer = await this.call<PaymentAnswer>('GET', 'getPaymentDetails', { cn_numbers: asked.join(',') });
      const byNumber = new Map((answer.payment_list ?? []).map((entry) => [String(entry.booked_packet_cn), entry]));
      for (const trackingNumber of asked) {
        const entry = byNumber.get(trackingNumber);
        const settled = /^paid$/i.test((entry?.status ?? '').trim());
        const settledAt = settled ? leopardsTime(entry?.invoice_cheque_date) : undefined;
        answers.push({
          trackingNumber,
          settled,
          settledAt: settledAt && !Number.isNaN(settledAt.getTime()) ? settledAt : undefined,
          reference: settled ? entry?.invoice_cheque_no?.trim() || undefined : undefined,
        });
      }
    }
    return answers;
  }

  private async call<T extends Envelope>(method: 'GET' | 'POST', name: string, fields: object): Promise<T> {
    if (!this.configured)
      throw new CourierApiError('Leopards is not configured (set LEOPARDS_API_KEY and LEOPARDS_API_PASSWORD)');
    const credentials = { api_key: this.config.apiKey, api_password: this.config.apiPassword };
    const url = `${this.config.baseUrl.replace(/\/+$/, '')}/${name}/format/json/`;
    const { ok, status, answer } = await requestCourier<T>(
      'Leopards',
      method === 'GET' ? url + queryOf({ ...credentials, ...(fields as Record<string, string>) }) : url,
      {
        method,
        body: method === 'POST' ? { ...credentials, ...fields } : undefined,
        timeoutMs: this.config.timeoutMs,
      },
    );
    if (!ok || !answer) throw new CourierApiError(`Leopards refused: HTTP ${status}`);
    if (!succeeded(answer)) throw new CourierApiError(`Leopards refused: ${refusal(answer.error)}`);
    return answer;
  }
}
