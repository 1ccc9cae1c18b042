import type { CourierCode } from '../orders/courier-directory';

/** A parcel to hand to a courier: what its booking needs of the order. */
export interface ParcelToBook {
  orderNumber: string;
  /** Cash to collect on delivery, in rupees. */
  codAmount: number;
  consigneeName: string;
  /** Local 11-digit form (03001234567), as Pakistani couriers take it. */
  consigneePhone: string;
  address: string;
  city: string;
  itemCount: number;
  /** A short description of the contents (`2 x Anker Nano II; 1 x …`). */
  contents: string;
  notes: string;
}

export interface BookedParcel {
  trackingNumber: string;
}

/** One step of a parcel's journey, in the courier's words. */
export interface CourierEvent {
  at: Date;
  code: string;
  description: string;
  location: string;
}

/** What a parcel's journey means to the order: still on its way, delivered, or back to the shop. */
export type ParcelOutcome = 'in_transit' | 'delivered' | 'returned';

export interface ParcelTracking {
  trackingNumber: string;
  outcome: ParcelOutcome;
  events: CourierEvent[];
}

/** Whether the courier has paid the merchant a parcel's cash, and with which payment. */
export interface ParcelPayment {
  trackingNumber: string;
  settled: boolean;
  settledAt?: Date;
  reference?: string;
}

/** A courier's merchant API refused or failed a request: the message is the courier's own, for the admin. */
export class CourierApiError extends Error {}

/**
 * One courier's merchant API. Each adapter follows its courier's published requests and answers; the
 * couriers service only speaks this interface, so another courier is one more adapter.
 */
export interface CourierApi {
  readonly code: CourierCode;
  /** Whether credentials are configured (booking is offered only then). */
  readonly configured: boolean;
  book(parcel: ParcelToBook): Promise<BookedParcel>;
  track(trackingNumber: string): Promise<ParcelTracking>;
  cancel(trackingNumber: string): Promise<void>;
  payments(trackingNumbers: string[]): Promise<ParcelPayment[]>;
}

/** Nest injection token for the list of courier APIs. */
export const COURIER_APIS = Symbol('COURIER_APIS');
