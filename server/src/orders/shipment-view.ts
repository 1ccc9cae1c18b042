import { courierName, trackingUrlOf } from './courier-directory';
import type { Shipment } from './models/shipment.model';
import type { ShipmentRecord } from './schemas/shipment.schema';

/** Presents an order's parcel: the courier's name and public tracking link, events oldest first. */
export function shipmentOf(record: ShipmentRecord | undefined): Shipment | undefined {
  if (!record?.courier) return undefined;
  return {
    courier: record.courier,
    courierName: courierName(record.courier),
    trackingNumber: record.trackingNumber ?? '',
    trackingUrl: trackingUrlOf(record.courier, record.trackingNumber ?? ''),
    riderName: record.riderName ?? '',
    booked: Boolean(record.booked),
    bookedAt: record.bookedAt,
    events: [...(record.events ?? [])]
      .sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime())
      .map((event) => ({
        at: event.at,
        code: event.code ?? '',
        description: event.description ?? '',
        location: event.location ?? '',
      })),
    deliveredAt: record.deliveredAt,
    returnedAt: record.returnedAt,
    paymentId: record.paymentId,
    paidAt: record.paidAt,
  };
}

/** The parcel as customers see it (their order, tracking): which courier payment paid its cash is the merchant's. */
export function shipmentForCustomers(shipment: Shipment): Omit<Shipment, 'paymentId' | 'paidAt'> {
  const { paymentId: _paymentId, paidAt: _paidAt, ...visible } = shipment;
  return visible;
}
