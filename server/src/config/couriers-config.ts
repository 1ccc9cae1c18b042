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

/** The couriers' configuration, from the environment (see docs/operations.md, Couriers). */
export interface CouriersConfig {
  postex: PostExConfig;
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
    trackingIntervalMs: Number.isFinite(minutes) && minutes > 0 ? minutes * 60_000 : 0,
    paymentsOnSchedule: !/^(0|false|no|off)$/i.test((env.COURIER_PAYMENTS_ON_SCHEDULE ?? '').trim()),
  };
}
