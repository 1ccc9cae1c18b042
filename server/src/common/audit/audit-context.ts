import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestContext } from '../access/request-context';
import { staffRoleOf } from '../access/permissions';

/** Who made a change: a staff member, one of the shop's own sweeps, or an integration's key. */
export interface AuditActor {
  kind: 'staff' | 'system' | 'key';
  id: string;
  name: string;
  staffRole?: string;
}

/** Who is writing in the current asynchronous flow, and from which address. */
export interface AuditScope {
  actor: AuditActor;
  ip: string;
  /** The operation that writes (a route or a resolver), for the record. */
  operation?: string;
}

const scopes = new AsyncLocalStorage<AuditScope>();

/** The audit scope of the running code: set for staff operations and the shop's sweeps, none otherwise. */
export function currentAuditScope(): AuditScope | undefined {
  return scopes.getStore();
}

/** Runs `work` with its writes recorded as `scope`'s. */
export function runAudited<T>(scope: AuditScope, work: () => T): T {
  return scopes.run(scope, work);
}

/** Runs one of the shop's own sweeps with its writes recorded as the System's, named `job`. */
export function runAsSystem<T>(job: string, work: () => T): T {
  return scopes.run({ actor: { kind: 'system', id: '', name: 'System' }, ip: '', operation: job }, work);
}

/** The audit scope of a staff member's request. */
export function staffScope(ctx: RequestContext, operation?: string): AuditScope | undefined {
  const user = ctx.user;
  if (!user) return undefined;
  return {
    // An integration's key is its own actor, by its id and name.
    actor: user.apiKey
      ? { kind: 'key', id: user.apiKey.id, name: user.apiKey.name }
      : { kind: 'staff', id: user.id, name: user.name, staffRole: staffRoleOf(user) },
    ip: ctx.ip,
    operation,
  };
}

/** The audit's own work after each write in a unit of writes, put off until the unit has ended (see auditAfterwards). */
const laterWork = new AsyncLocalStorage<Array<() => Promise<void>>>();

/**
 * Runs `work` (one unit of writes that must survive a crash, see DurableWrites) with the audit's own reads and
 * writes after each of its writes put off until `work` has ended, then done in order before this answers. A
 * write's promise then settles as soon as the database acknowledged it: a unit journals its writes at that
 * moment, and an engine that dies after the acknowledgement must not see the unit journal later than the
 * recovery reads the journal. The records after the writes are read once the unit has ended.
 */
export async function auditAfterwards<T>(work: () => Promise<T>): Promise<T> {
  if (!currentAuditScope()) return work();
  const queue: Array<() => Promise<void>> = [];
  try {
    return await laterWork.run(queue, work);
  } finally {
    for (const task of queue) await task();
  }
}

/** Does `task` now, or once the running unit of writes has ended (auditAfterwards). */
export async function afterWrite(task: () => Promise<void>): Promise<void> {
  const queue = laterWork.getStore();
  if (queue) queue.push(task);
  else await task();
}
