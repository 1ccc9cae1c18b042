import { createHmac, timingSafeEqual } from 'node:crypto';

/** The confirmation page of a token, on the shop's address. */
export function confirmationLink(address: string, token: string): string {
  return `${address}/confirm/${token}`;
}

/**
 * The confirmation link's token: `{tokenId}.{signature}`, where tokenId is 144 random bits kept on the order
 * and the signature an HMAC-SHA256 of it under the shop's secret (JWT_SECRET). A token that was not made by
 * the shop is refused before the database is asked; a made one still has to match an order's tokenId.
 */
export function signToken(secret: string, tokenId: string): string {
  return `${tokenId}.${signature(secret, tokenId)}`;
}

/** The tokenId of a well-signed token; undefined for anything else. */
export function verifyToken(secret: string, token: unknown): string | undefined {
  if (typeof token !== 'string' || token.length > 100) return undefined;
  const match = /^([A-Za-z0-9_-]{24})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return undefined;
  const expected = Buffer.from(signature(secret, match[1]));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1] : undefined;
}

function signature(secret: string, tokenId: string): string {
  return createHmac('sha256', secret).update(`order-confirmation:${tokenId}`).digest('base64url').slice(0, 22);
}
