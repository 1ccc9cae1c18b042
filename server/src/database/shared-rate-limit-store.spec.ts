import { HttpException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import mongoose, { Connection, Model } from 'mongoose';
import type { AppConfig } from '../config/app-config';
import { RateLimit, RateLimiterService } from '../common/rate-limit/rate-limiter.service';
import { EmbeddedMongo } from './embedded-mongo';
import { RateLimitCounter, RateLimitCounterSchema, SharedRateLimitStore } from './shared-rate-limit-store';

const LOGIN: RateLimit = { name: 'login', limit: 3, windowMs: 15 * 60_000, message: 'Too many login attempts.' };
const OTHER: RateLimit = { name: 'other', limit: 5, windowMs: 60_000, message: 'Too many others.' };
const SLICE_MS = 30_000; // a thirtieth of LOGIN's window

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof HttpException)) throw new Error('expected a refusal');
  return { status: error.getStatus(), message: error.message };
}

/**
 * The counters in the database, as two shop processes on one MongoDB use them: two connections, each with its own
 * store and limiter, on the real engine (the embedded one, or the MongoDB at MONGODB_URI), with one clock they share.
 */
describe('RateLimiterService on the database (counters shared by the processes)', () => {
  let engine: EmbeddedMongo | undefined;
  const connections: Connection[] = [];
  let clock = Date.parse('2026-01-01T10:00:00Z');
  let processes: Array<{ store: SharedRateLimitStore; limiter: RateLimiterService; model: Model<RateLimitCounter> }>;

  beforeAll(async () => {
    let uri: string;
    if (process.env.MONGODB_URI) {
      const url = new URL(process.env.MONGODB_URI);
      url.pathname = `/rate_limits_${process.pid}_${Date.now()}`;
      uri = url.toString();
    } else {
      engine = await EmbeddedMongo.start({ database: 'limits' });
      uri = engine.uri;
    }
    processes = [];
    for (let i = 0; i < 2; i++) {
      const connection = await mongoose.createConnection(uri, { autoCreate: false }).asPromise();
      connections.push(connection);
      const model = connection.model(RateLimitCounter.name, RateLimitCounterSchema);
      await model.init();
      const store = new SharedRateLimitStore(model);
      store.now = () => clock;
      processes.push({ store, model, limiter: new RateLimiterService({ rateLimits: true } as AppConfig, store) });
    }
  });

  afterAll(async () => {
    if (process.env.MONGODB_URI) await connections[0]?.dropDatabase();
    for (const connection of connections) await connection.close();
    await engine?.stop();
  });

  beforeEach(() => {
    // A fresh slice for each test, at its start.
    clock = (Math.floor(clock / 3_600_000) + 1) * 3_600_000;
  });

  const [a, b] = [0, 1].map((i) => () => processes[i].limiter);
  const key = () => `10.0.${randomUUID()}`;

  test('uses on either process count against one limit; then 429 with the message and the wait in minutes', async () => {
    const address = key();
    await a().consume(LOGIN, address);
    await b().consume(LOGIN, address);
    await a().consume(LOGIN, address);
    expect(await refusal(b().consume(LOGIN, address))).toEqual({
      status: 429,
      message: 'Too many login attempts. Please try again in 15 minutes.',
    });
    clock += 14 * 60_000 + 30_000;
    expect(await refusal(a().consume(LOGIN, address))).toEqual({
      status: 429,
      message: 'Too many login attempts. Please try again in 1 minute.',
    });
    // Refused uses were not counted: once the window has passed, the limit is there again in full.
    clock += 30_001;
    for (let i = 0; i < 3; i++) await (i % 2 ? a() : b()).consume(LOGIN, address);
    expect((await refusal(a().consume(LOGIN, address))).status).toBe(429);
    // Other keys and other limits count on their own.
    await expect(b().consume(LOGIN, key())).resolves.toBeUndefined();
    await expect(b().consume(OTHER, address)).resolves.toBeUndefined();
  });

  test('a process whose clock runs a little ahead does not lengthen the wait the other names', async () => {
    const address = key();
    processes[1].store.now = () => clock + 5;
    try {
      for (let i = 0; i < 3; i++) await b().consume(LOGIN, address);
      expect(await refusal(a().consume(LOGIN, address))).toEqual({
        status: 429,
        message: 'Too many login attempts. Please try again in 15 minutes.',
      });
    } finally {
      processes[1].store.now = () => clock;
    }
  });

  test('uses sent at the same moment to both processes: exactly the limit is counted, the rest refused', async () => {
    const address = key();
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        (i % 2 ? a() : b()).consume(OTHER, address).then(
          () => 'counted',
          (error: HttpException) => error.getStatus(),
        ),
      ),
    );
    expect(answers.filter((answer) => answer === 'counted')).toHaveLength(OTHER.limit);
    expect(answers.filter((answer) => answer === 429)).toHaveLength(16 - OTHER.limit);
    const slices = await processes[0].model
      .find({ _id: new RegExp(`^other:${address.replace(/\./g, '\\.')}\\|`) })
      .lean();
    expect(slices.reduce((sum, slice) => sum + (slice.count ?? 0), 0)).toBe(OTHER.limit);
  });

  test('a sliding window in slices: a use is remembered for at least one window, at most one window and a slice', async () => {
    const address = key();
    await a().consume(LOGIN, address); // at the start of a slice
    clock += SLICE_MS - 1_000;
    await b().consume(LOGIN, address); // the same slice, near its end
    clock += 5 * 60_000;
    await a().consume(LOGIN, address);
    // One window after the first use, its slice still holds the second: refused until that one leaves the window.
    clock = clock - 5 * 60_000 - (SLICE_MS - 1_000) + LOGIN.windowMs + 1_000;
    expect(await refusal(b().consume(LOGIN, address))).toEqual({
      status: 429,
      message: 'Too many login attempts. Please try again in 1 minute.',
    });
    // Just before the second use leaves the window, one window and nearly a slice after the first.
    clock += SLICE_MS - 3_000;
    expect((await refusal(b().consume(LOGIN, address))).status).toBe(429);
    clock += 1_001;
    await expect(b().consume(LOGIN, address)).resolves.toBeUndefined();
    // Two slots came free with the slice; the third use still counts.
    await expect(a().consume(LOGIN, address)).resolves.toBeUndefined();
    expect((await refusal(a().consume(LOGIN, address))).status).toBe(429);
  });

  test('failures on one process shut the key out on the other for a window; then it counts afresh', async () => {
    const email = `email:${randomUUID()}@example.pk`;
    for (let i = 0; i < 2; i++) {
      await a().refuseIfShut(LOGIN, email);
      await a().fail(LOGIN, email);
    }
    // Checks count nothing.
    for (let i = 0; i < 5; i++) await expect(b().refuseIfShut(LOGIN, email)).resolves.toBeUndefined();
    await a().fail(LOGIN, email);
    expect(await refusal(b().refuseIfShut(LOGIN, email))).toEqual({
      status: 429,
      message: 'Too many login attempts. Please try again in 15 minutes.',
    });
    await expect(b().refuseIfShut(LOGIN, `email:${randomUUID()}`)).resolves.toBeUndefined();
    // A failure that was under way does not lengthen the shut-out.
    clock += 60_000;
    await b().fail(LOGIN, email);
    expect((await refusal(a().refuseIfShut(LOGIN, email))).message).toMatch(/in 14 minutes\.$/);
    clock += 14 * 60_000 + 1;
    await expect(a().refuseIfShut(LOGIN, email)).resolves.toBeUndefined();
    await b().fail(LOGIN, email);
    await expect(a().refuseIfShut(LOGIN, email)).resolves.toBeUndefined();
  });

  test('attempt(): tries count before the work on both processes, successes are given back', async () => {
    const number = `VA-${randomUUID()}`;
    const underWay = await Promise.all([a().attempt(LOGIN, number), b().attempt(LOGIN, number)]);
    const third = await a().attempt(LOGIN, number);
    expect(await refusal(b().attempt(LOGIN, number))).toEqual({
      status: 429,
      message: 'Too many login attempts. Please try again in 15 minutes.',
    });
    await underWay[1]();
    const fourth = await b().attempt(LOGIN, number);
    expect((await refusal(a().attempt(LOGIN, number))).status).toBe(429);
    await Promise.all([third(), fourth()]);
    await expect(a().attempt(LOGIN, number)).resolves.toEqual(expect.any(Function));
  });

  test('RATE_LIMITS=off counts nothing and writes nothing', async () => {
    const off = new RateLimiterService({ rateLimits: false } as AppConfig, processes[0].store);
    const address = key();
    for (let i = 0; i < 10; i++) {
      await off.consume(OTHER, address);
      await off.fail(OTHER, address);
      await off.refuseIfShut(OTHER, address);
      await (
        await off.attempt(OTHER, address)
      )();
    }
    expect(await processes[0].model.countDocuments({ _id: new RegExp(address.replace(/\./g, '\\.')) })).toBe(0);
  });
});
