import { FakeCourierServer, FakeRequest } from './fake-courier-server';

/**
 * A local stand-in for Leopards Courier's merchant API (eCom Merchant APIs v2), as far as the shop uses it. Every
 * request carries `api_key` and `api_password` (in the JSON body of a POST, the query of a GET); every answer is
 * HTTP 200 with `status` 1 and the payload, or `status` 0 and `error` (a text, or an object of texts).
 * - POST getAllCities/format/json/ → city_list [{ id, name, shipment_type, allow_as_origin, allow_as_destination }]
 * - POST bookPacket/format/json/: booked_packet_weight, booked_packet_no_piece, booked_packet_collect_amount,
 *   origin_city, destination_city (a city id or "self"), consignment_name_eng, consignment_phone,
 *   consignment_address, special_instructions (required) → { track_number, slip_link }
 * - POST trackBookedPacket/format/json/ { track_numbers } → packet_list [{ track_number, booked_packet_status,
 *   destination_city_name, 'Tracking Detail': [{ Staus, 'Activity Date', Reason }] }] (the guide's spelling)
 * - POST cancelBookedPackets/format/json/ { cn_numbers } → { status: "1", error: "null" }
 * - GET getPaymentDetails/format/json/?cn_numbers=a,b (at most 50) → payment_list [{ booked_packet_cn, status,
 *   invoice_cheque_no, invoice_cheque_date, payment_method }]
 * Tests move a packet with `advance(cn, status, reason)` and pay packets with `pay(…)`.
 */
export interface FakePacket {
  trackNumber: string;
  request: Record<string, unknown>;
  status: string;
  details: Array<{ Staus: string; 'Activity Date': string; Reason: string }>;
  cancelled: boolean;
  paid?: { cheque: string; date: string };
}

export const LEOPARDS_CITIES = [
  { id: 592, name: 'KARACHI' },
  { id: 789, name: 'LAHORE' },
  { id: 456, name: 'RAWALPINDI' },
  { id: 457, name: 'ISLAMABAD' },
  { id: 311, name: 'D.I. KHAN' },
  { id: 120, name: 'FAISALABAD' },
];

const REQUIRED: Record<string, string> = {
  booked_packet_weight: 'Packet Weight is required',
  booked_packet_no_piece: 'No. of Pieces is required',
  booked_packet_collect_amount: 'COD Amount is required',
  origin_city: 'Origin City is required',
  destination_city: 'Destination City is required',
  consignment_name_eng: 'Consignee Name is required',
  consignment_phone: 'Consignee Phone is required',
  consignment_address: 'Consignee Address is required',
  special_instructions: 'Special Instructions are required',
};

/** "yyyy-mm-dd hh:mm:ss" in Pakistan time. */
export function pakistanTime(date = new Date()) {
  return new Date(date.getTime() + 5 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export class FakeLeopards extends FakeCourierServer {
  readonly packets = new Map<string, FakePacket>();
  private counter = 0;
  /** When set, bookPacket answers this refusal once. */
  refuseNextBooking?: string;

  constructor(
    readonly apiKey = 'test-leopards-key',
    readonly apiPassword = 'test-leopards-password',
  ) {
    super();
  }

  override start() {
    return super.start('/api');
  }

  /** The calls made to one API (`bookPacket`, `trackBookedPacket`…). */
  override calls(name: string) {
    return this.requests.filter((request) => nameOf(request.path) === name);
  }

  advance(trackNumber: string, status: string, reason = '', at = new Date()) {
    const packet = this.packets.get(trackNumber)!;
    packet.status = status;
    packet.details.push({ Staus: status, 'Activity Date': pakistanTime(at), Reason: reason });
  }

  /** Leopards pays these packets' cash by one cheque (or transfer) number, on `date` (yyyy-mm-dd). */
  pay(trackNumbers: string[], cheque: string, date: string) {
    for (const trackNumber of trackNumbers) this.packets.get(trackNumber)!.paid = { cheque, date };
  }

  protected handle(request: FakeRequest, answer: (body: unknown) => void) {
    const fields = request.fields as Record<string, string | number | undefined>;
    const [method, name] = [request.method, nameOf(request.path)];
    if (fields.api_key !== this.apiKey || fields.api_password !== this.apiPassword)
      return answer({ status: 0, error: 'Authentication failed' });

    if (method === 'POST' && name === 'getAllCities')
      return answer({
        status: 1,
        error: '0',
        city_list: LEOPARDS_CITIES.map((city) => ({
          ...city,
          shipment_type: ['overnight', 'express'],
          allow_as_origin: true,
          allow_as_destination: true,
        })),
      });

    if (method === 'POST' && name === 'bookPacket') {
      const missing = Object.keys(REQUIRED).filter((field) => fields[field] === undefined || fields[field] === '');
      if (missing.length)
        return answer({ status: 0, error: Object.fromEntries(missing.map((field) => [field, REQUIRED[field]])) });
      const destination = LEOPARDS_CITIES.find((city) => city.id === Number(fields.destination_city));
      if (!destination) return answer({ status: 0, error: 'Invalid destination city', track_number: null });
      if (this.refuseNextBooking) {
        const error = this.refuseNextBooking;
        this.refuseNextBooking = undefined;
        return answer({ status: 0, error, track_number: null, slip_link: null });
      }
      const trackNumber = `LE${String(7_000_000_000 + ++this.counter)}`;
      this.packets.set(trackNumber, {
        trackNumber,
        request: fields,
        status: 'Pickup Request not Send',
        details: [{ Staus: 'Pickup Request not Send', 'Activity Date': pakistanTime(), Reason: '' }],
        cancelled: false,
      });
      return answer({
        status: 1,
        error: 0,
        track_number: trackNumber,
        slip_link: `http://leopards.test/slip/${trackNumber}`,
      });
    }

    if (method === 'POST' && name === 'trackBookedPacket') {
      const wanted = String(fields.track_numbers ?? '').split(',');
      const found = wanted.map((number) => this.packets.get(number.trim())).filter(Boolean) as FakePacket[];
      if (!found.length) return answer({ status: 0, error: 'Invalid tracking number', packet_list: null });
      return answer({
        status: 1,
        error: 0,
        packet_list: found.map((packet) => ({
          track_number: packet.trackNumber,
          booked_packet_status: packet.status,
          booked_packet_collect_amount: packet.request.booked_packet_collect_amount,
          booked_packet_order_id: packet.request.booked_packet_order_id,
          destination_city_name: LEOPARDS_CITIES.find((city) => city.id === Number(packet.request.destination_city))
            ?.name,
          'Tracking Detail': packet.details,
        })),
      });
    }

    if (method === 'POST' && name === 'cancelBookedPackets') {
      const errors: Record<string, string> = {};
      for (const number of String(fields.cn_numbers ?? '').split(',')) {
        const packet = this.packets.get(number.trim());
        if (!packet || packet.cancelled) errors[number] = 'CN already cancelled or not found';
        else packet.cancelled = true;
      }
      return Object.keys(errors).length ? answer({ status: 0, error: errors }) : answer({ status: '1', error: 'null' });
    }

    if (method === 'GET' && name === 'getPaymentDetails') {
      const wanted = String(fields.cn_numbers ?? '').split(',');
      if (wanted.length > 50) return answer({ status: 0, error: 'Maximum 50 CN numbers allowed', payment_list: null });
      const found = wanted.map((number) => this.packets.get(number.trim())).filter(Boolean) as FakePacket[];
      if (!found.length) return answer({ status: 0, error: 'CN number not found', payment_list: null });
      return answer({
        status: 1,
        error: '0',
        payment_list: found.map((packet) => ({
          booked_packet_cn: packet.trackNumber,
          billing_method: 'COD',
          status: packet.paid ? 'Paid' : 'Pending',
          invoice_cheque_no: packet.paid?.cheque ?? '',
          invoice_cheque_date: packet.paid?.date ?? '',
          payment_method: packet.paid ? 'Bank Transfer' : '',
        })),
      });
    }
    return answer({ status: 0, error: `Unknown API ${name}` });
  }
}

/** The API a path names: `/api/bookPacket/format/json/` → `bookPacket`. */
const nameOf = (path: string) => /^\/api\/([A-Za-z]+)\/format\/json\/?$/.exec(path)?.[1] ?? path;
