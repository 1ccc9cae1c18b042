import type { CallCourierConfig } from '../../config/couriers-config';
import { DailyCityList } from '../cities';
import { CourierApi, CourierApiError, CourierEvent, ParcelOutcome, ParcelToBook, ParcelTracking } from '../courier-api';
import { deliveredCity, pakistanIsoTime, queryOf, requestCourier, timedEvents } from '../courier-http';

/** One city of `GetCityListByService` (the answer is a bare list). */
interface CityEntry {
  CityID?: number | string;
  CityName?: string;
}

/** `SaveBooking`'s answer: `Response` "true" and the consignment number `CNNO` when booked, else `Response` the reason. */
interface BookAnswer {
  CNNO?: string | number | null;
  Response?: string | boolean | null;
}

/** One step of `GetTackingHistory` (the API's spelling; the answer is a bare list, oldest step first). */
interface HistoryStep {
  ProcessDescForPortal?: string | null;
  OperationDesc?: string | null;
  ReasonDesc?: string | null;
  TransactionDate?: string | null;
}

/** Call Courier's last steps that end a parcel's journey ("RETURN IN PROCESS" and the like are still on the way). */
const DELIVERED = /^delivered$/i;
const RETURNED = /^(returned|return(ed)? to (shipper|origin))$/i;

/** Call Courier times: .NET's "2024-01-02T14:05:00(.123)" or "/Date(1704186300000)/"; the first is Pakistan time. */
export function callCourierTime(text: string | null | undefined): Date {
  const value = (text ?? '').trim();
  const epoch = /^\/Date\((-?\d+)(?:[+-]\d{4})?\)\/$/.exec(value);
  if (epoch) return new Date(Number(epoch[1]));
  return pakistanIsoTime(value) ?? new Date(NaN);
}

/**
 * Call Courier COD API, as its API configuration guide and public integrations give it: cities by service
 * (`GET GetCityListByService?serviceID`), save booking (`GET SaveBooking?loginId&…`: the booking goes in the query,
 * the destination by Call Courier's city id) and tracking history (`GET GetTackingHistory?cn`). The account is the
 * `loginId` of each booking; tracking needs no credentials. Its API publishes no cancellation and no payments:
 * a booking is cancelled in Call Courier's portal, its payments are typed in or imported on Courier Cash.
 */
export class CallCourierAdapter implements CourierApi {
  readonly code = 'callcourier' as const;
  /** The cities its service delivers to, from its API. */
  private readonly cities = new DailyCityList(
    () =>
      this.call<CityEntry[]>('GetCityListByService', { serviceID: this.config.serviceTypeId }).then((answer) =>
        (Array.isArray(answer) ? answer : [])
          .filter((city) => city.CityID !== undefined && city.CityName)
          .map((city) => ({ id: String(city.CityID), name: String(city.CityName) })),
      ),
    () => this.now(),
  );

  constructor(
    private readonly config: CallCourierConfig,
    private readonly now: () => number = Date.now,
  ) {}

  get configured() {
    const { loginId, origin, shipperName, shipperPhone, shipperAddress } = this.config;
    return Boolean(loginId && origin && shipperName && shipperPhone && shipperAddress);
  }

  async book(parcel: ParcelToBook) {
    const cities = await this.cities.get();
    const city = deliveredCity('Call Courier', parcel.city, cities);
    const origin = deliveredCity('Call Courier', this.config.origin, cities);
    const answer = await this.call<BookAnswer>('SaveBooking', {
      loginId: this.config.loginId,
      ConsigneeName: parcel.consigneeName.slice(0, 100),
      ConsigneeRefNo: parcel.orderNumber,
      ConsigneeCellNo: parcel.consigneePhone,
      Address: parcel.address.slice(0, 250),
      Origin: origin.name,
      DestCityId: city.id,
      ServiceTypeId: this.config.serviceTypeId,
      Pcs: 1,
      Weight: this.config.parcelWeightKg,
      Description: parcel.contents.slice(0, 250) || 'Electronics accessories',
      SelOrigin: 'Domestic',
      CodAmount: Math.round(parcel.codAmount),
      SpecialHandling: false,
      MyBoxId: 1,
      Holiday: false,
      remarks: parcel.notes.slice(0, 250),
      ShipperName: this.config.shipperName,
      ShipperCellNo: this.config.shipperPhone,
      ShipperArea: this.config.shipperAreaId,
      ShipperCity: origin.id,
      ShipperAddress: this.config.shipperAddress,
      ShipperLandLineNo: this.config.shipperPhone,
      ShipperEmail: this.config.shipperEmail,
    });
    const accepted = String(answer.Response ?? '').trim();
    const number = String(answer.CNNO ?? '').trim();
    if (!/^true$/i.test(accepted) || !number)
      throw new CourierApiError(
        `Call Courier refused: ${accepted && !/^(true|false)$/i.test(accepted) ? accepted : 'no reason given'}`,
      );
    return { trackingNumber: number };
  }

  async track(trackingNumber: string): Promise<ParcelTracking> {
    const answer = await this.call<HistoryStep[]>('GetTackingHistory', { cn: trackingNumber });
    const steps = Array.isArray(answer) ? answer : [];
    if (!steps.length) throw new CourierApiError(`Call Courier does not know the parcel ${trackingNumber}`);
    const status = (step: HistoryStep) => (step.ProcessDescForPortal ?? step.OperationDesc ?? '').trim();
    const events: CourierEvent[] = steps.map((step) => {
      const reason = (step.ReasonDesc ?? '').trim();
      return {
        at: callCourierTime(step.TransactionDate),
        code: status(step),
        description: [status(step), /^(ok|n\/a)?$/i.test(reason) ? '' : reason].filter(Boolean).join(': '),
        location: '',
      };
    });
    const last = status(steps[steps.length - 1]);
    const outcome: ParcelOutcome = DELIVERED.test(last) ? 'delivered' : RETURNED.test(last) ? 'returned' : 'in_transit';
    return { trackingNumber, outcome, events: timedEvents(events) };
  }

  /** Call Courier's API publishes no cancellation. */
  cancel(trackingNumber: string): Promise<void> {
    return Promise.reject(
      new CourierApiError(
        `Call Courier's API cannot cancel a booking: cancel ${trackingNumber} in the Call Courier portal`,
      ),
    );
  }

  private async call<T>(name: string, fields: Record<string, string | number | boolean>): Promise<T> {
    if (!this.configured)
      throw new CourierApiError(
        'Call Courier is not configured (set CALLCOURIER_LOGIN_ID, CALLCOURIER_ORIGIN and the CALLCOURIER_SHIPPER_ details)',
      );
    const url = `${this.config.baseUrl.replace(/\/+$/, '')}/${name}${queryOf(fields)}`;
    const { ok, status, answer } = await requestCourier<T>('Call Courier', url, {
      method: 'GET',
      headers: { accept: 'application/json' },
      timeoutMs: this.config.timeoutMs,
    });
    if (!ok || answer === undefined || answer === null) {
      const message = (answer as { Message?: string } | undefined)?.Message;
      throw new CourierApiError(`Call Courier refused: ${message?.trim() || `HTTP ${status}`}`);
    }
    return answer;
  }
}
