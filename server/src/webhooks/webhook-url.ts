/** Loopback host names a development shop may send to over plain http. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why `text` is refused as a webhook address, or null when it is accepted: an absolute https URL without user name
 * or password; plain http only to this computer (localhost, 127.0.0.1, [::1]) and only when not in production.
 */
export function webhookUrlProblem(text: string, production: boolean): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'Enter a full address starting with https://';
  }
  if (url.username || url.password) return 'The address must not hold a user name or password';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && LOOPBACK.has(url.hostname)) {
    return production ? 'The address must start with https://' : null;
  }
  return production
    ? 'The address must start with https://'
    : 'The address must start with https:// (http:// only for localhost while not in production)';
}
