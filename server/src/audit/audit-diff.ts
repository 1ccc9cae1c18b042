/** One changed field of an audit entry: a dot path, its value before and after (short JSON-able values). */
export interface AuditChange {
  field: string;
  from: unknown;
  to: unknown;
}

/** What an audit entry shows instead of a secret's value. */
export const REDACTED = '[redacted]';

/**
 * Field names whose values are never recorded, wherever they appear: passwords and their hashes, tokens and
 * token versions, secrets, access and API keys, confirmation token ids, the keys of idempotent requests.
 */
const SECRET_FIELD = /pass(word)?|hash|token|secret|access.?key|api.?key|client.?keys|idempotency|sealed|otp|pin$/i;

/** Bookkeeping fields no one needs to read in an audit entry. */
const IGNORED_FIELDS = new Set(['__v', 'updatedAt', 'createdAt', 'revision', 'holds', 'holdCount', 'stockMoves']);

const MAX_TEXT = 120;
const MAX_CHANGES = 40;

export function isSecretField(path: string): boolean {
  return path.split('.').some((key) => SECRET_FIELD.test(key));
}

type Bag = Record<string, unknown>;

function isObjectId(value: unknown): value is { toHexString(): string } {
  return typeof value === 'object' && value !== null && typeof (value as Bag).toHexString === 'function';
}

function isPlainBag(value: unknown): value is Bag {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof Date) &&
    !isObjectId(value) &&
    !Buffer.isBuffer(value)
  );
}

/** A stored value as a short JSON-able value: dates as ISO text, ids as hex, long text and lists cut short. */
export function shortValue(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (isObjectId(value)) return value.toHexString();
  if (Buffer.isBuffer(value)) return `[${value.length} bytes]`;
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT - 1)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const plain = JSON.parse(
    JSON.stringify(value, (_key, inner: unknown) => (isObjectId(inner) ? inner.toHexString() : inner)),
  ) as unknown;
  const text = JSON.stringify(plain);
  if (text.length <= MAX_TEXT) return plain;
  return Array.isArray(value) ? `[${value.length} items]` : '{…}';
}

/** Leaves of a record as dot paths: plain objects are walked, everything else (lists included) is one leaf. */
function leaves(record: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (!isPlainBag(record)) {
    if (prefix) into.set(prefix, record);
    return into;
  }
  for (const [key, value] of Object.entries(record)) {
    if (!prefix && IGNORED_FIELDS.has(key)) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainBag(value) && Object.keys(value).length > 0) leaves(value, path, into);
    else into.set(path, value);
  }
  return into;
}

function same(a: unknown, b: unknown): boolean {
  const norm = (value: unknown) => JSON.stringify(shortFull(value));
  return norm(a) === norm(b);
}

function shortFull(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (isObjectId(value)) return value.toHexString();
  if (Array.isArray(value)) return value.map(shortFull);
  if (isPlainBag(value))
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shortFull(inner)]));
  return value;
}

/**
 * The fields that differ between two plain records (either may be absent: a creation, a deletion), as dot
 * paths with short values; secrets' values are redacted, bookkeeping fields left out.
 */
export function diffRecords(before: unknown, after: unknown): AuditChange[] {
  const was = leaves(before ?? {});
  const now = leaves(after ?? {});
  const paths = [...new Set([...was.keys(), ...now.keys()])];
  const changes: AuditChange[] = [];
  for (const path of paths) {
    if (path === '_id' && before && after) continue;
    const from = was.get(path);
    const to = now.get(path);
    if (same(from, to)) continue;
    if ((from === undefined || from === null) && (to === undefined || to === null || to === '')) continue;
    if (isSecretField(path)) changes.push({ field: path, from: REDACTED, to: REDACTED });
    else changes.push({ field: path, from: shortValue(from), to: shortValue(to) });
    if (changes.length >= MAX_CHANGES) break;
  }
  return changes;
}

const ACTION_WORDS: Record<string, string> = {
  create: 'Created',
  delete: 'Deleted',
  block: 'Blocked',
  unblock: 'Unblocked',
  record: 'Recorded',
};

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A value as people read it in a summary: numbers with thousands separators, nothing as '—'. */
export function readable(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number') return numberFormat.format(value);
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** A field's path as a label: 'price' → 'Price', 'shipping.freeAbove' → 'Shipping free above'. */
export function fieldLabel(path: string): string {
  const words = path
    .split('.')
    .map((part) => part.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase())
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A short line about an entry: 'Price 1,200 → 1,050', 'Created Fast Charger', '3 fields changed'. */
export function summarize(action: string, label: string, changes: AuditChange[]): string {
  if (ACTION_WORDS[action]) return `${ACTION_WORDS[action] ?? 'Changed'} ${label}`.trim();
  const shown = changes.filter((change) => change.from !== REDACTED).slice(0, 2);
  if (shown.length === 0) return changes.length ? `${fieldLabel(changes[0].field)} changed` : 'Changed';
  const text = shown.map((change) => `${fieldLabel(change.field)} ${readable(change.from)} → ${readable(change.to)}`);
  const more = changes.length - shown.length;
  return `${text.join('; ')}${more > 0 ? ` (+${more} more)` : ''}`;
}
