import { FakeCourierServer, FakeRequest, pakistanIsoTime } from './fake-courier-server';

/**
 * A local stand-in for TCS's COD merchant API (its API portal's "COD" and "Track" products), as far as the shop
 * uses it. The client id in the `X-IBM-Client-Id` header of every request (a wrong one: HTTP 401 `{ httpCode,
 * httpMessage, moreInformation }`); every answer carries `returnStatus { status: "SUCCESS" | "FAIL", code, message }`.
 * - GET /v1/cod/cities → allCities [{ cityID, cityName, cityCode, area }]
 * - POST /v1/cod/create-order (JSON): userName, password, costCenterCode, consigneeName, consigneeAddress,
 *   consigneeMobNo, consigneeEmail, originCityName, destinationCityName, weight, pieces, codAmount,
 *   customerReferenceNo, services, productDetails, fragile, remarks, insuranceValue → bookingReply { result: "Your
 *   generated CN is: 779…" }
 * - PUT /v1/cod/cancel-order { userName, password, consignmentNumber }
 * - GET /track/v1/shipments/detail?consignmentNo → TrackDetailReply { TrackInfo [{ consignmentNo, … }], Checkpoints
 *   [{ recievedBy, dateTime, status }] newest first, DeliveryInfo [{ consignmentNo, code, status, recievedBy,
 *   dateTime, station }] newest first, once a delivery was attempted }
 * Tests move a parcel with `advance(cn, status, where)` and attempt a delivery with `deliver(cn, code, status)`.
 */
export interface FakeTcsParcel {
  cn: string;
  request: Record<string, unknown>;
  cancelled: boolean;
  checkpoints: Array<{ recievedBy: string; dateTime: string; status: string }>;
  deliveries: Array<{
    consignmentNo: string;
    code: string;
    status: string;
    recievedBy: string;
    dateTime: string;
    station: string;
  }>;
}

export const TCS_CITIES = [
  { cityID: 1, cityName: 'Karachi', cityCode: 'KHI', area: 'South' },
  { cityID: 2, cityName: 'Lahore', cityCode: 'LHE', area: 'Central' },
  { cityID: 3, cityName: 'Islamabad', cityCode: 'ISB', area: 'North' },
  { cityID: 4, cityName: 'Rawalpindi', cityCode: 'RWP', area: 'North' },
  { cityID: 5, cityName: 'Hyderabad', cityCode: 'HDD', area: 'South' },
  { cityID: 6, cityName: 'Faisalabad', cityCode: 'LYP', area: 'Central' },
];

const REQUIRED = [
  'userName',
  'password',
  'costCenterCode',
  'consigneeName',
  'consigneeAddress',
  'consigneeMobNo',
  'originCityName',
  'destinationCityName',
  'weight',
  'pieces',
  'codAmount',
  'customerReferenceNo',
  'services',
  'productDetails',
  'fragile',
];

const ok = (message = 'Operation Successful') => ({ status: 'SUCCESS', code: '0200', message });
const fail = (message: string, code = '0400') => ({ status: 'FAIL', code, message });

export class FakeTcs extends FakeCourierServer {
  readonly parcels = new Map<string, FakeTcsParcel>();
  private counter = 0;
  /** When set, create-order answers this refusal once. */
  refuseNextBooking?: string;

  constructor(
    readonly clientId = 'test-tcs-client-id',
    readonly userName = 'volt.tcs',
    readonly password = 'test-tcs-password',
  ) {
    super();
  }

  advance(cn: string, status: string, where = 'LAHORE', at = new Date()) {
    this.parcels.get(cn)!.checkpoints.unshift({ recievedBy: where, dateTime: pakistanIsoTime(at), status });
  }

  /** A delivery attempt: `code` OK with status DELIVERED, RS returned to shipper, RR ready for return… */
  deliver(cn: string, code: string, status: string, receivedBy = '', at = new Date()) {
    const parcel = this.parcels.get(cn)!;
    parcel.deliveries.unshift({
      consignmentNo: cn,
      code,
      status,
      recievedBy: receivedBy,
      dateTime: pakistanIsoTime(at),
      station: String(parcel.request.destinationCityName).toUpperCase(),
    });
    this.advance(cn, status, String(parcel.request.destinationCityName).toUpperCase(), at);
  }

  protected handle({ method, path, headers, fields }: FakeRequest, reply: (body: unknown, status?: number) => void) {
    if (headers['x-ibm-client-id'] !== this.clientId)
      return reply(
        { httpCode: '401', httpMessage: 'Unauthorized', moreInformation: 'Invalid client id or secret.' },
        401,
      );
    const account = () => fields.userName === this.userName && fields.password === this.password;

    if (method === 'GET' && path === '/v1/cod/cities') return reply({ returnStatus: ok(), allCities: TCS_CITIES });

    if (method === 'POST' && path === '/v1/cod/create-order') {
      const missing = REQUIRED.filter((field) => fields[field] === undefined || fields[field] === '');
      if (missing.length) return reply({ returnStatus: fail(`${missing.join(', ')} is required`) });
      if (!account()) return reply({ returnStatus: fail('Invalid user name or password', '0401') });
      for (const field of ['originCityName', 'destinationCityName'])
        if (!TCS_CITIES.some((city) => city.cityName === fields[field]))
          return reply({ returnStatus: fail(`Invalid ${field}`) });
      if (!/^03\d{9}$/.test(String(fields.consigneeMobNo as string)))
        return reply({ returnStatus: fail('Invalid consigneeMobNo') });
      if (this.refuseNextBooking) {
        const message = this.refuseNextBooking;
        this.refuseNextBooking = undefined;
        return reply({ returnStatus: fail(message) });
      }
      const cn = String(779_400_000_000 + ++this.counter);
      this.parcels.set(cn, { cn, request: fields, cancelled: false, checkpoints: [], deliveries: [] });
      this.advance(cn, 'Booked', String(fields.originCityName).toUpperCase());
      return reply({ returnStatus: ok(), bookingReply: { result: `Your generated CN is: ${cn}` } });
    }

    if (method === 'PUT' && path === '/v1/cod/cancel-order') {
      if (!account()) return reply({ returnStatus: fail('Invalid user name or password', '0401') });
      const parcel = this.parcels.get(String(fields.consignmentNumber as string));
      if (!parcel || parcel.cancelled) return reply({ returnStatus: fail('Failure: No Record Founds') });
      parcel.cancelled = true;
      return reply({ returnStatus: ok('Cancelled Successfully') });
    }

    if (method === 'GET' && path === '/track/v1/shipments/detail') {
      const parcel = this.parcels.get(String(fields.consignmentNo as string));
      if (!parcel) return reply({ returnStatus: fail('No Record Found', '0404') });
      return reply({
        returnStatus: ok(),
        TrackDetailReply: {
          TrackInfo: [
            {
              consignmentNo: parcel.cn,
              referenceNo: parcel.request.customerReferenceNo,
              origin: String(parcel.request.originCityName).toUpperCase(),
              destination: String(parcel.request.destinationCityName).toUpperCase(),
            },
          ],
          Checkpoints: parcel.checkpoints,
          ...(parcel.deliveries.length ? { DeliveryInfo: parcel.deliveries } : {}),
        },
      });
    }
    return reply({ returnStatus: fail('Not Found', '0404') }, 404);
  }
}
