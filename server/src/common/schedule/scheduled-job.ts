import { Logger } from '@nestjs/common';

/**
 * A job the shop runs on a timer (courier tracking, confirmation and hold sweeps, …): one run at a time, and a
 * run that fails, a database that is away included, is logged and never thrown, so no timer can take the process
 * down. The next run tries again. The timer does not keep the process alive.
 */
export class ScheduledJob {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    /** Named in the log line of a failed run: `<name> failed: <reason>`. */
    private readonly name: string,
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

  /** Runs the job every `everyMs` from now on (0 or less: never by timer). */
  start(everyMs: number): void {
    clearInterval(this.timer);
    this.timer = undefined;
    if (!(everyMs > 0)) return;
    this.timer = setInterval(() => void this.run(), everyMs);
    this.timer.unref();
  }

  /** No more runs by timer; waits for a run under way. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
