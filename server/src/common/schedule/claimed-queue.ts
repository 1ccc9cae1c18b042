import { Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { SchedulerRegistry } from '@nestjs/schedule';
import type { Model, Types } from 'mongoose';
import { randomBytes } from 'node:crypto';
import { runAsSystem } from '../audit/audit-context';
import { ScheduledJob } from './scheduled-job';

/** The longest wait between two attempts of one item. */
export const MAX_RETRY_GAP_MS = 6 * 3_600_000;

/** The wait before the next attempt after `failures` failed ones: base, doubling, at most 6 hours. */
export function retryDelay(failures: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, failures - 1), MAX_RETRY_GAP_MS);
}

/** An item of a queue: its document's id and the claim of the process sending it. */
export interface QueuedItem {
  _id: Types.ObjectId;
  claim?: string;
}

export interface ClaimedQueueOptions<D> {
  /** The job's name in the scheduler and in the audit log (its writes are the System's). */
  name: string;
  /** The log's context. */
  context: string;
  scheduler: SchedulerRegistry;
  /** The timer's period. */
  tickMs: number;
  /** The collection holding the items. */
  model: Model<D>;
  /** The document's state field, its value while an item waits for an attempt and while one is being sent. */
  state: { field: string; waiting: string; sending: string };
  /** How long a claim lasts: longer than one attempt can take. */
  claimMs: number;
  /** Items sent side by side by one run, and at most by one run (the next run goes on). */
  senders: number;
  perRun: number;
}

/**
 * A queue of things to send kept in a collection (customer messages, webhook deliveries): sent on a timer, at start,
 * and at once when one is queued (`kick`). Each item is claimed with one conditional update before it is sent: a due
 * item is read, then taken with an update conditional on the claim it had when read (each claim is a fresh token), so
 * of two processes or workers that read it, exactly one takes it. The timer needs no lease (a tick that finds nothing
 * due only reads); a claim whose process died runs out and the item is taken over. A sender extends it with its
 * `attempt`.
 */
export abstract class ClaimedQueue<T extends QueuedItem, D> implements OnApplicationBootstrap, OnModuleDestroy {
  protected readonly logger: Logger;
  private readonly job: ScheduledJob;
  private again = false;
  private stopped = false;

  constructor(private readonly options: ClaimedQueueOptions<D>) {
    this.logger = new Logger(options.context);
    this.job = new ScheduledJob(options.name, () => runAsSystem(options.name, () => this.sendDue()), this.logger);
  }

  /** One attempt of a claimed item; its writes are conditional on `{ _id, claim }`. */
  protected abstract attempt(item: T): Promise<void>;

  onApplicationBootstrap(): void {
    this.job.start(this.options.tickMs, this.options.scheduler);
    this.kick();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    await this.job.stop();
  }

  /** Sends what is due now, after the run under way if there is one. */
  kick(): void {
    if (this.stopped) return;
    this.again = true;
    void this.job.run().then(() => {
      if (this.again && !this.stopped) this.kick();
    });
  }

  /** Sends every due item (up to `perRun`); answers how many were attempted. */
  async sendDue(): Promise<number> {
    this.again = false;
    let sent = 0;
    const worker = async () => {
      while (!this.stopped && sent < this.options.perRun) {
        const item = await this.claim();
        if (!item) return;
        sent += 1;
        await this.attempt(item);
      }
    };
    await Promise.all(Array.from({ length: this.options.senders }, worker));
    return sent;
  }

  /** Takes one due item for this process, or none. */
  private async claim(): Promise<T | null> {
    const { model, state, senders, claimMs } = this.options;
    for (let tries = 0; tries < 5; tries++) {
      const now = new Date();
      const due = await model
        .find({
          $or: [
            { [state.field]: state.waiting, nextAttemptAt: { $lte: now } },
            { [state.field]: state.sending, claimedUntil: { $lte: now } },
          ],
        })
        .sort({ nextAttemptAt: 1 })
        .limit(senders)
        .lean<T[]>();
      if (due.length === 0) return null;
      for (const candidate of due) {
        const claim = randomBytes(8).toString('hex');
        const { modifiedCount } = await model.updateOne(
          {
            _id: candidate._id,
            [state.field]: (candidate as Record<string, unknown>)[state.field],
            claim: candidate.claim ?? '',
          },
          { $set: { [state.field]: state.sending, claim, claimedUntil: new Date(now.getTime() + claimMs) } },
        );
        if (modifiedCount === 1) return { ...candidate, [state.field]: state.sending, claim };
      }
    }
    return null;
  }
}
