import { Injectable } from '@nestjs/common';
import { auditAfterwards } from '../common/audit/audit-context';
import { DatabaseAvailability } from './database-availability';
import type { DurableUnit } from './write-journal';

export type { DurableUnit, JournalEntry } from './write-journal';
export { DURABLE_WRITE_CONCERN } from './write-concern';

const UNJOURNALED: DurableUnit = { record: () => undefined, engineRestarted: false };

/**
 * Writes that must survive a crash once they are answered: an order placed (201), its stock taken or given
 * back, its status changed. `run(work)` runs `work` as one unit: on the embedded store with its data on disk,
 * what `work` records (the documents as written, the amounts moved) is journaled and synced before `run`
 * resolves, and the copies on disk hold the unit whole or not at all (EmbeddedStore.durably). On MongoDB the
 * writes themselves carry DURABLE_WRITE_CONCERN; `run` only runs `work`.
 */
@Injectable()
export class DurableWrites {
  constructor(private readonly database: DatabaseAvailability) {}

  run<T>(work: (unit: DurableUnit) => Promise<T>): Promise<T> {
    const store = this.database.embeddedStore;
    // A write inside the unit settles on its acknowledgement, with no audit reads after it (see auditAfterwards).
    return auditAfterwards(() => (store ? store.durably(work) : work(UNJOURNALED)));
  }
}
