import type { LoggerService } from '@nestjs/common';

interface Seen {
  repeats: number;
  loggedAt: number;
}

/**
 * Logs unexpected errors without letting one request pattern fill the log: the first occurrence of an error
 * (its message and the frame that threw it) is logged with its stack; repeats within `quietMs` are counted
 * and reported in one line when the error comes back after that. At most `maxKinds` errors are remembered.
 */
export class RepeatedErrorLog {
  private readonly seen = new Map<string, Seen>();

  constructor(
    private readonly logger: Pick<LoggerService, 'error'>,
    private readonly quietMs = 60_000,
    private readonly maxKinds = 200,
    private readonly now: () => number = Date.now,
  ) {}

  error(error: unknown): void {
    const stack = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
    const lines = stack.split('\n');
    const kind = `${lines[0]}\n${lines.find((line) => line.trimStart().startsWith('at ')) ?? ''}`;
    const time = this.now();
    const seen = this.seen.get(kind);
    if (!seen) {
      if (this.seen.size >= this.maxKinds) this.seen.delete(this.seen.keys().next().value as string);
      this.seen.set(kind, { repeats: 0, loggedAt: time });
      this.logger.error(stack);
      return;
    }
    seen.repeats += 1;
    if (time - seen.loggedAt < this.quietMs) return;
    this.logger.error(
      `${lines[0]} (again, ${seen.repeats} time${seen.repeats === 1 ? '' : 's'} since it was last logged)`,
    );
    seen.repeats = 0;
    seen.loggedAt = time;
  }
}
