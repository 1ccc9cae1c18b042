import { createHmac, timingSafeEqual } from 'node:crypto';

/** The page that stops the messages to one address (outside the API prefix: it is a page for people). */
export const STOP_PATH = 'messages/stop';

/**
 * The stop link's token: the address (a phone's digits or an e-mail) in base64url, a dot, and an HMAC-SHA256 of it
 * under the shop's secret (JWT_SECRET). It names one address and cannot be made for another; it does not expire,
 * since a message read months later should still stop the next ones.
 */
export function stopToken(secret: string, address: string): string {
  return `${Buffer.from(address).toString('base64url')}.${signature(secret, address)}`;
}

/** The address of a well-signed token; undefined for anything else. */
export function addressOfStopToken(secret: string, token: unknown): string | undefined {
  if (typeof token !== 'string' || token.length > 400) return undefined;
  const match = /^([A-Za-z0-9_-]{1,340})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return undefined;
  const address = Buffer.from(match[1], 'base64url').toString('utf8');
  const expected = Buffer.from(signature(secret, address));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? address : undefined;
}

function signature(secret: string, address: string): string {
  return createHmac('sha256', secret).update(`message-stop:${address}`).digest('base64url').slice(0, 22);
}
