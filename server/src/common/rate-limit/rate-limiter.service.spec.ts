import { HttpException } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { MemoryRateLimitStore } from './memory-rate-limit-store';
import { RateLimit, RateLimiterService } from './rate-limiter.service';

const LOGIN: RateLimit = { name: 'login', limit: 3, windowMs: 15 * 60_000, message: 'Too many login attempts.' };
const OTHER: RateLimit = { name: 'other', limit: 1, windowMs: 60_000, message: 'Too many others.' };

const stores: MemoryRateLimitStore[] = [];
const limiter = (rateLimits = true) => {
  const store = new MemoryRateLimitStore();
  stores.push(store);
  return new RateLimiterService({ rateLimits } as AppConfig, store);
};

async function refusal(promise: Promise<void>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof HttpException)) throw new Error('expected a refusal');
  return { status: error.getStatus(), message: error.message };
}

describe('RateLimiterService in memory (counted by @nestjs/throttler)', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-01-01T10:00:00Z') }));
  afterEach(() => {
    for (const store of stores.splice(0)) store.onModuleDestroy();
    jest.useRealTimers();
  });

  test('allows the limit, then refuses with 429, the message and the wait in minutes', async () => {
    const service = limiter();
    for (let i = 0; i < 3; i++) await service.consume(LOGIN, '10.0.0.1');
    expect(await refusal(service.consume(LOGIN, '10.0.0.1'))).toEqual({
      status: 429,
      message: 'Too many login attempts. Please try again in 15 minutes.',
    });
    jest.advanceTimersByTime(14 * 60_000 + 30_000);
    expect(await refusal(service.consume(LOGIN, '10.0.0.1'))).toEqual({
      status: 429,
      message: 'Too many login attempts. Please try again in 1 minute.',
    });
  });

  test('each key and each limit counts on its own; a window that has passed counts afresh', async () => {
    const service = limiter();
    for (let i = 0; i < 3; i++) await service.consume(LOGIN, '10.0.0.1');
    await expect(service.consume(LOGIN, '10.0.0.2')).resolves.toBeUndefined();
    await expect(service.consume(OTHER, '10.0.0.1')).resolves.toBeUndefined();
    jest.advanceTimersByTime(15 * 60_000 + 1);
    for (let i = 0; i < 3; i++) await service.consume(LOGIN, '10.0.0.1');
    expect((await refusal(service.consume(LOGIN, '10.0.0.1'))).status).toBe(429);
  });

  test('a limit on failures: only failures count; the limit-th shuts the key out for the window, then it counts afresh', async () => {
    const service = limiter();
    for (let i = 0; i < 2; i++) {
      await expect(service.refuseIfShut(LOGIN, 'shopper@example.pk')).resolves.toBeUndefined();
      await service.fail(LOGIN, 'shopper@example.pk');
    }
    // Checks without failures count nothing.
    for (let i = 0; i < 20; i++)
      await expect(service.refuseIfShut(LOGIN, 'shopper@example.pk')).resolves.toBeUndefined();
    await service.fail(LOGIN, 'shopper@example.pk');
    expect(await refusal(service.refuseIfShut(LOGIN, 'shopper@example.pk'))).toEqual({
      status: 429,
      message: 'Too many login attempts. Please try again in 15 minutes.',
    });
    await expect(service.refuseIfShut(LOGIN, 'other@example.pk')).resolves.toBeUndefined();
    jest.advanceTimersByTime(15 * 60_000 + 1);
    await expect(service.refuseIfShut(LOGIN, 'shopper@example.pk')).resolves.toBeUndefined();
    await service.fail(LOGIN, 'shopper@example.pk');
    await expect(service.refuseIfShut(LOGIN, 'shopper@example.pk')).resolves.toBeUndefined();
  });

  test('RATE_LIMITS=off never refuses', async () => {
    const service = limiter(false);
    for (let i = 0; i < 20; i++) await service.consume(OTHER, 'same');
    for (let i = 0; i < 20; i++) await service.fail(OTHER, 'same');
    await expect(service.refuseIfShut(OTHER, 'same')).resolves.toBeUndefined();
  });
  test('attempt(): tries count before the work, successes are given back, and past the limit every try is refused', async () => {
    const service = limiter();
    const tracking = (key: string) => service.attempt(LOGIN, key);
    // Three tries under way at once (none given back yet) reach the limit: a fourth is refused before its work.
    const underWay = await Promise.all([tracking('VA-1'), tracking('VA-1'), tracking('VA-1')]);
    expect(await refusal(tracking('VA-1').then(() => undefined))).toEqual({
      status: 429,
      message: 'Too many login attempts. Please try again in 15 minutes.',
    });
    // One of them succeeded: given back, so one more try may run.
    await underWay[0]();
    const next = await tracking('VA-1');
    expect((await refusal(tracking('VA-1').then(() => undefined))).status).toBe(429);
    await next();
    // Other keys count on their own; the window passes.
    await expect(tracking('VA-2')).resolves.toEqual(expect.any(Function));
    jest.advanceTimersByTime(15 * 60_000 + 1);
    await expect(tracking('VA-1')).resolves.toEqual(expect.any(Function));
    await expect(limiter(false).attempt(OTHER, 'x')).resolves.toEqual(expect.any(Function));
  });
});
