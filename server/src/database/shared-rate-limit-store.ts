import { Injectable } from '@nestjs/common';
import { InjectModel, Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import type { CountedTry, RateLimitStore } from '../common/rate-limit/rate-limit-store';

/** Uses of one limit by one key within one slice of its window, or the end of a key's shut-out. */
@Schema({ collection: 'rate_limits', versionKey: false, autoCreate: false })
export class RateLimitCounter {
  /** `<limit>:<key>|<slice number>` for the uses counted in a slice; `<limit>:<key>|shut` for a shut-out. */
  @Prop({ type: String, required: true }) _id: string;
  /** Uses counted in the slice (none for a shut-out). */
  @Prop() count?: number;
  /** When the slice's newest use leaves the window (a shut-out: when it ends); MongoDB deletes the document then. */
  @Prop({ required: true }) expiresAt: Date;
}
export const RateLimitCounterSchema = SchemaFactory.createForClass(RateLimitCounter);
// MongoDB's TTL monitor deletes what has run out (within about a minute); reads never count what has run out anyway.
RateLimitCounterSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

/** Slices of a window: a use is remembered between one window and one window and a slice. */
export const SLICES_PER_WINDOW = 30;
const DUPLICATE_KEY = 11000;

interface Slice {
  count?: number;
  expiresAt: Date;
}

/**
 * The rate limits' counters in the database, for the shop on MongoDB: every process of the shop counts against the
 * same limits. One document per limit, key and slice of the window (a thirtieth of it): its count and when its
 * newest use leaves the window.
 *
 * - **A sliding window in slices.** A use counts while the newest use of its slice is within the window, so each use
 *   is remembered for at least one window and at most one window and a slice (a thirtieth longer). The limit is never
 *   passed within any span of one window; the wait a refusal names is when enough slices run out.
 * - **Counted before the work, atomically.** The current slice is incremented only while it is under the room the
 *   older slices leave (`count < room`, an upsert): concurrent uses, from any process, are counted one at a time by
 *   the database, and only as many as fit get through. A refused use is not counted. The older slices no longer
 *   change, except by a use whose process read its clock just before the slice ended: the limit can be passed by the
 *   uses that land within the processes' clock difference (milliseconds with NTP) of a slice's end.
 * - **Failures** (`fail`) are counted the same way; the limit-th within the window writes a shut-out for one window
 *   (not lengthened by failures that were under way) and clears the key's slices, so it counts afresh after.
 */
@Injectable()
export class SharedRateLimitStore implements RateLimitStore {
  /** The clock (tests move it). */
  now: () => number = Date.now;

  constructor(@InjectModel(RateLimitCounter.name) private readonly counters: Model<RateLimitCounter>) {}

  async consume(id: string, limit: number, windowMs: number): Promise<number> {
    return (await this.take(id, limit, windowMs)).waitMs;
  }

  async attempt(id: string, limit: number, windowMs: number): Promise<CountedTry> {
    const { waitMs, slice } = await this.take(id, limit, windowMs);
    return {
      waitMs,
      giveBack: async () => {
        if (slice) await this.counters.updateOne({ _id: slice }, { $inc: { count: -1 } });
      },
    };
  }

  async fail(id: string, limit: number, windowMs: number): Promise<void> {
    const now = this.now();
    const ids = sliceIds(id, windowMs, now);
    await retriedOnce(() =>
      this.counters.updateOne(
        { _id: ids[ids.length - 1] },
        { $inc: { count: 1 }, $set: { expiresAt: new Date(now + windowMs) } },
        { upsert: true },
      ),
    );
    if (total(await this.live(ids, now)) < limit) return;
    try {
      // Taken only when no shut-out is in time: failures under way at that moment do not lengthen it.
      await this.counters.updateOne(
        { _id: shutId(id), expiresAt: { $lte: new Date(now) } },
        { $set: { expiresAt: new Date(now + windowMs) } },
        { upsert: true },
      );
    } catch (error) {
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
    }
    await this.counters.deleteMany({ _id: { $in: ids } });
  }

  async shutFor(id: string): Promise<number> {
    const now = this.now();
    const shut = await this.counters.findOne({ _id: shutId(id), expiresAt: { $gt: new Date(now) } }).lean();
    return shut ? shut.expiresAt.getTime() - now : 0;
  }

  /** Counts one use in the current slice while there is room; else the wait until there is. */
  private async take(id: string, limit: number, windowMs: number): Promise<{ waitMs: number; slice?: string }> {
    const now = this.now();
    const ids = sliceIds(id, windowMs, now);
    const current = ids[ids.length - 1];
    const slices = await this.live(ids, now);
    const older = slices.filter((slice) => slice._id !== current);
    const room = limit - total(older);
    if (room > 0) {
      // A second try when the first met the slice being created by another use at the same moment.
      for (let tries = 0; tries < 2; tries++) {
        try {
          await this.counters.updateOne(
            { _id: current, count: { $lt: room } },
            { $inc: { count: 1 }, $set: { expiresAt: new Date(now + windowMs) } },
            { upsert: true },
          );
          return { waitMs: 0, slice: current };
        } catch (error) {
          // The slice is full: the update found no room, and its upsert met the slice's _id.
          if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
        }
      }
    }
    // Refused: the current slice holds at least what was left of the room.
    const seen = slices.find((slice) => slice._id === current);
    const inCurrent: Slice = {
      count: Math.max(seen?.count ?? 0, room, 0),
      expiresAt: seen?.expiresAt ?? new Date(now + windowMs),
    };
    return { waitMs: waitUntilRoom([...older, inCurrent], limit, now) };
  }

  /** The slices among `ids` whose uses are still within the window. */
  private live(ids: string[], now: number) {
    return this.counters.find({ _id: { $in: ids }, expiresAt: { $gt: new Date(now) } }).lean();
  }
}

/** The ids of the slices that may hold live uses, oldest first; the last is the current slice. */
function sliceIds(id: string, windowMs: number, now: number): string[] {
  const width = Math.ceil(windowMs / SLICES_PER_WINDOW);
  const current = Math.floor(now / width);
  return Array.from({ length: SLICES_PER_WINDOW + 1 }, (_, i) => `${id}|${current - SLICES_PER_WINDOW + i}`);
}

const shutId = (id: string) => `${id}|shut`;

const total = (slices: Array<{ count?: number }>) => slices.reduce((sum, slice) => sum + (slice.count ?? 0), 0);

/** How long until the slices that run out first leave room for one more use. */
function waitUntilRoom(slices: Slice[], limit: number, now: number): number {
  let left = total(slices);
  for (const slice of [...slices].sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime())) {
    left -= slice.count ?? 0;
    if (left < limit) return Math.max(1, slice.expiresAt.getTime() - now);
  }
  return 1;
}

/** Runs an upsert again when it met a document created by another at the same moment. */
async function retriedOnce<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
    return write();
  }
}
