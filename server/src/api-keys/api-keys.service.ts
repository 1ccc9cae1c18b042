import { Injectable, Logger, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { LRUCache } from 'lru-cache';
import { createHash, randomBytes } from 'node:crypto';
import { isValidObjectId, Model } from 'mongoose';
import type { AuthUser, RequestContext } from '../common/access/request-context';
import { KEY_PREFIX } from './api-key-format';
import { permissionsOfScopes } from './api-key-scopes';
import { ApiKeyRecord } from './api-key.schema';
import type { CreateApiKeyInput } from './dto/create-api-key.input';

export const INVALID_KEY = 'This API key is not valid, has expired or was revoked.';
export const KEY_NOT_FOUND = 'API key not found';
/** A key's last use is written at most this often (a busy integration would otherwise write on every request). */
const LAST_USE_EVERY_MS = 60_000;
/** How long a key, once found, is trusted without reading it again (a revocation on another process takes this long). */
const KEPT_MS = 5_000;

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

type StoredKey = ApiKeyRecord & { _id: unknown };

/** A key as the owner's list shows it: never the key itself nor its hash. */
export interface ApiKeyView {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  createdByName: string;
  createdAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  /** 'active', 'revoked' or 'expired', as of the answer. */
  status: 'active' | 'revoked' | 'expired';
}

const view = (record: StoredKey): ApiKeyView => ({
  id: String(record._id),
  name: record.name,
  prefix: record.prefix,
  scopes: record.scopes,
  createdByName: record.createdByName,
  createdAt: record.createdAt,
  expiresAt: record.expiresAt ?? null,
  revokedAt: record.revokedAt ?? null,
  lastUsedAt: record.lastUsedAt ?? null,
  status: record.revokedAt
    ? 'revoked'
    : record.expiresAt && record.expiresAt.getTime() <= Date.now()
      ? 'expired'
      : 'active',
});

/**
 * Integrations' keys (an ERP, an accounting sheet, a courier aggregator): made by an Owner with scopes, shown once,
 * kept as SHA-256 only, with last use, expiry and revocation. A request with a key acts as the key: a caller with
 * role `admin`, no staff role, and the permissions its scopes grant (api-key-scopes.ts).
 */
@Injectable()
export class ApiKeysService {
  private readonly logger = new Logger(ApiKeysService.name);
  private readonly found = new LRUCache<string, { user: AuthUser; record: StoredKey }>({ max: 1000, ttl: KEPT_MS });

  constructor(@InjectModel(ApiKeyRecord.name) private readonly keys: Model<ApiKeyRecord>) {}

  async create(ctx: RequestContext, input: CreateApiKeyInput): Promise<{ key: string; apiKey: ApiKeyView }> {
    const key = KEY_PREFIX + randomBytes(32).toString('base64url');
    const expiresAt = input.expiresInDays ? new Date(Date.now() + input.expiresInDays * 86_400_000) : undefined;
    const created = await this.keys.create({
      name: input.name,
      hash: hashOf(key),
      prefix: key.slice(0, KEY_PREFIX.length + 4),
      scopes: [...new Set(input.scopes)],
      createdById: ctx.user?.id ?? '',
      createdByName: ctx.user?.name ?? '',
      expiresAt,
    });
    return { key, apiKey: view(created.toObject<StoredKey>()) };
  }

  async list(): Promise<ApiKeyView[]> {
    const records = await this.keys.find().sort({ createdAt: -1 }).limit(200).lean<StoredKey[]>();
    return records.map(view);
  }

  /** Revokes a key at once on this process (others: within KEPT_MS). Revoking a revoked key changes nothing. */
  async revoke(id: string): Promise<ApiKeyView> {
    if (!isValidObjectId(id)) throw new NotFoundException(KEY_NOT_FOUND);
    const record = await this.keys
      .findOneAndUpdate(
        { _id: id, revokedAt: { $exists: false } },
        { $set: { revokedAt: new Date() } },
        { returnDocument: 'after' },
      )
      .lean<StoredKey>();
    const current = record ?? (await this.keys.findById(id).lean<StoredKey>());
    if (!current) throw new NotFoundException(KEY_NOT_FOUND);
    this.found.clear();
    return view(current);
  }

  /** The caller a key signs in, or 401 for an unknown, expired or revoked key. */
  async authenticate(key: string, ip: string): Promise<AuthUser> {
    const hash = hashOf(key);
    let entry = this.found.get(hash);
    if (!entry) {
      const record = await this.keys.findOne({ hash }).lean<StoredKey>();
      if (!record) throw new UnauthorizedException(INVALID_KEY);
      const id = String(record._id);
      entry = {
        record,
        user: {
          id: `key:${id}`,
          role: 'admin',
          name: record.name,
          email: '',
          apiKey: { id, name: record.name },
          keyPermissions: permissionsOfScopes(record.scopes),
        },
      };
      this.found.set(hash, entry);
    }
    const { record, user } = entry;
    const now = Date.now();
    if (record.revokedAt || (record.expiresAt && record.expiresAt.getTime() <= now))
      throw new UnauthorizedException(INVALID_KEY);
    if (!record.lastUsedAt || now - record.lastUsedAt.getTime() >= LAST_USE_EVERY_MS) {
      record.lastUsedAt = new Date(now);
      void this.keys
        .updateOne({ _id: record._id }, { $set: { lastUsedAt: record.lastUsedAt, lastUsedIp: ip } })
        .catch((error: Error) => this.logger.warn(`Could not note a key's use: ${error.message}`));
    }
    return user;
  }
}
