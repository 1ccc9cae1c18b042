import { Logger } from '@nestjs/common';
import type { Connection, Model, Query, Schema } from 'mongoose';
import { afterWrite, AuditScope, currentAuditScope } from './audit-context';
import { QUERY_WRITES } from '../database/write-hooks';
import type { AuditEntity } from './audit-entities';

/** What the plugin hands over for each record written in an audit scope. */
export interface AuditedWrite {
  scope: AuditScope;
  entity: AuditEntity;
  collection: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/** Takes the writes the plugin saw (AuditService, one per connection). */
export interface AuditSink {
  written(writes: AuditedWrite[]): Promise<void>;
}

/** The collections whose writes are recorded, and what their records are. */
const AUDITED: Readonly<Record<string, AuditEntity>> = {
  orders: 'order',
  products: 'product',
  product_skus: 'variant',
  categories: 'category',
  settings: 'settings',
  dispatch_rules: 'settings',
  users: 'user',
  blocklist: 'blocklist',
  courier_payments: 'payment',
  webhook_subscriptions: 'webhook',
  discount_codes: 'discount',
};

/** At most this many records are read before one write (a bulk change of more is recorded for these). */
const MAX_READ = 500;

const sinks = new WeakMap<Connection, AuditSink>();
const logger = new Logger('Audit');

/** Makes `sink` take the audited writes through models of `connection`. */
export function setAuditSink(connection: Connection, sink: AuditSink): void {
  sinks.set(connection, sink);
}

type Bag = Record<string, unknown>;
type AnyModel = Model<unknown>;
type Seen = { scope: AuditScope; sink: AuditSink; before: Bag[]; filter?: Bag; upsert?: boolean };

const SEEN = Symbol('audit-before');

function failed(error: unknown): void {
  logger.error(`Audit read failed: ${error instanceof Error ? error.message : String(error)}`);
}

function plain(document: unknown): Bag {
  const doc = document as { toObject?: (options: object) => Bag };
  return doc.toObject ? doc.toObject({ flattenMaps: true, depopulate: true }) : (document as Bag);
}

async function readMatching(model: AnyModel, filter: Bag, many: boolean, sort?: unknown): Promise<Bag[]> {
  const query = model.find(filter).limit(many ? MAX_READ : 1);
  if (sort) query.sort(sort as never);
  return query.lean();
}

async function readByIds(model: AnyModel, ids: unknown[]): Promise<Map<string, Bag>> {
  if (ids.length === 0) return new Map();
  const found = (await model.find({ _id: { $in: ids } }).lean()) as Bag[];
  return new Map(found.map((record) => [String(record._id), record]));
}

/** Records before and after, paired by id: updates, deletions (none after) and upserts (none before). */
async function pairs(model: AnyModel, seen: Seen, entity: AuditEntity, collection: string): Promise<AuditedWrite[]> {
  const after = await readByIds(
    model,
    seen.before.map((record) => record._id),
  );
  const writes: AuditedWrite[] = seen.before.map((before) => ({
    scope: seen.scope,
    entity,
    collection,
    before,
    after: after.get(String(before._id)),
  }));
  if (seen.before.length === 0 && seen.upsert && seen.filter) {
    for (const created of await readMatching(model, seen.filter, false))
      writes.push({ scope: seen.scope, entity, collection, after: created });
  }
  return writes;
}

type OpBag = Record<string, { filter?: Bag; document?: Bag; upsert?: boolean } | undefined>;

/**
 * Records every write through a model of an audited collection made in an audit scope (a staff member's
 * operation, a sweep of the shop's): the records it touches are read before the write and again after it, and
 * handed to the connection's AuditSink. Outside a scope (customers, start-up work) it does nothing. A failed read
 * is logged, never thrown: the write it watches goes on.
 *
 * Hooks declare no parameters (see common/database/write-hooks.ts on Mongoose's reading of a hook's arity).
 */
export function auditPlugin(schema: Schema): void {
  const collection = (schema.options as { collection?: string }).collection ?? '';
  const entity = AUDITED[collection];
  if (!entity) return;

  schema.pre([...QUERY_WRITES], { query: true, document: false }, async function (this: Query<unknown, unknown>) {
    const scope = currentAuditScope();
    const sink = scope && sinks.get(this.model.db);
    if (!scope || !sink) return;
    const op = (this as unknown as { op?: string }).op ?? '';
    const options = this.getOptions() as Bag;
    try {
      const filter = this.getFilter() as Bag;
      const before = await readMatching(this.model as AnyModel, filter, op.endsWith('Many'), options.sort);
      (this as unknown as Record<symbol, Seen>)[SEEN] = {
        scope,
        sink,
        before,
        filter,
        upsert: Boolean(options.upsert),
      };
    } catch (error) {
      failed(error);
    }
  });
  schema.post([...QUERY_WRITES], { query: true, document: false }, async function (this: Query<unknown, unknown>) {
    const seen = (this as unknown as Record<symbol, Seen | undefined>)[SEEN];
    if (!seen) return;
    const model = this.model as AnyModel;
    await afterWrite(async () => {
      try {
        await seen.sink.written(await pairs(model, seen, entity, collection));
      } catch (error) {
        failed(error);
      }
    });
  });

  schema.pre('save', async function (this: { isNew: boolean; _id: unknown; constructor: AnyModel }) {
    const scope = currentAuditScope();
    const model = this.constructor;
    const sink = scope && sinks.get(model.db);
    if (!scope || !sink) return;
    try {
      const before = this.isNew ? [] : await readByIds(model, [this._id]).then((found) => [...found.values()]);
      (this as unknown as Record<symbol, Seen>)[SEEN] = { scope, sink, before };
    } catch (error) {
      failed(error);
    }
  });
  schema.post('save', async function (this: { constructor: AnyModel }) {
    const seen = (this as unknown as Record<symbol, Seen | undefined>)[SEEN];
    if (!seen) return;
    delete (this as unknown as Record<symbol, Seen | undefined>)[SEEN];
    const after = plain(this);
    await afterWrite(async () => {
      try {
        await seen.sink.written([{ scope: seen.scope, entity, collection, before: seen.before[0], after }]);
      } catch (error) {
        failed(error);
      }
    });
  });

  schema.post('insertMany', async function (this: AnyModel, ...args: unknown[]) {
    const scope = currentAuditScope();
    const sink = scope && sinks.get(this.db);
    if (!scope || !sink) return;
    const docs = Array.isArray(args[0]) ? (args[0] as unknown[]) : [];
    const writes = docs.map((doc) => ({ scope, entity, collection, after: plain(doc) }));
    await afterWrite(async () => {
      try {
        await sink.written(writes);
      } catch (error) {
        failed(error);
      }
    });
  });

  schema.pre('bulkWrite', async function (this: AnyModel, ...args: unknown[]) {
    const scope = currentAuditScope();
    const sink = scope && sinks.get(this.db);
    const ops = Array.isArray(args[0]) ? (args[0] as OpBag[]) : [];
    if (!scope || !sink || ops.length === 0) return;
    const seen: BulkSeen = { scope, sink, before: [], inserted: [], model: this };
    queueOf(scope).push(seen);
    try {
      const before = new Map<string, Bag>();
      for (const op of ops) {
        const [kind, body] = Object.entries(op)[0] ?? [];
        if (!body) continue;
        if (kind === 'insertOne' && body.document) seen.inserted.push(body.document);
        else if (body.filter && before.size < MAX_READ)
          for (const record of await readMatching(this, body.filter, kind?.endsWith('Many') ?? false))
            before.set(String(record._id), record);
      }
      seen.before = [...before.values()];
    } catch (error) {
      failed(error);
    }
  });
  const afterBulk = async function (this: AnyModel) {
    // Mongoose hands a bulk write's post hooks its result, not its operations: they were kept per scope.
    const scope = currentAuditScope();
    const queue = scope && bulkQueues.get(scope);
    const at = queue?.findIndex((seen) => seen.model === this) ?? -1;
    if (!queue || at < 0) return;
    const [seen] = queue.splice(at, 1);
    await afterWrite(async () => {
      try {
        const writes = await pairs(this, seen, entity, collection);
        const insertedIds = seen.inserted.map((document) => document._id).filter((id) => id !== undefined);
        for (const record of (await readByIds(this, insertedIds)).values())
          writes.push({ scope: seen.scope, entity, collection, after: record });
        await seen.sink.written(writes);
      } catch (error) {
        failed(error);
      }
    });
  };
  schema.post('bulkWrite', afterBulk);
  schema.post('bulkWrite', { errorHandler: true }, async function (this: AnyModel) {
    await afterBulk.call(this);
  });
}

type BulkSeen = Seen & { inserted: Bag[]; model: AnyModel };
const bulkQueues = new WeakMap<AuditScope, BulkSeen[]>();

function queueOf(scope: AuditScope): BulkSeen[] {
  let queue = bulkQueues.get(scope);
  if (!queue) bulkQueues.set(scope, (queue = []));
  return queue;
}
