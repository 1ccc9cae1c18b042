import { HttpException, type Logger } from '@nestjs/common';
import type { CourierCode } from '../orders/courier-directory';

/** A parcel to hand to a courier: what its booking needs of the order. */
export interface ParcelToBook {
  orderNumber: string;
  /** Cash to collect on delivery, in rupees. */
  codAmount: number;
  consigneeName: string;
  /** Local 11-digit form (03001234567), as Pakistani couriers take it. */
  consigneePhone: string;
  /** The customer's e-mail where they gave one, else empty. */
  consigneeEmail: string;
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
  /** The courier's payment reference (PostEx's CPR number): parcels paid together share it. */
  reference?: string;
  /** What the courier says it paid for this parcel, in rupees, when its API tells (PostEx's does not). */
  amount?: number;
  /** What the courier kept of this parcel's cash (its charges), when its API tells. */
  charges?: number;
}

/** A courier's merchant API refused or failed a request: the message is the courier's own, for the admin. */
export class CourierApiError extends Error {}

/** A failed courier call as the admin sees it: 502 with the courier's words, or a plain 502 (logged). */
export function courierFailure(error: unknown, logger: Logger): HttpException {
  if (error instanceof HttpException) return error;
  if (error instanceof CourierApiError) return new HttpException(error.message, 502);
  logger.error(`Courier call failed: ${(error as Error).message}`);
  return new HttpException('The courier could not be reached. Please try again.', 502);
}

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
  /**
   * Whether and how the courier paid these parcels' cash. Absent when the courier's API does not tell (its payments
   * are then typed in or imported on Courier Cash).
   */
  payments?(trackingNumbers: string[]): Promise<ParcelPayment[]>;
}

/** Nest injection token for the list of courier APIs. */
export const COURIER_APIS = Symbol('COURIER_APIS');
