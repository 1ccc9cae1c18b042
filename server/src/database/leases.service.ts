import { Injectable } from '@nestjs/common';
import { InjectModel, Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { JobLeases } from '../common/schedule/scheduled-job';

/** Who holds a scheduled job's lease, and until when. */
@Schema({ collection: 'leases', versionKey: false, autoCreate: false })
export class LeaseRecord {
  /** The job's name. */
  @Prop({ type: String, required: true }) _id: string;
  /** The process holding it (`host:pid:random`). */
  @Prop({ required: true }) holder: string;
  @Prop({ required: true }) until: Date;
}
export const LeaseSchema = SchemaFactory.createForClass(LeaseRecord);

const DUPLICATE_KEY = 11000;

/**
 * Leases on the scheduled jobs, kept in the database so that with several shop processes on one database each
 * sweep runs once a period, not once per process. A lease is taken when it is free or past its time, and renewed by
 * its holder on each run; a process that dies simply stops renewing, and another takes the lease once it runs out.
 */
@Injectable()
export class LeasesService implements JobLeases {
  /** This process, as a lease names it. */
  readonly holder = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

  constructor(@InjectModel(LeaseRecord.name) private readonly leases: Model<LeaseRecord>) {}

  /** Takes (or renews) the lease on `job` for `forMs`; false while another process holds it. */
  async take(job: string, forMs: number): Promise<boolean> {
    const now = new Date();
    try {
      const lease = await this.leases
        .findOneAndUpdate(
          { _id: job, $or: [{ holder: this.holder }, { until: { $lte: now } }] },
          { $set: { holder: this.holder, until: new Date(now.getTime() + forMs) } },
          { upsert: true, returnDocument: 'after' },
        )
        .lean();
      return lease?.holder === this.holder;
    } catch (error) {
      // The lease exists and is another's, still in time: the upsert met its _id.
      if ((error as { code?: number }).code === DUPLICATE_KEY) return false;
      throw error;
    }
  }
}
