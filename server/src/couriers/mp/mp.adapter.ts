import type { MpConfig } from '../../config/couriers-config';
import { DailyCityList } from '../cities';
import { CourierApi, CourierApiError, CourierEvent, ParcelOutcome, ParcelToBook, ParcelTracking } from '../courier-api';
import { deliveredCity, pakistanIsoTime, queryOf, requestCourier, timedEvents } from '../courier-http';

/** Every answer is a list of one result: `isSuccess` (true or "true") and `message`, with the payload beside them. */
interface Result {
  isSuccess?: boolean | string;
  message?: string;
}

interface BookResult extends Result {
  orderReferenceId?: string | number | null;
}

/** One step of a consignment's journey, newest first. */
interface TrackingStep {
  Status?: string;
  Detail?: string;
  DateTime?: string;
  Location?: string;
}

interface TrackResult extends Result {
  tracking_Details?: Array<{ Details?: TrackingStep[] }>;
}

/** A city of `Branches/Get_Cities`: written as a name, or an entry naming one or more. */
type CityEntry = string | { City?: string | string[]; CityName?: string };

/** M&P's statuses that end a consignment's journey; "Return to Origin" is on its way back, still in transit. */
const DELIVERED = /^delivered$/i;
const RETURNED = /^return(ed)? to shipper$/i;

const succeeded = (result: Result | undefined) => /^true$/i.test(String(result?.isSuccess ?? ''));

/**
 * M&P (Muller & Phipps) COD API (`mnpcourier.com/mycodapi/api`), as public integrations of its guide give it: cities
 * (`GET Branches/Get_Cities`; M&P books by city name), insert booking (`POST Booking/InsertBookingData`), tracking
 * (`GET Tracking/Consignment_Tracking`) and void consignment (`POST Booking/VoidConsignment`). The account's user
 * name and password travel in every request, with the pickup location id for booking and voiding. Its payments are
 * not published: they are typed in or imported on Courier Cash.
 */
export class MpAdapter implements CourierApi {
  readonly code = 'mp' as const;
  /** The cities it delivers to, from its API. */
  private readonly cities = new DailyCityList(
    () =>
      this.call<CityEntry[]>('GET', 'Branches/Get_Cities', { AccountNo: this.config.accountNo }).then((answer) =>
        [
          ...new Set(
            (Array.isArray(answer) ? answer : [])
              .flatMap((entry) => (typeof entry === 'string' ? [entry] : [entry.City ?? entry.CityName ?? []].flat()))
              .map((name) => String(name).trim())
              .filter(Boolean),
          ),
        ].map((name) => ({ id: name, name })),
      ),
    () => this.now(),
  );

  constructor(
    private readonly config: MpConfig,
    private readonly now: () => number = Date.now,
  ) {}

  get configured() {
    const { username, password, accountNo, locationId } = this.config;
    return Boolean(username && password && accountNo && locationId);
  }

  async book(parcel: ParcelToBook) {
    const city = deliveredCity('M&P', parcel.city, await this.cities.get());
    const [result] = await this.call<BookResult[]>('POST', 'Booking/InsertBookingData', {
      locationID: this.config.locationId,
      consigneeName: parcel.consigneeName.slice(0, 100),
      consigneeAddress: parcel.address.slice(0, 250),
      consigneeMobNo: parcel.consigneePhone,
      consigneeEmail: parcel.consigneeEmail,
      destinationCityName: city.name,
      pieces: 1,
      weight: this.config.parcelWeightKg,
      codAmount: Math.round(parcel.codAmount),
      custRefNo: parcel.orderNumber,
      productDetails: parcel.contents.slice(0, 250) || 'Electronics accessories',
      fragile: 'No',
      service: this.config.service,
      remarks: parcel.notes.slice(0, 250),
      insuranceValue: 0,
    });
    const number = String(result?.orderReferenceId ?? '').trim();
    if (!number) throw new CourierApiError('M&P answered without a consignment number');
    return { trackingNumber: number };
  }

  async track(trackingNumber: string): Promise<ParcelTracking> {
    const [result] = await this.call<TrackResult[]>('GET', 'Tracking/Consignment_Tracking', {
      consignment: trackingNumber,
    });
    const steps = result?.tracking_Details?.[0]?.Details ?? [];
    if (!steps.length) throw new CourierApiError(`M&P does not know the consignment ${trackingNumber}`);
    const events: CourierEvent[] = steps
      .map((step) => {
        const status = (step.Status ?? '').trim();
        const detail = (step.Detail ?? '').trim();
        return {
          at: pakistanIsoTime(step.DateTime) ?? new Date(NaN),
          code: status,
          description: [status, detail && detail !== status ? detail : ''].filter(Boolean).join(': '),
          location: (step.Location ?? '').trim(),
        };
      })
      .reverse();
    const last = (steps[0].Status ?? '').trim();
    const outcome: ParcelOutcome = DELIVERED.test(last) ? 'delivered' : RETURNED.test(last) ? 'returned' : 'in_transit';
    return { trackingNumber, outcome, events: timedEvents(events) };
  }

  async cancel(trackingNumber: string) {
    await this.call('POST', 'Booking/VoidConsignment', {
      locationID: this.config.locationId,
      consignmentNumberList: [trackingNumber],
    });
  }

  private async call<T extends Result[] | CityEntry[]>(
    method: 'GET' | 'POST',
    path: string,
    fields: Record<string, string | number | string[]>,
  ): Promise<T> {
    if (!this.configured)
      throw new CourierApiError(
        'M&P is not configured (set MP_USERNAME, MP_PASSWORD, MP_ACCOUNT_NO and MP_LOCATION_ID)',
      );
    const credentials = { username: this.config.username, password: this.config.password };
    const base = `${this.config.baseUrl.replace(/\/+$/, '')}/${path}`;
    const { ok, status, answer } = await requestCourier<T | { Message?: string }>(
      'M&P',
      method === 'GET' ? base + queryOf({ ...credentials, ...(fields as Record<string, string>) }) : base,
      {
        method,
        headers: { accept: 'application/json' },
        body: method === 'POST' ? { ...credentials, ...fields } : undefined,
        timeoutMs: this.config.timeoutMs,
      },
    );
    if (!ok || !Array.isArray(answer))
      throw new CourierApiError(
        `M&P refused: ${(answer as { Message?: string } | undefined)?.Message?.trim() || `HTTP ${status}`}`,
      );
    const first = answer[0] as Result | string | undefined;
    if (first && typeof first === 'object' && 'isSuccess' in first && !succeeded(first))
      throw new CourierApiError(`M&P refused: ${first.message?.trim() || 'no reason given'}`);
    return answer;
  }
}
