import { useMutation } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import type { RecordOpenCheckoutInput } from '../../gql/graphql';
import { STORAGE_KEYS } from '../../ui/constants';
import { phoneError } from '../../ui/phone';
import type { CartLine } from '../cart/guest-cart';
import { RecordOpenCheckoutMutation } from './open-checkout.graphql';
import type { ShippingDetails } from './shipping-form';

/** The wait after the last keystroke before the checkout is recorded again. */
export const OPEN_CHECKOUT_DEBOUNCE_MS = 1_000;

export const REMINDER_NOTICE =
  'If you leave before placing your order, we may send you one reminder on WhatsApp or by e-mail with a link back to this cart.';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

/**
 * The token of this browser's checkout under way, in local storage: the server keeps the open checkout under it,
 * and the reminder's link names it. A new one is made when there is none; placing the order forgets it.
 */
export function openCheckoutToken(): string {
  try {
    const kept = localStorage.getItem(STORAGE_KEYS.openCheckout);
    if (kept && TOKEN_PATTERN.test(kept)) return kept;
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    const token = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    localStorage.setItem(STORAGE_KEYS.openCheckout, token);
    return token;
  } catch {
    return '';
  }
}

/** Keeps the token of a restored checkout: its record goes on under the same token. */
export function keepOpenCheckoutToken(token: string) {
  try {
    if (TOKEN_PATTERN.test(token)) localStorage.setItem(STORAGE_KEYS.openCheckout, token);
  } catch {
    // No storage: a new token is made at checkout.
  }
}

/** After the order is placed: the next checkout is a new one. */
export function forgetOpenCheckout() {
  try {
    localStorage.removeItem(STORAGE_KEYS.openCheckout);
  } catch {
    // Nothing stored.
  }
}

/** What is typed, as the server takes it: trimmed, bounded, and without markup (which it refuses). */
const clean = (text: string, max: number) => text.replace(/[<>]/g, '').trim().slice(0, max);

/**
 * Records the checkout on the server while a valid phone is typed (debounced): the lines and what is typed. Answers
 * whether the reminder notice applies (a valid phone is typed). A failure is silent: the checkout works without it.
 */
export function useOpenCheckout(lines: readonly CartLine[], details: ShippingDetails, enabled: boolean): boolean {
  const [record] = useMutation(RecordOpenCheckoutMutation);
  const phoneValid = details.phone.trim() !== '' && phoneError(details.phone) === null;
  const active = enabled && phoneValid && lines.length > 0;
  const input = useMemo(
    () =>
      active
        ? {
            items: lines.map((line) => ({
              product: line.product.id,
              ...(line.product.variantId ? { variant: line.product.variantId } : {}),
              quantity: Math.min(line.quantity, 10),
            })),
            details: {
              phone: details.phone.trim(),
              name: clean(details.name, 60),
              email: clean(details.email, 254),
              city: clean(details.city, 60),
              address: clean(details.address, 300),
            },
          }
        : null,
    [active, lines, details.phone, details.name, details.email, details.city, details.address],
  );
  const key = input ? JSON.stringify(input) : '';
  useEffect(() => {
    if (!key) return;
    const timer = setTimeout(() => {
      const token = openCheckoutToken();
      if (!token) return;
      const typed = JSON.parse(key) as Omit<RecordOpenCheckoutInput, 'token'>;
      record({ variables: { input: { token, ...typed } } }).catch(() => undefined);
    }, OPEN_CHECKOUT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, record]);
  return active;
}
