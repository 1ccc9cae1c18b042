import { HttpException } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { RateLimit, RateLimiterService } from './rate-limiter.service';

const LOGIN: RateLimit = { name: 'login', limit: 3, windowMs: 15 * 60_000, message: 'Too many login attempts.' };
const OTHER: RateLimit = { name: 'other', limit: 1, windowMs: 60_000, message: 'Too many others.' };

const limiter = (rateLimits = true) => new RateLimiterService({ rateLimits } as AppConfig);

async function refusal(promise: Promise<void>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof HttpException)) throw new Error('expected a refusal');
  return { status: error.getStatus(), message: error.message };
}

describe('RateLimiterService (counted by @nestjs/throttler)', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-01-01T10:00:00Z') }));
  afterEach(() => jest.useRealTimers());

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
    service.onModuleDestroy();
  });

  test('each key and each limit counts on its own; a window that has passed counts afresh', async () => {
    const service = limiter();
    for (let i = 0; i < 3; i++) await service.consume(LOGIN, '10.0.0.1');
    await expect(service.consume(LOGIN, '10.0.0.2')).resolves.toBeUndefined();
    await expect(service.consume(OTHER, '10.0.0.1')).resolves.toBeUndefined();
    jest.advanceTimersByTime(15 * 60_000 + 1);
    for (let i = 0; i < 3; i++) await service.consume(LOGIN, '10.0.0.1');
    expect((await refusal(service.consume(LOGIN, '10.0.0.1'))).status).toBe(429);
    service.onModuleDestroy();
  });

  test('a limit on failures: only failures count; the limit-th shuts the key out for the window, then it counts afresh', async () => {
    const service = limiter();
    for (let i = 0; i < 2; i++) {
      expect(() => service.refuseIfShut(LOGIN, 'shopper@example.pk')).not.toThrow();
      await service.fail(LOGIN, 'shopper@example.pk');
    }
    // Checks without failures count nothing.
    for (let i = 0; i < 20; i++) expect(() => service.refuseIfShut(LOGIN, 'shopper@example.pk')).not.toThrow();
    await service.fail(LOGIN, 'shopper@example.pk');
    expect(() => service.refuseIfShut(LOGIN, 'shopper@example.pk')).toThrow(
      'Too many login attempts. Please try again in 15 minutes.',
    );
    expect(() => service.refuseIfShut(LOGIN, 'other@example.pk')).not.toThrow();
    jest.advanceTimersByTime(15 * 60_000 + 1);
    expect(() => service.refuseIfShut(LOGIN, 'shopper@example.pk')).not.toThrow();
    await service.fail(LOGIN, 'shopper@example.pk');
    expect(() => service.refuseIfShut(LOGIN, 'shopper@example.pk')).not.toThrow();
    service.onModuleDestroy();
  });

  test('RATE_LIMITS=off never refuses', async () => {
    const service = limiter(false);
    for (let i = 0; i < 20; i++) await service.consume(OTHER, 'same');
    for (let i = 0; i < 20; i++) await service.fail(OTHER, 'same');
    expect(() => service.refuseIfShut(OTHER, 'same')).not.toThrow();
    service.onModuleDestroy();
  });
  test('attempt(): tries count before the work, successes are taken back, and past the limit every try is refused', async () => {
    const service = limiter();
    const tracking = (key: string) => service.attempt(LOGIN, key);
    // Three tries under way at once (none taken back yet) reach the limit: a fourth is refused before its work.
    const underWay = [tracking('VA-1'), tracking('VA-1'), tracking('VA-1')];
    expect(() => tracking('VA-1')).toThrow('Too many login attempts. Please try again in 15 minutes.');
    // One of them succeeded: taken back, so one more try may run.
    underWay[0]();
    const next = tracking('VA-1');
    expect(() => tracking('VA-1')).toThrow(HttpException);
    next();
    // Other keys count on their own; the window passes.
    expect(() => tracking('VA-2')).not.toThrow();
    jest.advanceTimersByTime(15 * 60_000 + 1);
    expect(() => tracking('VA-1')).not.toThrow();
    expect(() => limiter(false).attempt(OTHER, 'x')).not.toThrow();
    service.onModuleDestroy();
  });
});
