/** PostEx merchant API settings (see server/src/couriers/postex). */
export interface PostExConfig {
  /** `token` header of every request (PostEx merchant portal, Integration). */
  token: string;
  /** e.g. https://api.postex.pk/services/integration/api/order */
  baseUrl: string;
  /** The merchant's pickup address code (PostEx Pickup Address API); PostEx's default address when empty. */
  pickupAddressCode: string;
  /** Milliseconds before a request is given up. */
  timeoutMs?: number;
}

export const POSTEX_DEFAULT_BASE_URL = 'https://api.postex.pk/services/integration/api/order';

/** Leopards Courier merchant API settings (see server/src/couriers/leopards). */
export interface LeopardsConfig {
  /** `api_key` and `api_password` of every request (Leopards merchant portal, API Settings, API Management). */
  apiKey: string;
  apiPassword: string;
  /** e.g. https://merchantapi.leopardscourier.com/api (staging: https://merchantapistaging.leopardscourier.com/api) */
  baseUrl: string;
  /** The shipper's id (`shipment_id`) when the account has several shippers; the account's own otherwise. */
  shipperId: string;
  /** Leopards charges by weight and wants one with every booking: grams of a parcel, the shop not weighing its items. */
  parcelWeightGrams: number;
  /** Milliseconds before a request is given up. */
  timeoutMs?: number;
}

/** Trax (Sonic) merchant API settings (see server/src/couriers/trax). */
export interface TraxConfig {
  /** The `Authorization` header of every request (Trax portal, API key). */
  apiKey: string;
  /** e.g. https://sonic.pk (testing: https://app.sonic.pk) */
  baseUrl: string;
  /** The pickup address the parcels leave from (Trax's pickup addresses list); required to book. */
  pickupAddressId: string;
  /** Trax shipping mode: 1 Rush, 2 Saver Plus, 3 Swift. */
  shippingModeId: number;
  /** How Trax takes its charges: 4 deducted from the cash (reimbursement account), 3 invoiced. */
  chargesModeId: number;
  /** Kilograms of a parcel, the shop not weighing its items (Trax weighs it again). */
  parcelWeightKg: number;
  /** Trax requires a consignee e-mail: the one sent when the customer gave none. */
  fallbackEmail: string;
  timeoutMs?: number;
}

export const TRAX_DEFAULT_BASE_URL = 'https://sonic.pk';

export const LEOPARDS_DEFAULT_BASE_URL = 'https://merchantapi.leopardscourier.com/api';

/** Call Courier COD API settings (see server/src/couriers/callcourier). */
export interface CallCourierConfig {
  /** The `loginId` of every booking (Call Courier's account code, e.g. LHR-01234). */
  loginId: string;
  /** e.g. https://cod.callcourier.com.pk/API/CallCourier */
  baseUrl: string;
  /** The origin city parcels leave from, as Call Courier writes it (`Origin`, e.g. LAHORE); also the shipper's city. */
  origin: string;
  /** Call Courier service type (`ServiceTypeId`; 7 is the COD overnight service in its samples). */
  serviceTypeId: number;
  /** The shipper on the consignment note: name, mobile, address, e-mail; the area id when Call Courier gave one. */
  shipperName: string;
  shipperPhone: string;
  shipperAddress: string;
  shipperEmail: string;
  shipperAreaId: string;
  /** Kilograms of a parcel, the shop not weighing its items. */
  parcelWeightKg: number;
  timeoutMs?: number;
}

export const CALLCOURIER_DEFAULT_BASE_URL = 'https://cod.callcourier.com.pk/API/CallCourier';

/** M&P (Muller & Phipps) COD API settings (see server/src/couriers/mp). */
export interface MpConfig {
  /** The COD account's user name and password, in every request. */
  username: string;
  password: string;
  /** The account number (M&P's city list is per account). */
  accountNo: string;
  /** The pickup location id parcels leave from (`locationID`). */
  locationId: string;
  /** e.g. https://mnpcourier.com/mycodapi/api */
  baseUrl: string;
  /** M&P service: Overnight, Second Day… */
  service: string;
  /** Kilograms of a parcel, the shop not weighing its items. */
  parcelWeightKg: number;
  timeoutMs?: number;
}

export const MP_DEFAULT_BASE_URL = 'https://mnpcourier.com/mycodapi/api';

/** TCS COD merchant API settings (see server/src/couriers/tcs). */
export interface TcsConfig {
  /** The `X-IBM-Client-Id` header of every request (TCS developer portal). */
  clientId: string;
  /** The COD account's user name and password, in every booking and cancellation. */
  userName: string;
  password: string;
  /** The account's cost center code (TCS assigns it with the account). */
  costCenterCode: string;
  /** The city parcels leave from, as TCS writes it (`originCityName`, e.g. Lahore). */
  originCity: string;
  /** e.g. https://api.tcscourier.com/production (testing: https://api.tcscourier.com/sandbox) */
  baseUrl: string;
  /** TCS service code: O overnight, D second day. */
  service: string;
  /** Kilograms of a parcel, the shop not weighing its items. */
  parcelWeightKg: number;
  timeoutMs?: number;
}

export const TCS_DEFAULT_BASE_URL = 'https://api.tcscourier.com/production';

/** The couriers' configuration, from the environment (see docs/operations.md, Couriers). */
export interface CouriersConfig {
  postex: PostExConfig;
  leopards: LeopardsConfig;
  trax: TraxConfig;
  callcourier: CallCourierConfig;
  tcs: TcsConfig;
  mp: MpConfig;
  /** How often Shipped parcels booked through an API are tracked; 0 turns the schedule off. */
  trackingIntervalMs: number;
  /** Whether the schedule also fetches the couriers' payments of delivered parcels (on unless turned off). */
  paymentsOnSchedule: boolean;
}

export const COURIERS_CONFIG = Symbol('COURIERS_CONFIG');

export function couriersConfigFrom(env: NodeJS.ProcessEnv = process.env): CouriersConfig {
  const minutes = Number(env.COURIER_TRACKING_MINUTES ?? 30);
  return {
    postex: {
      token: env.POSTEX_API_TOKEN ?? '',
      baseUrl: env.POSTEX_BASE_URL || POSTEX_DEFAULT_BASE_URL,
      pickupAddressCode: env.POSTEX_PICKUP_ADDRESS_CODE ?? '',
    },
    leopards: {
      apiKey: env.LEOPARDS_API_KEY ?? '',
      apiPassword: env.LEOPARDS_API_PASSWORD ?? '',
      baseUrl: env.LEOPARDS_BASE_URL || LEOPARDS_DEFAULT_BASE_URL,
      shipperId: env.LEOPARDS_SHIPPER_ID ?? '',
      parcelWeightGrams: positiveOr(env.LEOPARDS_PARCEL_WEIGHT_GRAMS, 500),
    },
    trax: {
      apiKey: env.TRAX_API_KEY ?? '',
      baseUrl: env.TRAX_BASE_URL || TRAX_DEFAULT_BASE_URL,
      pickupAddressId: env.TRAX_PICKUP_ADDRESS_ID ?? '',
      shippingModeId: positiveOr(env.TRAX_SHIPPING_MODE_ID, 1),
      chargesModeId: positiveOr(env.TRAX_CHARGES_MODE_ID, 4),
      parcelWeightKg: kilogramsOr(env.TRAX_PARCEL_WEIGHT_KG, 0.5),
      fallbackEmail: env.TRAX_FALLBACK_EMAIL ?? '',
    },
    callcourier: {
      loginId: env.CALLCOURIER_LOGIN_ID ?? '',
      baseUrl: env.CALLCOURIER_BASE_URL || CALLCOURIER_DEFAULT_BASE_URL,
      origin: env.CALLCOURIER_ORIGIN ?? '',
      serviceTypeId: positiveOr(env.CALLCOURIER_SERVICE_TYPE_ID, 7),
      shipperName: env.CALLCOURIER_SHIPPER_NAME ?? '',
      shipperPhone: env.CALLCOURIER_SHIPPER_PHONE ?? '',
      shipperAddress: env.CALLCOURIER_SHIPPER_ADDRESS ?? '',
      shipperEmail: env.CALLCOURIER_SHIPPER_EMAIL ?? '',
      shipperAreaId: env.CALLCOURIER_SHIPPER_AREA_ID ?? '',
      parcelWeightKg: kilogramsOr(env.CALLCOURIER_PARCEL_WEIGHT_KG, 0.5),
    },
    tcs: {
      clientId: env.TCS_CLIENT_ID ?? '',
      userName: env.TCS_USERNAME ?? '',
      password: env.TCS_PASSWORD ?? '',
      costCenterCode: env.TCS_COST_CENTER_CODE ?? '',
      originCity: env.TCS_ORIGIN_CITY ?? '',
      baseUrl: env.TCS_BASE_URL || TCS_DEFAULT_BASE_URL,
      service: (env.TCS_SERVICE ?? '').trim() || 'O',
      parcelWeightKg: kilogramsOr(env.TCS_PARCEL_WEIGHT_KG, 0.5),
    },
    mp: {
      username: env.MP_USERNAME ?? '',
      password: env.MP_PASSWORD ?? '',
      accountNo: env.MP_ACCOUNT_NO ?? '',
      locationId: env.MP_LOCATION_ID ?? '',
      baseUrl: env.MP_BASE_URL || MP_DEFAULT_BASE_URL,
      service: (env.MP_SERVICE ?? '').trim() || 'Overnight',
      parcelWeightKg: kilogramsOr(env.MP_PARCEL_WEIGHT_KG, 0.5),
    },
    trackingIntervalMs: Number.isFinite(minutes) && minutes > 0 ? minutes * 60_000 : 0,
    paymentsOnSchedule: !/^(0|false|no|off)$/i.test((env.COURIER_PAYMENTS_ON_SCHEDULE ?? '').trim()),
  };
}

/** A whole number above 0 from the environment, else the default. */
function positiveOr(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** A weight above 0 from the environment, else the default. */
function kilogramsOr(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}
