import { STORAGE_KEYS } from '../../ui/constants';

/**
 * A guest reads their order with the access key answered once at placement. The keys are kept locally
 * (order id → key) so the confirmation page survives a reload; a shared link carries the key as ?key=.
 */
function readAll(): Record<string, string> {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.guestOrders);
    const parsed: unknown = stored ? JSON.parse(stored) : {};
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {};
  } catch (error) {
    console.error('Could not read the saved guest orders', error);
    return {};
  }
}

export function rememberGuestOrderKey(orderId: string, accessKey: string) {
  try {
    localStorage.setItem(STORAGE_KEYS.guestOrders, JSON.stringify({ ...readAll(), [orderId]: accessKey }));
  } catch (error) {
    console.error('Could not save the guest order key', error);
  }
}

export const guestOrderKey = (orderId: string): string | undefined => readAll()[orderId];

/** The confirmation page of an order; guests' links carry the key so they can be opened anywhere. */
export const confirmationPath = (orderId: string, accessKey?: string | null) =>
  `/order-confirmation/${orderId}${accessKey ? `?key=${encodeURIComponent(accessKey)}` : ''}`;
