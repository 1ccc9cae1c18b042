import { courierName } from '../../orders/courier-directory';
import { canonicalCity } from '../cities';

/** What the figures read of a shipped order. */
export interface ShippedParcel {
  courier: string;
  city: string;
  bookedAt: Date;
  deliveredAt?: Date;
  returnedAt?: Date;
  paidAt?: Date;
}

/** One courier's parcels (or one city's of them) over a period. */
export interface ParcelFigures {
  booked: number;
  delivered: number;
  returned: number;
  /** Returned of the parcels that ended (delivered or returned), 0 to 1; null before any ended. */
  returnRate: number | null;
  /** Median days from booking to delivery; null without a delivery. */
  medianDaysToDeliver: number | null;
  /** Median days from delivery to the courier's payment; null without a paid delivery. */
  medianDaysToPayment: number | null;
}

export interface CourierFigures extends ParcelFigures {
  courier: string;
  courierName: string;
  cities: Array<ParcelFigures & { city: string }>;
}

const DAY = 86_400_000;

/** The middle value, or the mean of the two middle ones; to a tenth of a day. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return Math.round(value * 10) / 10;
}

function figuresOf(parcels: readonly ShippedParcel[]): ParcelFigures {
  const delivered = parcels.filter((parcel) => parcel.deliveredAt);
  const returned = parcels.filter((parcel) => parcel.returnedAt && !parcel.deliveredAt).length;
  const ended = delivered.length + returned;
  return {
    booked: parcels.length,
    delivered: delivered.length,
    returned,
    returnRate: ended ? Math.round((returned / ended) * 1000) / 1000 : null,
    medianDaysToDeliver: median(
      delivered.map((parcel) => (parcel.deliveredAt!.getTime() - parcel.bookedAt.getTime()) / DAY),
    ),
    medianDaysToPayment: median(
      delivered
        .filter((parcel) => parcel.paidAt)
        .map((parcel) => Math.max(0, parcel.paidAt!.getTime() - parcel.deliveredAt!.getTime()) / DAY),
    ),
  };
}

/**
 * Each courier's parcels booked in a period, with its cities (a city as its most written spelling, short forms
 * counted with the full name), the couriers with most parcels first and their cities likewise.
 */
export function courierFigures(parcels: readonly ShippedParcel[]): CourierFigures[] {
  const byCourier = new Map<string, ShippedParcel[]>();
  for (const parcel of parcels) byCourier.set(parcel.courier, [...(byCourier.get(parcel.courier) ?? []), parcel]);
  return [...byCourier.entries()]
    .map(([courier, own]) => {
      const byCity = new Map<string, ShippedParcel[]>();
      for (const parcel of own) {
        const key = canonicalCity(parcel.city);
        byCity.set(key, [...(byCity.get(key) ?? []), parcel]);
      }
      const cities = [...byCity.values()]
        .map((inCity) => ({ city: mostWritten(inCity.map((parcel) => parcel.city.trim())), ...figuresOf(inCity) }))
        .sort((a, b) => b.booked - a.booked || a.city.localeCompare(b.city));
      return { courier, courierName: courierName(courier), ...figuresOf(own), cities };
    })
    .sort((a, b) => b.booked - a.booked || a.courierName.localeCompare(b.courierName));
}

function mostWritten(names: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  // A tie goes to the spelling seen first (the sort keeps their order).
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];
}
