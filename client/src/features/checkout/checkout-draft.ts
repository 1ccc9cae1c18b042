import { EMPTY_SHIPPING, type ShippingDetails } from './shipping-form';

/**
 * The checkout form as typed, kept in this tab's session storage until the order is placed: a reload, or Back to
 * Cart and Checkout again, finds the name, phone, city, address and notes where the shopper left them. Session
 * storage rather than local storage: the draft holds an address and a phone number, and ends with the tab, so it is
 * not left behind on a shared computer, and two tabs do not overwrite each other's draft. Placing the order
 * forgets it (clearCheckoutDraft).
 */
const STORAGE_KEY = 'volt.checkoutDraft';

const FIELDS = Object.keys(EMPTY_SHIPPING) as (keyof ShippingDetails)[];

/** The saved draft (only its text fields, each at most a few kB), or the empty form. */
export function readCheckoutDraft(): ShippingDetails {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Record<string, unknown> | null;
    if (!parsed || typeof parsed !== 'object') return EMPTY_SHIPPING;
    const draft = { ...EMPTY_SHIPPING };
    for (const field of FIELDS) {
      const value = parsed[field];
      if (typeof value === 'string') draft[field] = value.slice(0, 4_000);
    }
    return draft;
  } catch {
    // No storage (server rendering, blocked storage) or a damaged entry: an empty form.
    return EMPTY_SHIPPING;
  }
}

/** Keeps what is typed now; an all-empty form removes the draft. */
export function saveCheckoutDraft(details: ShippingDetails) {
  try {
    if (FIELDS.every((field) => !details[field])) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, JSON.stringify(details));
  } catch {
    // Storage full or blocked: the form still works, it is only not kept across a reload.
  }
}

/** After the order is placed: nothing typed for it is kept. */
export function clearCheckoutDraft() {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
