import { Logger } from '@nestjs/common';
import type { SchedulerRegistry } from '@nestjs/schedule';

/** Leases on scheduled jobs shared by every process on one database (see database/leases.service.ts). */
export interface JobLeases {
  /** Takes or renews the lease on `job` for `forMs`; false while another process holds it. */
  take(job: string, forMs: number): Promise<boolean>;
}

/**
 * A job the shop runs on a timer (courier tracking, confirmation and hold sweeps, …). Its timer is an interval of
 * `@nestjs/schedule`'s SchedulerRegistry, named after the job (the registry lists them and clears them when the app
 * stops); the period comes from configuration, so it is registered at start rather than with `@Interval`.
 *
 * What the registry does not give is kept here: one run at a time, and a run that fails, a database that is away
 * included, is logged and never thrown, so no timer can take the process down. The next run tries again. The
 * timer does not keep the process alive. Started with `leases`, a timed run first takes the job's lease for one
 * and a half periods, and is skipped while another process holds it: with several processes on one database the
 * job runs once a period, and when its holder dies another takes it over within one and a half periods.
 */
export class ScheduledJob {
  private registry?: SchedulerRegistry;
  private running?: Promise<void>;

  constructor(
    /** The interval's name in the registry, and named in the log line of a failed run: `<name> failed: <reason>`. */
    readonly name: string,
    private readonly job: () => Promise<unknown>,
    private readonly logger: Logger,
  ) {}

  /** Runs the job now, or joins the run under way; resolves when it ended, never rejects. */
  run(): Promise<void> {
    this.running ??= Promise.resolve()
      .then(this.job)
      .then(
        () => undefined,
        (error: unknown) =>
          this.logger.error(`${this.name} failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => (this.running = undefined));
    return this.running;
  }

  /**
   * Runs the job every `everyMs` from now on, registered in `registry` (0 or less: never by timer); with `leases`,
   * only while this process holds the job's lease.
   */
  start(everyMs: number, registry: SchedulerRegistry, leases?: JobLeases): void {
    this.unregister();
    if (!(everyMs > 0)) return;
    const timer = setInterval(() => void (leases ? this.runLeased(leases, everyMs) : this.run()), everyMs);
    timer.unref();
    registry.addInterval(this.name, timer);
    this.registry = registry;
  }

  /** Runs the job if this process holds (or can take) its lease. */
  private async runLeased(leases: JobLeases, everyMs: number): Promise<void> {
    let held: boolean;
    try {
      held = await leases.take(this.name, Math.round(everyMs * 1.5));
    } catch (error) {
      this.logger.error(`${this.name} failed: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    if (held) await this.run();
  }

  /** No more runs by timer; waits for a run under way. */
  async stop(): Promise<void> {
    this.unregister();
    await this.running;
  }

  private unregister(): void {
    // The registry has already cleared it when the app stopped first.
    if (this.registry?.doesExist('interval', this.name)) this.registry.deleteInterval(this.name);
    this.registry = undefined;
  }
}
