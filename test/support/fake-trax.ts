import { FakeCourierServer, FakeRequest } from './fake-courier-server';

/**
 * A local stand-in for Trax's (Sonic's) merchant API, following its API guide as far as the shop uses it: the key
 * in the `Authorization` header; every answer `{ status: 0, message, … }` when done, `status` 1 with `message` (and
 * `errors` per field for a booking) when refused.
 * - GET /api/cities → cities [{ id, name, pickup, delivery }]
 * - POST /api/shipment/book (JSON): service_type_id, pickup_address_id, information_display, consignee_city_id,
 *   consignee_name, consignee_address, consignee_phone_number_1, consignee_email_address, item_product_type_id,
 *   item_description, item_quantity, item_insurance, pickup_date, estimated_weight, shipping_mode_id, amount,
 *   payment_mode_id, charges_mode_id (mandatory) → { tracking_number }
 * - GET /api/shipment/track?tracking_number&type → details { tracking_number, consignee { destination },
 *   tracking_history [{ date_time, timestamp, status, status_reason }] } (newest first)
 * - POST /api/shipment/cancel { tracking_number } → message "Shipment #… is Cancelled"
 * - GET /api/shipment/payments?tracking_number → current_payment_status, payments [{ id, datetime, amount, charges,
 *   gst, payable }]
 * Tests move a shipment with `advance(tn, status, reason)` and pay shipments with `pay(…)`.
 */
export interface FakeShipment {
  trackingNumber: string;
  request: Record<string, unknown>;
  history: Array<{ date_time: string; timestamp: number; status: string; status_reason: string | null }>;
  cancelled: boolean;
  payment?: { id: number; datetime: string; charges: number };
}

export const TRAX_CITIES = [
  { id: 202, name: 'Karachi' },
  { id: 201, name: 'Lahore' },
  { id: 203, name: 'Islamabad' },
  { id: 204, name: 'Rawalpindi' },
  { id: 251, name: 'Multan' },
  { id: 205, name: 'Sialkot' },
];

const MANDATORY = [
  'service_type_id',
  'pickup_address_id',
  'information_display',
  'consignee_city_id',
  'consignee_name',
  'consignee_address',
  'consignee_phone_number_1',
  'consignee_email_address',
  'item_product_type_id',
  'item_description',
  'item_quantity',
  'item_insurance',
  'pickup_date',
  'estimated_weight',
  'shipping_mode_id',
  'amount',
  'payment_mode_id',
  'charges_mode_id',
];

/** "dd/mm/yyyy hh:mm AM" in Pakistan time, as Trax's tracking writes it. */
function traxDateTime(date: Date) {
  const local = new Date(date.getTime() + 5 * 3600_000);
  const [day, month, year] = [local.getUTCDate(), local.getUTCMonth() + 1, local.getUTCFullYear()];
  const hour = local.getUTCHours();
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(day)}/${two(month)}/${year} ${two(hour % 12 || 12)}:${two(local.getUTCMinutes())} ${hour < 12 ? 'AM' : 'PM'}`;
}

export class FakeTrax extends FakeCourierServer {
  readonly shipments = new Map<string, FakeShipment>();
  private counter = 0;
  /** When set, a booking answers this refusal once. */
  refuseNextBooking?: string;

  constructor(readonly apiKey = 'test-trax-key') {
    super();
  }

  advance(trackingNumber: string, status: string, reason: string | null = null, at = new Date()) {
    this.shipments.get(trackingNumber)!.history.unshift({
      date_time: traxDateTime(at),
      timestamp: Math.floor(at.getTime() / 1000),
      status,
      status_reason: reason,
    });
  }

  /** Trax pays these shipments under one payment id, at `at`, keeping `charges` of each (before 13 % GST). */
  pay(trackingNumbers: string[], id: number, at: Date, charges: number) {
    for (const trackingNumber of trackingNumbers)
      this.shipments.get(trackingNumber)!.payment = {
        id,
        datetime: new Date(at.getTime() + 5 * 3600_000).toISOString().slice(0, 19).replace('T', ' '),
        charges,
      };
  }

  protected handle(request: FakeRequest, answer: (body: unknown, status?: number) => void) {
    const { method, path, fields } = request;
    const authorization = request.headers.authorization;
    if (authorization !== this.apiKey) return answer({ status: 1, message: 'Unauthorized: invalid API key' }, 401);

    if (method === 'GET' && path === '/api/cities')
      return answer({
        status: 0,
        message: 'Pickup and Delivery Information of Cities',
        cities: TRAX_CITIES.map((city) => ({
          ...city,
          pickup: true,
          delivery: { Regular: ['Rush', 'Saver Plus'], Replacement: ['Rush'] },
        })),
      });

    if (method === 'POST' && path === '/api/shipment/book') {
      const missing = MANDATORY.filter((field) => fields[field] === undefined || fields[field] === '');
      if (missing.length)
        return answer({
          status: 1,
          message: 'Validation failed',
          errors: Object.fromEntries(
            missing.map((field) => [field, [`The ${field.replace(/_/g, ' ')} field is required.`]]),
          ),
        });
      if (!/^03\d{9}$/.test(String(fields.consignee_phone_number_1 as string)))
        return answer({ status: 1, message: 'Invalid phone number' });
      if (!TRAX_CITIES.some((city) => city.id === fields.consignee_city_id))
        return answer({ status: 1, message: 'The selected consignee city id is invalid.' });
      if (this.refuseNextBooking) {
        const message = this.refuseNextBooking;
        this.refuseNextBooking = undefined;
        return answer({ status: 1, message });
      }
      const trackingNumber = String(202_202_300_000 + ++this.counter);
      const shipment: FakeShipment = { trackingNumber, request: fields, history: [], cancelled: false };
      this.shipments.set(trackingNumber, shipment);
      this.advance(trackingNumber, 'Shipment - Booked');
      return answer({ status: 0, message: 'Shipment has been Booked!', tracking_number: trackingNumber });
    }

    if (method === 'GET' && path === '/api/shipment/track') {
      const shipment = this.shipments.get(String(fields.tracking_number as string));
      if (!shipment) return answer({ status: 1, message: 'Invalid tracking number' });
      const city = TRAX_CITIES.find((entry) => entry.id === shipment.request.consignee_city_id);
      return answer({
        status: 0,
        message: `Tracking of Shipment #${shipment.trackingNumber}`,
        details: {
          tracking_number: shipment.trackingNumber,
          order_id: shipment.request.order_id ?? null,
          consignee: { name: shipment.request.consignee_name, destination: city?.name },
          tracking_history: shipment.history,
        },
      });
    }

    if (method === 'POST' && path === '/api/shipment/cancel') {
      const shipment = this.shipments.get(String(fields.tracking_number as string));
      if (!shipment || shipment.cancelled) return answer({ status: 1, message: 'Shipment cannot be cancelled' });
      shipment.cancelled = true;
      return answer({ status: 0, message: `Shipment #${shipment.trackingNumber} is Cancelled` });
    }

    if (method === 'GET' && path === '/api/shipment/payments') {
      const shipment = this.shipments.get(String(fields.tracking_number as string));
      if (!shipment) return answer({ status: 1, message: 'Invalid tracking number' });
      const payment = shipment.payment;
      const cod = Number(shipment.request.amount);
      const gst = payment ? Math.round(payment.charges * 0.13 * 100) / 100 : 0;
      return answer({
        status: 0,
        message: `Payment(s) of Shipment #${shipment.trackingNumber}`,
        current_payment_status: payment ? 'Payment - Processed' : 'Payment - Pending',
        payments: payment
          ? [
              {
                id: payment.id,
                datetime: payment.datetime,
                type: 0,
                amount: cod,
                charges: payment.charges.toFixed(2),
                gst: gst.toFixed(2),
                payable: (cod - payment.charges - gst).toFixed(2),
              },
            ]
          : [],
      });
    }
    return answer({ status: 1, message: 'Not found' }, 404);
  }
}
