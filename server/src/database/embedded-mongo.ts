import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

const PACKAGE = '@jongodb/memory-server-bin-linux-x64-gnu';
const READY_PATTERN = /JONGODB_URI=(\S+)/;
const START_TIMEOUT_MS = 15_000;

/** Finds the embedded engine's binary, or explains why it cannot be used on this machine. */
export function locateEmbeddedEngine(): string {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `The embedded MongoDB engine ships for Linux x64 only (this is ${process.platform}/${process.arch}). ` +
        'Set MONGODB_URI to a MongoDB server, or run `docker compose up`.',
    );
  }
  let packageJson: string;
  try {
    packageJson = require.resolve(`${PACKAGE}/package.json`);
  } catch {
    throw new Error(`The embedded MongoDB engine (${PACKAGE}) is not installed. Run npm install, or set MONGODB_URI.`);
  }
  const binary = join(dirname(packageJson), 'bin', 'jongodb');
  if (!existsSync(binary)) throw new Error(`The embedded MongoDB engine binary is missing at ${binary}`);
  return binary;
}

export type EngineGuard = 'setpriv' | 'shell';

let setprivWorks: boolean | undefined;
/** util-linux's setpriv with --pdeathsig (present on nearly every Linux; checked once). */
function hasSetpriv(): boolean {
  if (setprivWorks === undefined) {
    try {
      execFileSync('setpriv', ['--pdeathsig', 'KILL', '--', 'true'], { stdio: 'ignore', timeout: 5_000 });
      setprivWorks = true;
    } catch {
      setprivWorks = false;
    }
  }
  return setprivWorks;
}

/**
 * The fallback guard: a shell that runs the engine, keeps the pipe from this process open as its stdin, and
 * kills the engine when that pipe closes (this process ended, however it ended) or exits when the engine does.
 * It prints the engine's pid so that the shop reports and signals the engine itself.
 */
const SHELL_GUARD = [
  'exec 3<&0',
  '"$@" </dev/null &',
  'engine=$!',
  'echo "ENGINE_PID=$engine"',
  '(cat <&3 >/dev/null; kill -9 "$engine" 2>/dev/null) &',
  'watcher=$!',
  'wait "$engine"',
  'code=$?',
  'kill "$watcher" 2>/dev/null',
  'exit "$code"',
].join('\n');

/**
 * How the engine is started so that it never outlives this process, kill -9 and a V8 abort included:
 * `setpriv --pdeathsig KILL` has the kernel kill it when this process dies; without setpriv, a shell guard
 * kills it when this process's pipe closes.
 */
function guardedCommand(binary: string, args: string[], guard: EngineGuard): { command: string; args: string[] } {
  if (guard === 'setpriv') return { command: 'setpriv', args: ['--pdeathsig', 'KILL', '--', binary, ...args] };
  return { command: 'sh', args: ['-c', SHELL_GUARD, 'engine-guard', binary, ...args] };
}

/** Engines still running in this process; all of them are killed when the process exits normally too. */
const running = new Set<EmbeddedMongo>();
let exitHookInstalled = false;

function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const engine of running) engine.kill();
  });
}

export interface EngineStartOptions {
  database?: string;
  /** 0 picks a free port; a restart passes the previous one so that open connections find the new engine. */
  port?: number;
  /** Forced guard, for tests; by default setpriv when it works, the shell guard otherwise. */
  guard?: EngineGuard;
  /** The engine's heap bound in MB (EMBEDDED_HEAP_MB); see engineHeapFlags. */
  heapMb?: number;
}

/**
 * Runtime options of the engine (a GraalVM native image): with EMBEDDED_HEAP_MB, a heap bound, and running out of
 * it ends the engine (which the shop then restarts from the newest copy) instead of leaving it thrashing. Without
 * it the engine sizes its heap itself (up to 80 % of the machine's memory), as it always did: the soak measured no
 * bound that made it steadier (figures: docs/performance.md, "Costs behind choices in the code").
 */
export function engineHeapFlags(heapMb?: number): string[] {
  return heapMb ? [`-Xmx${heapMb}m`, '-XX:+ExitOnOutOfMemoryError'] : [];
}

/**
 * An in-memory MongoDB-compatible engine run as a child process, through a guard that kills it when this
 * process ends in any way. `onExit` tells about an engine that ended without `stop()`.
 */
export class EmbeddedMongo {
  private stopping = false;
  private readonly exitListeners: Array<(description: string) => void> = [];

  private constructor(
    readonly uri: string,
    readonly port: number,
    /** The engine's own process id (not the guard's). */
    readonly pid: number,
    readonly guard: EngineGuard,
    private readonly child: ChildProcess,
  ) {
    child.once('exit', (code, signal) => {
      running.delete(this);
      if (this.stopping) return;
      const description = signal ? `killed by ${signal}` : `exited with code ${code}`;
      for (const listener of this.exitListeners) listener(description);
    });
  }

  /** `options` may be the database name alone. */
  static async start(options: EngineStartOptions | string = {}): Promise<EmbeddedMongo> {
    if (typeof options === 'string') options = { database: options };
    const binary = locateEmbeddedEngine();
    installExitHook();
    const guard = options.guard ?? (hasSetpriv() ? 'setpriv' : 'shell');
    const { command, args } = guardedCommand(
      binary,
      [...engineHeapFlags(options.heapMb), `--port=${options.port ?? 0}`, `--database=${options.database ?? 'shop'}`],
      guard,
    );
    // stdin is the pipe the shell guard watches; setpriv's engine simply never reads it.
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const started = await new Promise<{ uri: string; pid: number }>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`The embedded MongoDB engine did not start within ${START_TIMEOUT_MS} ms: ${output.trim()}`));
      }, START_TIMEOUT_MS);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = READY_PATTERN.exec(output);
        if (!match) return;
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        const pid = guard === 'shell' ? Number(/ENGINE_PID=(\d+)/.exec(output)?.[1]) : child.pid!;
        resolve({ uri: match[1], pid });
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The embedded MongoDB engine exited with code ${code}: ${output.trim()}`));
      });
    });
    // Keep draining its output so the pipe never fills up.
    child.stdout?.resume();
    child.stderr?.resume();
    const port = Number(new URL(started.uri.replace(/^mongodb:/, 'http:')).port);
    const engine = new EmbeddedMongo(started.uri, port, started.pid, guard, child);
    running.add(engine);
    return engine;
  }

  /** Calls `listener` when the engine ends without stop() (a crash, or killed from outside). */
  onExit(listener: (description: string) => void): void {
    this.exitListeners.push(listener);
  }

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Kills the engine at once (and its guard). */
  kill(): void {
    this.stopping = true;
    if (this.guard === 'shell') {
      try {
        process.kill(this.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    if (this.alive) this.child.kill('SIGKILL');
  }

  async stop(): Promise<void> {
    this.stopping = true;
    const child = this.child;
    if (!this.alive) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      if (this.guard === 'shell') {
        try {
          process.kill(this.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      } else child.kill('SIGTERM');
      setTimeout(() => this.kill(), 2_000).unref();
    });
  }
}
