import type { TcsConfig } from '../../config/couriers-config';
import { DailyCityList, matchCity } from '../cities';
import { CourierApi, CourierApiError, CourierEvent, ParcelOutcome, ParcelToBook, ParcelTracking } from '../courier-api';
import { deliveredCity, pakistanIsoTime, queryOf, requestCourier, timedEvents } from '../courier-http';

/**
 * Every answer: `returnStatus { status: "SUCCESS", code: "0200", message }` when done, else status "FAIL" with the
 * reason in `message`; the gateway refuses a wrong client id with HTTP 401 `{ httpCode, httpMessage, moreInformation }`.
 */
interface Envelope {
  returnStatus?: { status?: string; code?: string; message?: string };
  httpMessage?: string;
  moreInformation?: string;
}

interface CitiesAnswer extends Envelope {
  allCities?: Array<{ cityID?: number | string; cityName?: string; cityCode?: string }>;
}

/** `bookingReply.result` words the consignment number: "Your generated CN is: 779407659416". */
interface BookAnswer extends Envelope {
  bookingReply?: { result?: string };
}

interface TrackAnswer extends Envelope {
  TrackDetailReply?: {
    TrackInfo?: Array<{ consignmentNo?: string; destination?: string }>;
    /** The parcel's journey, newest first. */
    Checkpoints?: Array<{ recievedBy?: string; dateTime?: string; status?: string }>;
    /** Delivery attempts, newest first: `code` OK with status DELIVERED, RS returned to shipper, RR ready for return… */
    DeliveryInfo?: Array<{
      consignmentNo?: string;
      code?: string;
      status?: string;
      recievedBy?: string;
      dateTime?: string;
      station?: string;
    }>;
  };
}

/** TCS delivery codes and words that end a parcel's journey. */
const DELIVERED = /^delivered$/i;
const RETURNED_CODES = new Set(['RS']);
const RETURNED = /^return(ed)? to (shipper|origin)$/i;

/** TCS times: "2024-01-02T14:05:00", "2024-01-02 14:05" or "20240102 14:05", Pakistan time without an offset. */
export function tcsTime(text: string | undefined): Date {
  const value = (text ?? '').trim();
  const compact = /^(\d{4})(\d{2})(\d{2})(?: (\d{2}:\d{2}(?::\d{2})?))?$/.exec(value);
  if (compact) return new Date(`${compact[1]}-${compact[2]}-${compact[3]}T${compact[4] ?? '00:00'}+05:00`);
  return pakistanIsoTime(value) ?? new Date(NaN);
}

/** TCS's refusal in words: the API's message, else the gateway's. */
function refusal(answer: Envelope | undefined, status: number): string {
  return (
    answer?.returnStatus?.message?.trim() ||
    answer?.moreInformation?.trim() ||
    answer?.httpMessage?.trim() ||
    `HTTP ${status}`
  );
}

/**
 * TCS COD merchant API (TCS's API portal, "COD" and "Track" products): cities (`GET /v1/cod/cities`; TCS books by
 * city name, so the shopper's city is sent as TCS writes it), create order (`POST /v1/cod/create-order`), cancel
 * order (`PUT /v1/cod/cancel-order`) and shipment detail (`GET /track/v1/shipments/detail?consignmentNo`). The
 * client id travels in the `X-IBM-Client-Id` header, the account's user name and password in each booking and
 * cancellation. Its payment reports are not published in a form that could be checked here: TCS's payments are
 * typed in or imported on Courier Cash.
 */
export class TcsAdapter implements CourierApi {
  readonly code = 'tcs' as const;
  /** The cities it delivers to, from its API. */
  private readonly cities = new DailyCityList(
    () =>
      this.call<CitiesAnswer>('GET', '/v1/cod/cities', {}).then((answer) =>
        (answer.allCities ?? [])
          .filter((city) => city.cityName)
          .map((city) => ({ id: String(city.cityID ?? city.cityName), name: String(city.cityName) })),
      ),
    () => this.now(),
  );

  constructor(
    private readonly config: TcsConfig,
    private readonly now: () => number = Date.now,
  ) {}

  get configured() {
    const { clientId, userName, password, costCenterCode, originCity } = this.config;
    return Boolean(clientId && userName && password && costCenterCode && originCity);
  }

  async book(parcel: ParcelToBook) {
    const cities = await this.cities.get();
    const city = deliveredCity('TCS', parcel.city, cities);
    const answer = await this.call<BookAnswer>('POST', '/v1/cod/create-order', {
      userName: this.config.userName,
      password: this.config.password,
      costCenterCode: this.config.costCenterCode,
      consigneeName: parcel.consigneeName.slice(0, 100),
      consigneeAddress: parcel.address.slice(0, 250),
      consigneeMobNo: parcel.consigneePhone,
      consigneeEmail: parcel.consigneeEmail,
      originCityName: matchCity(this.config.originCity, cities)?.name ?? this.config.originCity,
      destinationCityName: city.name,
      weight: this.config.parcelWeightKg,
      pieces: 1,
      codAmount: String(Math.round(parcel.codAmount)),
      customerReferenceNo: parcel.orderNumber,
      services: this.config.service,
      productDetails: parcel.contents.slice(0, 250) || 'Electronics accessories',
      fragile: 'No',
      remarks: parcel.notes.slice(0, 250),
      insuranceValue: 0,
    });
    const number = /(\d{6,})\s*$/.exec(answer.bookingReply?.result ?? '')?.[1];
    if (!number) throw new CourierApiError('TCS answered without a consignment number');
    return { trackingNumber: number };
  }

  async track(trackingNumber: string): Promise<ParcelTracking> {
    const answer = await this.call<TrackAnswer>('GET', '/track/v1/shipments/detail', { consignmentNo: trackingNumber });
    const reply = answer.TrackDetailReply;
    if (!reply) throw new CourierApiError(`TCS does not know the parcel ${trackingNumber}`);
    const checkpoints: CourierEvent[] = (reply.Checkpoints ?? [])
      .map((step) => ({
        at: tcsTime(step.dateTime),
        code: (step.status ?? '').trim(),
        description: (step.status ?? '').trim(),
        location: (step.recievedBy ?? '').trim(),
      }))
      .reverse();
    const deliveries = (reply.DeliveryInfo ?? []).filter(
      (entry) => !entry.consignmentNo || String(entry.consignmentNo) === trackingNumber,
    );
    const attempts: CourierEvent[] = deliveries
      .map((entry) => ({
        at: tcsTime(entry.dateTime),
        code: (entry.code ?? '').trim(),
        description: [entry.status?.trim(), entry.recievedBy?.trim() && `received by ${entry.recievedBy.trim()}`]
          .filter(Boolean)
          .join(', '),
        location: (entry.station ?? '').trim(),
      }))
      .reverse();
    const last = deliveries[0];
    const [code, status] = [(last?.code ?? '').trim().toUpperCase(), (last?.status ?? '').trim()];
    const outcome: ParcelOutcome =
      code === 'OK' && DELIVERED.test(status)
        ? 'delivered'
        : RETURNED_CODES.has(code) || RETURNED.test(status)
          ? 'returned'
          : 'in_transit';
    return { trackingNumber, outcome, events: timedEvents([...checkpoints, ...attempts]) };
  }

  async cancel(trackingNumber: string) {
    await this.call('PUT', '/v1/cod/cancel-order', {
      userName: this.config.userName,
      password: this.config.password,
      consignmentNumber: trackingNumber,
    });
  }

  private async call<T extends Envelope>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    fields: Record<string, string | number>,
  ): Promise<T> {
    if (!this.configured)
      throw new CourierApiError(
        'TCS is not configured (set TCS_CLIENT_ID, TCS_USERNAME, TCS_PASSWORD, TCS_COST_CENTER_CODE and TCS_ORIGIN_CITY)',
      );
    const base = `${this.config.baseUrl.replace(/\/+$/, '')}${path}`;
    const { ok, status, answer } = await requestCourier<T>('TCS', method === 'GET' ? base + queryOf(fields) : base, {
      method,
      headers: { 'x-ibm-client-id': this.config.clientId, accept: 'application/json' },
      body: method === 'GET' ? undefined : fields,
      timeoutMs: this.config.timeoutMs,
    });
    if (!ok || !answer || answer.returnStatus?.status?.toUpperCase() !== 'SUCCESS')
      throw new CourierApiError(`TCS refused: ${refusal(answer, status)}`);
    return answer;
  }
}
