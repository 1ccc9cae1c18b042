import { Logger } from '@nestjs/common';
import type { SchedulerRegistry } from '@nestjs/schedule';

/**
 * A job the shop runs on a timer (courier tracking, confirmation and hold sweeps, …). Its timer is an interval of
 * `@nestjs/schedule`'s SchedulerRegistry, named after the job (the registry lists them and clears them when the app
 * stops); the period comes from configuration, so it is registered at start rather than with `@Interval`.
 *
 * What the registry does not give is kept here: one run at a time, and a run that fails, a database that is away
 * included, is logged and never thrown, so no timer can take the process down. The next run tries again. The
 * timer does not keep the process alive.
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

  /** Runs the job every `everyMs` from now on, registered in `registry` (0 or less: never by timer). */
  start(everyMs: number, registry: SchedulerRegistry): void {
    this.unregister();
    if (!(everyMs > 0)) return;
    const timer = setInterval(() => void this.run(), everyMs);
    timer.unref();
    registry.addInterval(this.name, timer);
    this.registry = registry;
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
