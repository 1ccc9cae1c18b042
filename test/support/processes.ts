import { ChildProcess, spawn } from 'node:child_process';
import { mongo } from 'mongoose';
import { readdirSync, readFileSync } from 'node:fs';

/** A process counts as alive while it runs; a killed one waiting to be reaped (a zombie) does not. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/**
 * Stops a process (SIGSTOP) and resolves once the kernel shows every one of its threads stopped: the signal takes
 * effect as each thread next enters the kernel, and until then the process may still answer.
 */
export async function stopProcess(pid: number): Promise<void> {
  process.kill(pid, 'SIGSTOP');
  const allStopped = () => {
    try {
      return readdirSync(`/proc/${pid}/task`).every((thread) =>
        /^\d+ \(.*\) [Tt] /.test(readFileSync(`/proc/${pid}/task/${thread}/stat`, 'utf8')),
      );
    } catch {
      return false;
    }
  };
  await waitFor(allStopped, 10_000, `process ${pid} to stop`);
}

/** Polls until `condition` holds, or fails after `timeoutMs`. */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 25));
  }
}

export interface BuiltShop {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the shop printed so far. */
  output(): string;
  /** The engine pid it logged last (the embedded engine only). */
  enginePid(): number | undefined;
  /** The URI of the engine it logged last (the embedded engine only). */
  engineUri(): string | undefined;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>;
}

/**
 * Starts the built shop (`node dist/server/src/main.js`, as `npm start` does after its build step) in a process
 * of its own, and resolves once it printed its start-up banner.
 */
export async function startBuiltShop(env: NodeJS.ProcessEnv, root: string): Promise<BuiltShop> {
  let output = '';
  const child = spawn(process.execPath, ['dist/server/src/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      MONGODB_URI: '',
      ADMIN_EMAIL: '',
      NODE_ENV: 'development',
      NO_COLOR: '1',
      RATE_LIMITS: 'off',
      // The shop shares the machine with the test process and the suites beside it: a lagging event loop says
      // nothing of what a suite tests here (test/load-shedding turns it on).
      SHED_MAX_EVENT_LOOP_DELAY_MS: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | string>((done) =>
    child.once('exit', (code, signal) => done(code ?? signal ?? -1)),
  );
  let ended = false;
  void exited.then(() => (ended = true));
  await waitFor(() => /Database: .*\n/.test(output) || ended, 60_000, 'the start-up banner');
  const baseUrl = /running at (http:\/\/[^\s"]+)/.exec(output)?.[1]?.replace('localhost', '127.0.0.1') ?? '';
  if (!baseUrl) throw new Error(`The shop did not start: ${output}`);
  return {
    child,
    baseUrl,
    output: () => output,
    enginePid: () => {
      const pids = [...output.matchAll(/Embedded engine pid (\d+) at/g)];
      return pids.length > 0 ? Number(pids[pids.length - 1][1]) : undefined;
    },
    engineUri: () => [...output.matchAll(/Embedded engine pid \d+ at ([^\s"]+)/g)].pop()?.[1],
    exited,
  };
}

/** The unique indexes of the database at `uri`, as `collection.index` names (seen from outside the shop). */
export async function uniqueIndexes(uri: string, collections: string[]): Promise<string[]> {
  const client = new mongo.MongoClient(uri, { directConnection: true });
  try {
    const names: string[] = [];
    for (const collection of collections) {
      const indexes = await client.db().collection(collection).listIndexes().toArray();
      for (const index of indexes) if (index.unique && index.name !== '_id_') names.push(`${collection}.${index.name}`);
    }
    return names.sort();
  } finally {
    await client.close();
  }
}
