import { ServiceUnavailableException } from '@nestjs/common';
import { hash, verify } from '@node-rs/bcrypt';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** Cost of every new hash (existing hashes of any cost still verify). */
export const BCRYPT_ROUNDS = 10;

/**
 * Niceness of the hashing threads. On Linux a thread's niceness is its own (setpriority(PRIO_PROCESS, 0) called in
 * a thread changes that thread only), so the event loop keeps niceness 0 and the scheduler runs it first: a sign-in
 * uses the CPU the event loop leaves. 10 rather than 19: under a fully busy event loop a nice-10 thread still gets
 * about a tenth of a core (CFS weights 110 against 1024), so sign-ins still finish (docs/performance.md).
 */
export const HASHING_NICENESS = 10;

/** Hashes waiting their turn beyond this answer 503 at once rather than wait seconds behind the others. */
export const MAX_WAITING_HASHES = 200;

/** A hashing thread with nothing to do for this long ends (one starts again at the next sign-in). */
const IDLE_MS = 10_000;

const BUSY_MESSAGE = 'Too many sign-ins at once right now. Please try again in a moment.';

/**
 * The thread's code, run from text so it is the same in `npm start` (compiled) and in jest (TypeScript). bcrypt runs
 * synchronously on this thread (not on libuv's pool, whose threads keep niceness 0). Where niceness cannot be raised
 * (non-Linux, a sandbox refusing it) the thread runs at normal priority: today's behaviour, off the event loop.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { setPriority } = require('node:os');
const { hashSync, verifySync } = require(workerData.bcrypt);
try { setPriority(0, workerData.niceness); } catch {}
parentPort.on('message', ({ kind, password, hash, cost }) => {
  try {
    const value = kind === 'hash' ? hashSync(password, { cost }) : verifySync(password, hash);
    parentPort.postMessage({ value });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message ? error.message : error) });
  }
});
`;

type Job = { kind: 'hash'; password: string; cost: number } | { kind: 'verify'; password: string; hash: string };

interface QueuedJob {
  job: Job;
  resolve: (value: string | boolean) => void;
  reject: (error: unknown) => void;
  /** A job whose thread died is tried once more on a fresh thread; a second death fails the request (503). */
  retried: boolean;
}

interface HashingThread {
  worker: Worker;
  current?: QueuedJob;
  idleTimer?: NodeJS.Timeout;
}

/**
 * bcrypt on `cores - 1` worker threads of lowered OS priority, fed from one queue: a burst of sign-ins never delays
 * the event loop, it takes the CPU left over. Threads start when needed, end when idle and never keep the process
 * alive while idle; a thread that dies is replaced and its job tried again once.
 */
export class PasswordHasher {
  private readonly queue: QueuedJob[] = [];
  private readonly threads = new Set<HashingThread>();

  constructor(
    private readonly size = Math.max(1, availableParallelism() - 1),
    private readonly niceness = HASHING_NICENESS,
  ) {}

  /** A new bcrypt hash of the password, cost BCRYPT_ROUNDS. */
  hash(password: string): Promise<string> {
    return this.run({ kind: 'hash', password, cost: BCRYPT_ROUNDS }) as Promise<string>;
  }

  /** Whether the password matches a bcrypt hash ($2a$/$2b$/$2y$, any cost); a malformed hash simply does not. */
  async matches(password: string, passwordHash: string): Promise<boolean> {
    try {
      return (await this.run({ kind: 'verify', password, hash: passwordHash })) as boolean;
    } catch (error) {
      if (error instanceof ServiceUnavailableException) throw error;
      return false;
    }
  }

  /** The live hashing threads (tests read their priority and end one as a crash would). */
  get workers(): Worker[] {
    return [...this.threads].map((thread) => thread.worker);
  }

  private run(job: Job): Promise<string | boolean> {
    if (this.withoutThreads) return this.runOnLibuvPool(job);
    if (this.queue.length >= MAX_WAITING_HASHES) return Promise.reject(new ServiceUnavailableException(BUSY_MESSAGE));
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject, retried: false });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const thread = [...this.threads].find((candidate) => !candidate.current) ?? this.startThread();
      if (!thread) return;
      const queued = this.queue.shift()!;
      clearTimeout(thread.idleTimer);
      thread.current = queued;
      thread.worker.ref(); // a hash under way keeps the process alive until it answers
      thread.worker.postMessage(queued.job);
    }
  }

  private startThread(): HashingThread | undefined {
    if (this.threads.size >= this.size) return undefined;
    let worker: Worker;
    try {
      worker = new Worker(WORKER_SOURCE, {
        eval: true,
        workerData: { bcrypt: require.resolve('@node-rs/bcrypt'), niceness: this.niceness },
      });
    } catch {
      // No worker threads here (a restricted runtime): from now on bcrypt runs on libuv's pool, as it did before.
      if (this.threads.size === 0) this.fallBackToLibuvPool();
      return undefined;
    }
    const thread: HashingThread = { worker };
    this.threads.add(thread);
    worker.on('message', (answer: { value?: string | boolean; error?: string }) => {
      const done = thread.current;
      thread.current = undefined;
      worker.unref();
      thread.idleTimer = setTimeout(() => void this.stop(thread), IDLE_MS).unref();
      if (done) {
        if (answer.error !== undefined) done.reject(new Error(answer.error));
        else done.resolve(answer.value!);
      }
      this.dispatch();
    });
    worker.on('error', () => undefined); // the exit that follows does the work
    worker.on('exit', () => this.lost(thread));
    return thread;
  }

  private withoutThreads = false;

  private fallBackToLibuvPool(): void {
    this.withoutThreads = true;
    for (const waiting of this.queue.splice(0)) this.runOnLibuvPool(waiting.job).then(waiting.resolve, waiting.reject);
  }

  private runOnLibuvPool(job: Job): Promise<string | boolean> {
    return job.kind === 'hash' ? hash(job.password, { cost: job.cost }) : verify(job.password, job.hash);
  }

  private async stop(thread: HashingThread): Promise<void> {
    if (thread.current) return;
    this.threads.delete(thread);
    await thread.worker.terminate();
  }

  /** A thread ended (crash, terminate, idle end): its job goes back to the front of the queue, once. */
  private lost(thread: HashingThread): void {
    this.threads.delete(thread);
    clearTimeout(thread.idleTimer);
    const interrupted = thread.current;
    thread.current = undefined;
    if (interrupted) {
      if (interrupted.retried) interrupted.reject(new ServiceUnavailableException(BUSY_MESSAGE));
      else this.queue.unshift({ ...interrupted, retried: true });
    }
    this.dispatch();
  }
}

/** The process's one hasher: UsersService and the demo seed share its threads and its queue. */
export const passwordHasher = new PasswordHasher();
