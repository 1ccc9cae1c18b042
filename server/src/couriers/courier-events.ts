import type { Order } from '../orders/models/order.model';
import type { CourierPayment } from './models/remittance.models';

/**
 * What happened to a parcel or to courier cash, emitted by the couriers' services with @nestjs/event-emitter after
 * the write is stored. Listeners (webhooks) subscribe with `@OnEvent(COURIER_EVENTS.x)`.
 */
export const COURIER_EVENTS = {
  shipmentUpdated: 'shipment.updated',
  paymentRecorded: 'payment.recorded',
} as const;

/** An order's parcel was recorded, booked or tracked further: the order with its shipment as it now is. */
export class ShipmentUpdatedEvent {
  constructor(readonly order: Order) {}
}

/** A courier's payment was recorded (typed in, imported or fetched) and its orders marked paid. */
export class PaymentRecordedEvent {
  constructor(readonly payment: CourierPayment) {}
}
