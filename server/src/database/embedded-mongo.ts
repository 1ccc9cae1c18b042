import { ChildProcess, spawn } from 'node:child_process';
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

/** Engines still running in this process; all of them are killed when the process ends in any way. */
const running = new Set<ChildProcess>();
let exitHooksInstalled = false;

function killAll() {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  running.clear();
}

function installExitHooks() {
  if (exitHooksInstalled) return;
  exitHooksInstalled = true;
  process.once('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      killAll();
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  }
  process.once('uncaughtException', (error) => {
    killAll();
    console.error(error);
    process.exit(1);
  });
}

/**
 * An in-memory MongoDB-compatible engine run as a child process. It lives as long as this process:
 * it is stopped on `stop()`, on exit, on SIGINT/SIGTERM/SIGHUP and on an uncaught crash.
 */
export class EmbeddedMongo {
  private constructor(
    readonly uri: string,
    private readonly child: ChildProcess,
  ) {}

  static async start(database = 'shop'): Promise<EmbeddedMongo> {
    const binary = locateEmbeddedEngine();
    installExitHooks();
    const child = spawn(binary, ['--port=0', `--database=${database}`], { stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    child.once('exit', () => running.delete(child));
    const uri = await new Promise<string>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`The embedded MongoDB engine did not start within ${START_TIMEOUT_MS} ms: ${output.trim()}`));
      }, START_TIMEOUT_MS);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = READY_PATTERN.exec(output);
        if (match) {
          clearTimeout(timer);
          child.stdout?.off('data', onData);
          resolve(match[1]);
        }
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
    return new EmbeddedMongo(uri, child);
  }

  /** The engine's process id. */
  get pid(): number | undefined {
    return this.child.pid;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 2_000).unref();
    });
  }
}
