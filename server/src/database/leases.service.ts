import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { InjectModel, Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { JobLeases } from '../common/schedule/scheduled-job';

/** Who holds a scheduled job's lease, or a claim on a piece of work, and until when. */
@Schema({ collection: 'leases', versionKey: false, autoCreate: false })
export class LeaseRecord {
  /** The job's name, or the claim's. */
  @Prop({ type: String, required: true }) _id: string;
  /** The process holding it (`host:pid:random`); for a claim, the process and the claim's number. */
  @Prop({ required: true }) holder: string;
  @Prop({ required: true }) until: Date;
}
export const LeaseSchema = SchemaFactory.createForClass(LeaseRecord);

const DUPLICATE_KEY = 11000;

/**
 * Leases on the scheduled jobs, kept in the database so that with several shop processes on one database each
 * sweep runs once a period, not once per process. A lease is taken when it is free or past its time, and renewed by
 * its holder on each run; a process that dies simply stops renewing, and another takes the lease once it runs out.
 *
 * Claims are short leases on a piece of work that must not run twice at once across the processes (placing an order
 * for one phone number): each claim has a holder of its own, is released when the work is done, and runs out by
 * itself when its process dies.
 */
@Injectable()
export class LeasesService implements JobLeases {
  private readonly logger = new Logger(LeasesService.name);
  /** This process, as a lease names it. */
  readonly holder = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private claims = 0;

  constructor(@InjectModel(LeaseRecord.name) private readonly leases: Model<LeaseRecord>) {}

  /** Takes (or renews) the lease on `job` for `forMs`; false while another process holds it. */
  take(job: string, forMs: number): Promise<boolean> {
    return this.takeFor(job, this.holder, forMs);
  }

  /**
   * Claims `name` for at most `forMs`, waiting while another holds it; answers the release, to be called when the
   * work is done. A claim whose holder died runs out after `forMs`, and a waiting claim then takes it. Refused (503)
   * when the claim could not be taken within `forMs` and a second: others kept claiming it.
   */
  async claim(name: string, forMs: number): Promise<() => Promise<void>> {
    const holder = `${this.holder}:${++this.claims}`;
    const deadline = Date.now() + forMs + 1_000;
    for (let pause = 10; !(await this.takeFor(name, holder, forMs)); pause = Math.min(pause * 2, 200)) {
      if (Date.now() > deadline) throw new ServiceUnavailableException('The shop is busy right now. Please try again.');
      await sleep(pause);
    }
    return async () => {
      try {
        await this.leases.deleteOne({ _id: name, holder });
      } catch (error) {
        // The work is done and answered whatever became of its claim.
        this.logger.warn(`A claim was not released (it runs out by itself): ${(error as Error).message}`);
      }
    };
  }

  private async takeFor(name: string, holder: string, forMs: number): Promise<boolean> {
    const now = new Date();
    try {
      const lease = await this.leases
        .findOneAndUpdate(
          { _id: name, $or: [{ holder }, { until: { $lte: now } }] },
          { $set: { holder, until: new Date(now.getTime() + forMs) } },
          { upsert: true, returnDocument: 'after' },
        )
        .lean();
      return lease?.holder === holder;
    } catch (error) {
      // The lease exists and is another's, still in time: the upsert met its _id.
      if ((error as { code?: number }).code === DUPLICATE_KEY) return false;
      throw error;
    }
  }
}
