import { useSyncExternalStore } from 'react';

/** An order's phone number shown in full to staff who see it masked, with its WhatsApp links. */
export interface RevealedPhone {
  phone: string;
  whatsappUrl?: string | null;
  whatsappUrlUrdu?: string | null;
}

/**
 * The numbers shown on this page load, by order id: every spot of an order (the queue card, the confirmation
 * panel, the order page's customer and address) shows the number once any of them asked for it. Kept in memory
 * only: a reload masks them again.
 */
const revealed = new Map<string, RevealedPhone>();
const listeners = new Set<() => void>();

export function rememberRevealedPhone(orderId: string, phone: RevealedPhone) {
  revealed.set(orderId, phone);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The order's number once shown on this page load, else undefined. */
export function useRevealedPhone(orderId: string): RevealedPhone | undefined {
  return useSyncExternalStore(
    subscribe,
    () => revealed.get(orderId),
    () => undefined,
  );
}

/** A masked number as the server answers it for staff without `customers:phones` ('0301 •••3344'). */
export const isMaskedPhone = (phone: string | null | undefined) => Boolean(phone?.includes('•'));
