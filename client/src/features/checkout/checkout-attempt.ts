/**
 * One idempotency key per checkout attempt. The key is kept in session storage with a fingerprint of what
 * was sent (lines, details, total): pressing Place Order again for the same cart and details, after a
 * timeout or a reload, sends the same key, so the server answers the order it may already have placed
 * instead of placing a second one. A changed cart or changed details make a new attempt with a new key.
 */
const STORAGE_KEY = 'volt.checkoutAttempt';

interface StoredAttempt {
  fingerprint: string;
  key: string;
}

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return `checkout-${crypto.randomUUID()}`;
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return `checkout-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

function read(): StoredAttempt | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    const attempt = parsed as StoredAttempt | null;
    return attempt && typeof attempt.fingerprint === 'string' && typeof attempt.key === 'string' ? attempt : null;
  } catch {
    return null;
  }
}

/** The key for sending `input`: the stored one when the same input was sent before, else a new one. */
export function checkoutAttemptKey(input: unknown): string {
  const fingerprint = JSON.stringify(input);
  const stored = read();
  if (stored?.fingerprint === fingerprint) return stored.key;
  const key = newKey();
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ fingerprint, key } satisfies StoredAttempt));
  } catch {
    // Storage full or blocked: the key still covers retries within this page.
  }
  return key;
}

/** After the order is confirmed: the next checkout is a new attempt. */
export function endCheckoutAttempt() {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
