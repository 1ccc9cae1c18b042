import { isCourierCode, type CourierCode } from '../orders/courier-directory';

/** The barcode a courier's parcel carries on its label: the symbology (a bwip-js `bcid`) and what it encodes. */
export interface TrackingBarcode {
  bcid: 'code128';
  /** What the courier's scanners read: the tracking (consignment) number as the courier gave it. */
  encodes: 'trackingNumber';
  /** Whether the courier's own documentation says so, or the label follows what Pakistani couriers print. */
  source: 'courier documentation' | 'common practice';
}

const CODE_128: TrackingBarcode = { bcid: 'code128', encodes: 'trackingNumber', source: 'common practice' };

/**
 * Each courier's tracking barcode. None of the PostEx, Leopards or Trax documents we could read names a symbology for
 * a merchant's label, so every entry is Code 128 of the tracking number, as "common practice" (docs/operations.md,
 * Labels). An own rider has no courier scanner: no tracking barcode.
 */
export const TRACKING_BARCODES: Readonly<Record<CourierCode, TrackingBarcode | null>> = {
  postex: CODE_128,
  leopards: CODE_128,
  trax: CODE_128,
  tcs: CODE_128,
  mp: CODE_128,
  blueex: CODE_128,
  callcourier: CODE_128,
  pakpost: CODE_128,
  own_rider: null,
};

/** The tracking barcode of a courier's parcel (Code 128 when the courier is not one we know), or null. */
export function trackingBarcodeOf(courier: string): TrackingBarcode | null {
  return isCourierCode(courier) ? TRACKING_BARCODES[courier] : CODE_128;
}
