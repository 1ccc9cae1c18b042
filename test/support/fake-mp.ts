import { FakeCourierServer, FakeRequest, pakistanIsoTime } from './fake-courier-server';

/**
 * A local stand-in for M&P's (Muller & Phipps') COD API (`/mycodapi/api/…`), as public integrations of its guide
 * give it. The account's `username` and `password` in every request (the query of a GET, the JSON body of a POST);
 * every answer a list of one result `{ isSuccess, message, … }`; an unknown route HTTP 404 `{ Message }`.
 * - GET Branches/Get_Cities?AccountNo → [{ City: [names…] }]
 * - POST Booking/InsertBookingData: locationID, consigneeName, consigneeAddress, consigneeMobNo, consigneeEmail,
 *   destinationCityName, pieces, weight, codAmount, custRefNo, productDetails, fragile, service, remarks,
 *   insuranceValue → [{ isSuccess: true, message, orderReferenceId }]
 * - GET Tracking/Consignment_Tracking?consignment → [{ isSuccess: "true", tracking_Details: [{ CNStatus, Details:
 *   [{ Status, Detail, DateTime, Location }] }] }], newest step first
 * - POST Booking/VoidConsignment { locationID, consignmentNumberList } → [{ isSuccess, message }]
 * Tests move a consignment with `advance(cn, status, detail, location)`.
 */
export interface FakeMpConsignment {
  cn: string;
  request: Record<string, unknown>;
  voided: boolean;
  details: Array<{ Status: string; Detail: string; DateTime: string; Location: string }>;
}

export const MP_CITIES = ['Karachi', 'Lahore', 'Islamabad', 'Rawalpindi', 'Peshawar', 'Sialkot'];

const REQUIRED = [
  'locationID',
  'consigneeName',
  'consigneeAddress',
  'consigneeMobNo',
  'destinationCityName',
  'pieces',
  'weight',
  'codAmount',
  'custRefNo',
  'productDetails',
  'service',
];

export class FakeMp extends FakeCourierServer {
  readonly consignments = new Map<string, FakeMpConsignment>();
  private counter = 0;
  /** When set, InsertBookingData answers this refusal once. */
  refuseNextBooking?: string;

  constructor(
    readonly username = 'volt_mp',
    readonly password = 'test-mp-password',
    readonly accountNo = '4O118',
    readonly locationId = '11345',
  ) {
    super();
  }

  override start() {
    return super.start('/mycodapi/api');
  }

  /** The calls made to one API (`Booking/InsertBookingData`…). */
  called(name: string) {
    return this.calls(`/mycodapi/api/${name}`);
  }

  advance(cn: string, status: string, detail = '', location = 'LAHORE', at = new Date()) {
    this.consignments
      .get(cn)!
      .details.unshift({ Status: status, Detail: detail || status, DateTime: pakistanIsoTime(at), Location: location });
  }

  protected handle({ method, path, fields }: FakeRequest, reply: (body: unknown, status?: number) => void) {
    const name = path.replace(/^\/mycodapi\/api\//, '');
    const result = (isSuccess: boolean | string, message: string, extra: Record<string, unknown> = {}) =>
      reply([{ isSuccess, message, ...extra }]);
    if (fields.username !== this.username || fields.password !== this.password)
      return result(false, 'Invalid username or password');

    if (method === 'GET' && name === 'Branches/Get_Cities') {
      if (fields.AccountNo !== this.accountNo) return result(false, 'Invalid Account No');
      return reply([{ City: MP_CITIES }]);
    }

    if (method === 'POST' && name === 'Booking/InsertBookingData') {
      const missing = REQUIRED.filter((field) => fields[field] === undefined || fields[field] === '');
      if (missing.length) return result(false, `${missing.join(', ')} required`, { orderReferenceId: null });
      if (fields.locationID !== this.locationId) return result(false, 'Invalid Location ID');
      if (!MP_CITIES.includes(String(fields.destinationCityName as string)))
        return result(false, 'Invalid Destination City', { orderReferenceId: null });
      if (this.refuseNextBooking) {
        const message = this.refuseNextBooking;
        this.refuseNextBooking = undefined;
        return result(false, message, { orderReferenceId: null });
      }
      const cn = String(544_000_000_000 + ++this.counter);
      this.consignments.set(cn, { cn, request: fields, voided: false, details: [] });
      this.advance(cn, 'Booking', 'Consignment booked');
      return result(true, 'Booking Successful', { orderReferenceId: cn });
    }

    if (method === 'GET' && name === 'Tracking/Consignment_Tracking') {
      const consignment = this.consignments.get(String(fields.consignment as string));
      if (!consignment) return result('false', 'No Record Found', { tracking_Details: [] });
      return result('true', 'Success', {
        tracking_Details: [
          {
            CNStatus: consignment.details[0].Status,
            ConsigneeName: consignment.request.consigneeName,
            Details: consignment.details,
          },
        ],
      });
    }

    if (method === 'POST' && name === 'Booking/VoidConsignment') {
      const numbers = Array.isArray(fields.consignmentNumberList) ? (fields.consignmentNumberList as string[]) : [];
      const found = numbers.map((cn) => this.consignments.get(cn));
      if (!found.length || found.some((consignment) => !consignment || consignment.voided))
        return result(false, 'Consignment not found or already voided');
      for (const consignment of found) consignment!.voided = true;
      return result(true, 'Consignment(s) voided');
    }
    return reply({ Message: 'No HTTP resource was found that matches the request URI.' }, 404);
  }
}
