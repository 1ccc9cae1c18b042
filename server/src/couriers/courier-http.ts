import { UnprocessableEntityException } from '@nestjs/common';
import { CourierCity, matchCity } from './cities';
import { CourierApiError, CourierEvent } from './courier-api';

/**
 * What the courier adapters share: one JSON request with a timeout, the couriers' offset-less Pakistan times, the
 * refusal of a city a courier does not list, and the events whose time could be read.
 */

/** A courier's answer: the HTTP status and the JSON body (undefined when the body is not JSON). */
export interface CourierAnswer<T> {
  status: number;
  ok: boolean;
  answer?: T;
}

export interface CourierRequest {
  method: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  timeoutMs?: number;
}

/** One request to a courier's API; a network failure or timeout is `<courier> could not be reached: …`. */
export async function requestCourier<T>(
  courier: string,
  url: string,
  request: CourierRequest,
): Promise<CourierAnswer<T>> {
  const json = request.body !== undefined;
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method,
      headers: { ...(json ? { 'content-type': 'application/json' } : {}), ...request.headers },
      body: json ? JSON.stringify(request.body) : undefined,
      signal: AbortSignal.timeout(request.timeoutMs ?? 15_000),
    });
  } catch (error) {
    throw new CourierApiError(`${courier} could not be reached: ${(error as Error).message}`);
  }
  let answer: T | undefined;
  try {
    answer = (await response.json()) as T;
  } catch {
    answer = undefined;
  }
  return { status: response.status, ok: response.ok, answer };
}

/** A query string of these fields (numbers and booleans written out), with its `?`; empty for none. */
export function queryOf(fields: Record<string, string | number | boolean>): string {
  const entries = Object.entries(fields).map(([key, value]): [string, string] => [key, String(value)]);
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
}

/**
 * "2024-01-02", "2024-01-02 14:05", "2024-01-02T14:05:00.123": a Pakistan time without an offset, as the couriers
 * write them. Undefined for any other form.
 */
export function pakistanIsoTime(text: string | undefined): Date | undefined {
  const iso = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,7})?)?))?$/.exec((text ?? '').trim());
  if (!iso) return undefined;
  const time = (iso[2] ?? '00:00').replace(/(\.\d{3})\d+$/, '$1');
  return new Date(`${iso[1]}T${time}+05:00`);
}

/** The courier's city that is the shopper's, else 422 before the courier is asked to book. */
export function deliveredCity<T extends CourierCity>(courierName: string, typed: string, cities: readonly T[]): T {
  const city = matchCity(typed, cities);
  if (!city)
    throw new UnprocessableEntityException(
      `${courierName} does not deliver to "${typed}". Please correct the city or choose another courier.`,
    );
  return city;
}

/** The events whose time could be read. */
export const timedEvents = (events: CourierEvent[]) => events.filter((event) => !Number.isNaN(event.at.getTime()));

/** A courier's amount ("1,250.00", 1250) in rupees; 0 when none. */
export const rupeesOf = (value: number | string | undefined | null) =>
  Number(String(value ?? '0').replace(/,/g, '')) || 0;
