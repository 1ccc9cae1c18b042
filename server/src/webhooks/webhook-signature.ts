import { createHmac, randomBytes } from 'node:crypto';

export const SECRET_PREFIX = 'whsec_';

/** A new signing secret: `whsec_` and 32 random bytes. */
export const newSecret = () => SECRET_PREFIX + randomBytes(32).toString('base64url');

/**
 * The `X-Volt-Signature` of a delivery: `sha256=` and the hex HMAC-SHA256, under the subscription's secret, of the
 * `X-Volt-Timestamp` value, a dot, and the raw body as sent.
 */
export function signature(secret: string, timestamp: number, body: string): string {
  return 'sha256=' + createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}
