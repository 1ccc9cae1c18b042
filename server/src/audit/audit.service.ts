import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Connection, Model, QueryFilter, Types } from 'mongoose';
import { ScheduledJob } from '../common/schedule/scheduled-job';
import { paginate, Page } from '../common/pagination/pagination';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { LeasesService } from '../database/leases.service';
import { diffRecords, summarize } from './audit-diff';
import { AuditEntity, AuditEntryRecord } from './audit-entry.schema';
import { AuditedWrite, AuditSink, setAuditSink } from '../common/audit/audit-plugin';
import type { AuditFilter } from './dto/audit-log.args';

const DAY_MS = 86_400_000;
/** How many old entries one delete removes while pruning. */
const PRUNE_BATCH = 1_000;

type Bag = Record<string, unknown>;
type StoredEntry = AuditEntryRecord & { _id: Types.ObjectId };

/** What people call a record in the log. */
function labelOf(entity: AuditEntity, record: Bag | undefined): string {
  if (!record) return '';
  const first = (...keys: string[]): string => {
    for (const key of keys) if (typeof record[key] === 'string' && record[key]) return record[key];
    return '';
  };
  if (entity === 'settings') return 'Shop settings';
  if (entity === 'order') return first('orderNumber');
  if (entity === 'blocklist') return first('value');
  if (entity === 'payment') return first('reference');
  if (entity === 'variant') return first('sku');
  if (entity === 'webhook') return first('url');
  if (entity === 'discount') return first('code');
  return first('name', 'email');
}

/** The entry's action, from the kind of record and what changed. */
function actionOf(entity: AuditEntity, write: AuditedWrite, fields: string[]): string {
  const touched = (prefix: string) => fields.some((field) => field === prefix || field.startsWith(`${prefix}.`));
  if (!write.before)
    return entity === 'blocklist'
      ? 'block'
      : entity === 'payment'
        ? 'record'
        : entity === 'settings'
          ? 'update'
          : 'create';
  if (!write.after) return entity === 'blocklist' ? 'unblock' : 'delete';
  if (entity === 'order') {
    const confirmation = write.after.confirmation as Bag | undefined;
    if (touched('confirmation.status') && confirmation?.status === 'expired') return 'expire';
    if (touched('status')) {
      if (touched('shipment') && write.after.status === 'Shipped') return 'ship';
      return touched('confirmation.status') ? 'confirm' : 'status';
    }
    if (touched('confirmation')) return 'confirm';
    if (touched('shipment')) return 'ship';
  }
  if ((entity === 'user' || entity === 'staff') && touched('isBlocked'))
    return write.after.isBlocked ? 'block' : 'unblock';
  if (entity === 'staff' && touched('staffRole')) return 'role';
  return 'update';
}

/**
 * The audit log (collection `audit_log`): every write of staff and of the shop's sweeps to the records it
 * watches (see audit-plugin.ts), with who, when, from where and what changed; read by Owners and Managers;
 * pruned daily of entries older than AUDIT_KEEP_DAYS. Recording never fails the write it records: a failure
 * is logged.
 */
@Injectable()
export class AuditService implements AuditSink, OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Audit');
  private readonly pruning = new ScheduledJob('Audit log pruning', () => this.prune(), this.logger);

  constructor(
    @InjectModel(AuditEntryRecord.name) private readonly entries: Model<AuditEntryRecord>,
    @InjectConnection() private readonly connection: Connection,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly scheduler: SchedulerRegistry,
    private readonly leases: LeasesService,
  ) {}

  onModuleInit() {
    setAuditSink(this.connection, this);
    this.pruning.start(DAY_MS, this.scheduler, this.leases);
  }

  async onModuleDestroy() {
    await this.pruning.stop();
  }

  /** Turns the writes the plugin saw into entries; those that changed nothing worth reading are left out. */
  async written(writes: AuditedWrite[]): Promise<void> {
    const at = new Date();
    const documents = [];
    for (const write of writes) {
      const record = write.after ?? write.before;
      const entity: AuditEntity = write.entity === 'user' && record?.role === 'admin' ? 'staff' : write.entity;
      const changes = diffRecords(write.before, write.after);
      if (write.before && write.after && changes.length === 0) continue;
      const action = actionOf(
        entity,
        write,
        changes.map((change) => change.field),
      );
      const label = labelOf(entity, record);
      documents.push({
        at,
        actor: write.scope.actor,
        ip: write.scope.ip,
        entity,
        entityId: idText(record?._id),
        entityLabel: label,
        action,
        summary: summarize(action, label, changes),
        changes: write.before && write.after ? changes : changes.slice(0, 20),
        operation: write.scope.operation ?? '',
      });
    }
    if (documents.length === 0) return;
    try {
      await this.entries.insertMany(documents, { ordered: false });
    } catch (error) {
      this.logger.error(`Audit entry not written: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** One page of entries, newest first. */
  async list(filter: AuditFilter): Promise<Page<StoredAuditEntry>> {
    const query: QueryFilter<AuditEntryRecord> = {};
    if (filter.actorId === 'system') query['actor.kind'] = 'system';
    else if (filter.actorId) query['actor.id'] = filter.actorId;
    if (filter.entity) query.entity = filter.entity as AuditEntity;
    if (filter.entityId) query.entityId = filter.entityId;
    if (filter.from || filter.to)
      query.at = { ...(filter.from ? { $gte: filter.from } : {}), ...(filter.to ? { $lte: filter.to } : {}) };
    const [found, total] = await Promise.all([
      this.entries
        .find(query)
        .sort({ at: -1, _id: -1 })
        .skip((filter.page - 1) * filter.limit)
        .limit(filter.limit)
        .lean<StoredEntry[]>(),
      this.entries.countDocuments(query),
    ]);
    return { items: found.map(toEntry), pagination: paginate(filter.page, filter.limit, total) };
  }

  /** The people who appear in the log (staff and System), for the Activity page's filter. */
  async actors(): Promise<Array<{ id: string; name: string; kind: string; staffRole?: string }>> {
    const ids = await this.entries.aggregate<{ _id: string }>([{ $group: { _id: '$actor.id' } }]);
    const latest = await Promise.all(
      ids
        .slice(0, 200)
        .map(({ _id: id }) =>
          this.entries.findOne({ 'actor.id': id }, { actor: 1 }).sort({ at: -1 }).lean<Pick<StoredEntry, 'actor'>>(),
        ),
    );
    return latest
      .filter((entry): entry is Pick<StoredEntry, 'actor'> => Boolean(entry))
      .map(({ actor }) => ({
        id: actor.id,
        name: actor.name,
        kind: actor.kind,
        staffRole: actor.staffRole ?? undefined,
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  /** Deletes entries older than AUDIT_KEEP_DAYS, a batch at a time; answers how many. */
  async prune(now: Date = new Date()): Promise<number> {
    const before = new Date(now.getTime() - this.config.audit.keepDays * DAY_MS);
    let removed = 0;
    for (;;) {
      const old = await this.entries
        .find({ at: { $lt: before } }, { _id: 1 })
        .limit(PRUNE_BATCH)
        .lean<Array<{ _id: Types.ObjectId }>>();
      if (old.length === 0) break;
      removed += (await this.entries.deleteMany({ _id: { $in: old.map((entry) => entry._id) } })).deletedCount;
      if (old.length < PRUNE_BATCH) break;
    }
    if (removed > 0) this.logger.log(`${removed} audit entries older than ${this.config.audit.keepDays} days pruned`);
    return removed;
  }
}

/** An entry as both APIs start from it (GraphQL shows changes' values as text, REST as they are). */
export interface StoredAuditEntry {
  id: string;
  at: Date;
  actor: { kind: string; id: string; name: string; staffRole?: string };
  ip: string;
  entity: string;
  entityId: string;
  entityLabel: string;
  action: string;
  summary: string;
  changes: Array<{ field: string; from: unknown; to: unknown }>;
  operation: string;
}

/** A record's id as text (ObjectIds as hex; the settings' id is text already). */
function idText(id: unknown): string {
  if (id === undefined || id === null) return '';
  if (typeof id === 'string') return id;
  return (id as { toString(): string }).toString();
}

function toEntry(record: StoredEntry): StoredAuditEntry {
  return {
    id: String(record._id),
    at: record.at,
    actor: {
      kind: record.actor.kind,
      id: record.actor.id,
      name: record.actor.name,
      staffRole: record.actor.staffRole ?? undefined,
    },
    ip: record.ip,
    entity: record.entity,
    entityId: record.entityId,
    entityLabel: record.entityLabel,
    action: record.action,
    summary: record.summary,
    changes: (record.changes ?? []).map((change) => ({
      field: change.field,
      from: change.from === undefined ? null : change.from,
      to: change.to === undefined ? null : change.to,
    })),
    operation: record.operation,
  };
}
