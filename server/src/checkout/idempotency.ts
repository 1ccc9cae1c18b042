import { BadRequestException } from '@nestjs/common';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { RequestContext } from '../common/access/request-context';

/** Letters, digits and `- _ . :`, 16 to 128 of them: room for a UUID or any random token, too long to guess. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{16,128}$/;
export const BAD_IDEMPOTENCY_KEY = 'Idempotency-Key must be 16 to 128 characters: letters, digits, and - _ . :';
export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different order. Please start a new checkout to place another order.';

/** What an order placed with an idempotency key keeps of it (never the key itself). */
export interface IdempotencyScope {
  /** sha256 of the key within its scope: the account for a customer, the key alone for a guest. */
  keyHash: string;
  /** Seals the guest's access key: only a caller presenting the same idempotency key can open it. */
  sealingKey: Buffer;
}

/**
 * An idempotency key as given by a caller, checked (400 otherwise) and scoped: two customers, or a
 * customer and a guest, using the same key never meet.
 */
export function scopeOf(ctx: RequestContext, key: unknown): IdempotencyScope {
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw new BadRequestException(BAD_IDEMPOTENCY_KEY);
  const scope = ctx.user ? `user:${ctx.user.id}` : 'guest';
  return {
    keyHash: createHash('sha256').update(`order-key\n${scope}\n${key}`).digest('hex'),
    sealingKey: createHash('sha256').update(`order-access-seal\n${scope}\n${key}`).digest(),
  };
}

/** A fingerprint of a request body: the same fields and values give the same hash whatever their key order. */
export function fingerprint(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, field]) => `${JSON.stringify(name)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** AES-256-GCM with a key derived from the idempotency key: iv, tag and text in one base64url string. */
export function seal(secret: string, sealingKey: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey, iv);
  const text = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), text]).toString('base64url');
}

export function unseal(sealed: string, sealingKey: Buffer): string | undefined {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealingKey, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
