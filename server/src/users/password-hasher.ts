import { ServiceUnavailableException } from '@nestjs/common';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Piscina } from 'piscina';

/** Cost of every new hash (existing hashes of any cost still verify). */
export const BCRYPT_ROUNDS = 10;

/**
 * How much the hashing threads' niceness is raised (piscina's `niceIncrement`, through `@napi-rs/nice`). On Linux a
 * thread's niceness is its own, so the event loop keeps niceness 0 and the scheduler runs it first: a sign-in uses
 * the CPU the event loop leaves. 10 rather than 19: under a fully busy event loop a nice-10 thread still gets about a
 * tenth of a core (CFS weights 110 against 1024), so sign-ins still finish (docs/performance.md).
 */
export const HASHING_NICENESS = 10;

/** Hashes waiting their turn beyond this answer 503 at once rather than wait seconds behind the others. */
export const MAX_WAITING_HASHES = 200;

const BUSY_MESSAGE = 'Too many sign-ins at once right now. Please try again in a moment.';

/**
 * bcrypt (`@node-rs/bcrypt`, native) on a piscina pool of `cores - 1` threads of lowered priority
 * (password-hashing.worker.js), not on the event loop nor on libuv's pool, whose threads have the event loop's
 * priority: a burst of sign-ins takes the CPU left over. Threads start when needed, end after 10 s idle and never
 * keep the process alive while idle. A hash the pool cannot run (too many waiting, a thread that died) answers 503,
 * never a wrong-password 401.
 */
export class PasswordHasher {
  readonly pool = new Piscina({
    filename: join(__dirname, 'password-hashing.worker.js'),
    minThreads: 0,
    maxThreads: Math.max(1, availableParallelism() - 1),
    idleTimeout: 10_000,
    maxQueue: MAX_WAITING_HASHES,
    niceIncrement: HASHING_NICENESS,
  });

  /** A new bcrypt hash of the password, cost BCRYPT_ROUNDS. */
  hash(password: string): Promise<string> {
    return this.run({ password, cost: BCRYPT_ROUNDS });
  }

  /** Whether the password matches a bcrypt hash ($2a$/$2b$/$2y$, any cost); a malformed hash simply does not. */
  matches(password: string, passwordHash: string): Promise<boolean> {
    return this.run({ password, hash: passwordHash });
  }

  private run<T>(task: { password: string; cost?: number; hash?: string }): Promise<T> {
    return (this.pool.run(task) as Promise<T>).catch(() => {
      throw new ServiceUnavailableException(BUSY_MESSAGE);
    });
  }
}

/** The process's one hasher: UsersService and the demo seed share its threads and its queue. */
export const passwordHasher = new PasswordHasher();
