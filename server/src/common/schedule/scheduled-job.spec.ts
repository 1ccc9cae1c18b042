import { Logger } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { ScheduledJob } from './scheduled-job';

class RecordingLogger extends Logger {
  readonly errors: string[] = [];
  override error(message: string) {
    this.errors.push(message);
  }
}

describe('ScheduledJob', () => {
  test('a failed run is logged with the job name and resolves; the next run tries again', async () => {
    const logger = new RecordingLogger();
    let calls = 0;
    const job = new ScheduledJob(
      'Courier tracking',
      () => {
        calls++;
        return Promise.reject(new Error('connection 2 to 127.0.0.1:1 timed out'));
      },
      logger,
    );
    await expect(job.run()).resolves.toBeUndefined();
    await expect(job.run()).resolves.toBeUndefined();
    expect(calls).toBe(2);
    expect(logger.errors).toEqual([
      'Courier tracking failed: connection 2 to 127.0.0.1:1 timed out',
      'Courier tracking failed: connection 2 to 127.0.0.1:1 timed out',
    ]);
  });

  test('a job that throws before its promise is logged too', async () => {
    const logger = new RecordingLogger();
    const job = new ScheduledJob(
      'Sweep',
      () => {
        throw new Error('boom');
      },
      logger,
    );
    await job.run();
    expect(logger.errors).toEqual(['Sweep failed: boom']);
  });

  test('one run at a time: a run asked for while one is under way joins it', async () => {
    let finish!: () => void;
    let calls = 0;
    const job = new ScheduledJob(
      'Sweep',
      () => {
        calls++;
        return new Promise<void>((done) => (finish = done));
      },
      new RecordingLogger(),
    );
    const first = job.run();
    const second = job.run();
    await Promise.resolve();
    finish();
    await Promise.all([first, second]);
    expect(calls).toBe(1);
    await job.stop();
  });

  test('the timer is an interval of the SchedulerRegistry, named after the job; stop takes it out', async () => {
    const registry = new SchedulerRegistry();
    let calls = 0;
    const job = new ScheduledJob(
      'Stock hold sweep',
      () => {
        calls++;
        return Promise.resolve();
      },
      new RecordingLogger(),
    );
    job.start(5, registry);
    expect(registry.getIntervals()).toEqual(['Stock hold sweep']);
    while (calls < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    await job.stop();
    expect(registry.getIntervals()).toEqual([]);
    const after = calls;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls).toBe(after);
  });

  test('a period of 0 registers no timer; a stop after the registry cleared it at shutdown is harmless', async () => {
    const registry = new SchedulerRegistry();
    const job = new ScheduledJob('Sweep', () => Promise.resolve(), new RecordingLogger());
    job.start(0, registry);
    expect(registry.getIntervals()).toEqual([]);
    job.start(60_000, registry);
    registry.deleteInterval('Sweep');
    await expect(job.stop()).resolves.toBeUndefined();
  });

  test('with leases, a timed run happens only while this process holds the lease, taken for one and a half periods', async () => {
    const registry = new SchedulerRegistry();
    let calls = 0;
    let held = false;
    const asked: Array<[string, number]> = [];
    const leases = {
      take: (job: string, forMs: number) => {
        asked.push([job, forMs]);
        return Promise.resolve(held);
      },
    };
    const job = new ScheduledJob(
      'Confirmation sweep',
      () => {
        calls++;
        return Promise.resolve();
      },
      new RecordingLogger(),
    );
    job.start(10, registry, leases);
    while (asked.length < 3) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(calls).toBe(0);
    held = true;
    while (calls < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    await job.stop();
    expect(asked[0]).toEqual(['Confirmation sweep', 15]);
  });

  test('a lease that cannot be read (the database away) skips the run and is logged', async () => {
    const registry = new SchedulerRegistry();
    const logger = new RecordingLogger();
    let calls = 0;
    const job = new ScheduledJob(
      'Courier tracking',
      () => {
        calls++;
        return Promise.resolve();
      },
      logger,
    );
    job.start(5, registry, { take: () => Promise.reject(new Error('the database is away')) });
    while (logger.errors.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    await job.stop();
    expect(calls).toBe(0);
    expect(logger.errors[0]).toBe('Courier tracking failed: the database is away');
  });
});
