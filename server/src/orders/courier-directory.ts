/**
 * The couriers a Pakistani merchant hands parcels to, with the public page where anyone can follow a parcel
 * by its tracking number. Pure data: the order view reads it to show a tracking link, the couriers module to
 * book, label and export. `{tn}` stands for the tracking number (URL-encoded).
 */
export interface CourierInfo {
  code: CourierCode;
  name: string;
  /** The courier's public tracking page; null when there is none (own rider, tracked by the shop). */
  trackingUrl: string | null;
}

export const COURIER_CODES = [
  'tcs',
  'leopards',
  'postex',
  'mp',
  'trax',
  'blueex',
  'callcourier',
  'pakpost',
  'own_rider',
] as const;
export type CourierCode = (typeof COURIER_CODES)[number];

export const OWN_RIDER: CourierCode = 'own_rider';

export const COURIERS: Readonly<Record<CourierCode, CourierInfo>> = {
  tcs: { code: 'tcs', name: 'TCS', trackingUrl: 'https://www.tcsexpress.com/track/{tn}' },
  leopards: {
    code: 'leopards',
    name: 'Leopards Courier',
    trackingUrl: 'https://www.leopardscourier.com/leopards-tracking?cn={tn}',
  },
  postex: { code: 'postex', name: 'PostEx', trackingUrl: 'https://postex.pk/tracking?cn={tn}' },
  mp: { code: 'mp', name: 'M&P', trackingUrl: 'https://www.mulphilog.com/tracking/{tn}' },
  trax: { code: 'trax', name: 'Trax', trackingUrl: 'https://sonic.pk/tracking?tracking_number={tn}' },
  blueex: { code: 'blueex', name: 'BlueEx', trackingUrl: 'https://www.blue-ex.com/tracking?trackno={tn}' },
  callcourier: {
    code: 'callcourier',
    name: 'Call Courier',
    trackingUrl: 'https://callcourier.com.pk/tracking/?tc={tn}',
  },
  pakpost: {
    code: 'pakpost',
    name: 'Pakistan Post',
    trackingUrl: 'https://ep.gov.pk/emtts/EPTrack_Live.aspx?ArticleIDz={tn}',
  },
  own_rider: { code: 'own_rider', name: 'Own rider', trackingUrl: null },
};

export const isCourierCode = (value: unknown): value is CourierCode =>
  typeof value === 'string' && (COURIER_CODES as readonly string[]).includes(value);

export const courierName = (code: string) => (isCourierCode(code) ? COURIERS[code].name : code);

/** The public tracking page of a parcel, or null (own rider, no tracking number, unknown courier). */
export function trackingUrlOf(code: string, trackingNumber: string): string | null {
  if (!isCourierCode(code) || !trackingNumber) return null;
  const pattern = COURIERS[code].trackingUrl;
  return pattern ? pattern.replace('{tn}', encodeURIComponent(trackingNumber)) : null;
}
