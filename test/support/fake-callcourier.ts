import { FakeCourierServer, FakeRequest, pakistanIsoTime } from './fake-courier-server';

/**
 * A local stand-in for Call Courier's COD API (`/API/CallCourier/…`), following its API configuration guide and the
 * public integrations as far as the shop uses it. Every call is a GET with its fields in the query; the answers are
 * bare JSON (a list, or the booking's object).
 * - GetCityListByService?serviceID → [{ CityID, CityName, CityShortDesc, StationID, … }]
 * - SaveBooking?loginId&ConsigneeName&ConsigneeRefNo&ConsigneeCellNo&Address&Origin&DestCityId&ServiceTypeId&Pcs&
 *   Weight&Description&SelOrigin&CodAmount&SpecialHandling&MyBoxId&Holiday&remarks&ShipperName&ShipperCellNo&
 *   ShipperArea&ShipperCity&ShipperAddress&ShipperLandLineNo&ShipperEmail → { CNNO, Response: "true", Amount,
 *   NetAmount, GstPer, SpecialHandling, Count }; refused: CNNO null and `Response` the reason
 * - GetTackingHistory?cn → [{ ConsignmentNo, TransactionDate, ProcessDescForPortal, OperationDesc, ReasonDesc }],
 *   oldest first; [] for a number it does not know
 * Tests move a parcel with `advance(cn, status, reason)`.
 */
export interface FakeCallCourierParcel {
  cn: string;
  request: Record<string, unknown>;
  history: Array<{
    ConsignmentNo: string;
    TransactionDate: string;
    ProcessDescForPortal: string;
    OperationDesc: string;
    ReasonDesc: string;
  }>;
}

export const CALLCOURIER_CITIES = [
  { CityID: 1, CityName: 'KARACHI' },
  { CityID: 2, CityName: 'LAHORE' },
  { CityID: 3, CityName: 'RAWALPINDI' },
  { CityID: 4, CityName: 'ISLAMABAD' },
  { CityID: 9, CityName: 'MULTAN' },
  { CityID: 17, CityName: 'DERA GHAZI KHAN' },
];

const REQUIRED: Record<string, string> = {
  ConsigneeName: 'Consignee Name is required',
  ConsigneeCellNo: 'Consignee Cell No is required',
  Address: 'Address is required',
  Origin: 'Origin is required',
  DestCityId: 'Destination City is required',
  ServiceTypeId: 'Service Type is required',
  Pcs: 'Pieces are required',
  Weight: 'Weight is required',
  CodAmount: 'COD Amount is required',
  ShipperName: 'Shipper Name is required',
  ShipperCellNo: 'Shipper Cell No is required',
  ShipperAddress: 'Shipper Address is required',
};

export class FakeCallCourier extends FakeCourierServer {
  readonly parcels = new Map<string, FakeCallCourierParcel>();
  private counter = 0;
  /** When set, SaveBooking answers this refusal once. */
  refuseNextBooking?: string;

  constructor(readonly loginId = 'LHR-04217') {
    super();
  }

  override start() {
    return super.start('/API/CallCourier');
  }

  /** The calls made to one API (`SaveBooking`, `GetTackingHistory`…). */
  called(name: string) {
    return this.calls(`/API/CallCourier/${name}`);
  }

  advance(cn: string, status: string, reason = 'OK', at = new Date()) {
    this.parcels.get(cn)!.history.push({
      ConsignmentNo: cn,
      TransactionDate: pakistanIsoTime(at),
      ProcessDescForPortal: status,
      OperationDesc: status,
      ReasonDesc: reason,
    });
  }

  protected handle({ method, path, fields }: FakeRequest, reply: (body: unknown, status?: number) => void) {
    const name = /^\/API\/CallCourier\/([A-Za-z]+)$/.exec(path)?.[1];
    if (method !== 'GET' || !name) return reply({ Message: 'No HTTP resource was found.' }, 404);

    if (name === 'GetCityListByService') {
      if (!fields.serviceID) return reply({ Message: 'The request is invalid.' }, 400);
      return reply(
        CALLCOURIER_CITIES.map((city) => ({
          ...city,
          CityShortDesc: city.CityName.slice(0, 3),
          StationID: city.CityID,
          ProvinceName: 'PUNJAB',
        })),
      );
    }

    if (name === 'SaveBooking') {
      const refused = (response: string) => reply({ CNNO: null, Response: response, Count: 0 });
      if (fields.loginId !== this.loginId) return refused('Invalid Login ID');
      const missing = Object.keys(REQUIRED).filter((field) => fields[field] === undefined || fields[field] === '');
      if (missing.length) return refused(missing.map((field) => REQUIRED[field]).join(', '));
      if (!CALLCOURIER_CITIES.some((city) => String(city.CityID) === fields.DestCityId))
        return refused('Invalid Destination City');
      if (!/^03\d{9}$/.test(String(fields.ConsigneeCellNo as string))) return refused('Invalid Consignee Cell No');
      if (this.refuseNextBooking) {
        const response = this.refuseNextBooking;
        this.refuseNextBooking = undefined;
        return refused(response);
      }
      const cn = String(10_200_000_000 + ++this.counter);
      this.parcels.set(cn, { cn, request: fields, history: [] });
      this.advance(cn, 'BOOKED');
      return reply({
        NetAmount: '180.00',
        Amount: '155.17',
        GstPer: '16',
        CNNO: cn,
        SpecialHandling: String(fields.SpecialHandling),
        Response: 'true',
        Count: 1,
      });
    }

    if (name === 'GetTackingHistory') return reply(this.parcels.get(String(fields.cn as string))?.history ?? []);
    return reply({ Message: 'No HTTP resource was found.' }, 404);
  }
}
