// What the measurement scripts share: waiting for a condition, one load run in a load generator of its own, a
// process's CPU time and memory from /proc, and where the embedded engine's binary is.
import { execFileSync, fork, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** The embedded engine's executable (`jongodb --port=0 --database=NAME` prints `JONGODB_URI=…` when ready). */
export const ENGINE_BINARY = join(
  dirname(createRequire(join(root, 'package.json')).resolve('@jongodb/memory-server-bin-linux-x64-gnu/package.json')),
  'bin',
  'jongodb',
);

/**
 * A fresh embedded engine in a process of its own, stopped when this process exits: its process and its URI. Its
 * stderr only says that the driver's connections closed at the end.
 */
export async function startEngine(database) {
  const engine = spawn(ENGINE_BINARY, ['--port=0', `--database=${database}`], { stdio: ['ignore', 'pipe', 'ignore'] });
  process.on('exit', () => engine.exitCode === null && engine.kill('SIGKILL'));
  const uri = await new Promise((found, failed) => {
    let log = '';
    engine.stdout.on('data', (chunk) => {
      log += chunk;
      const match = /JONGODB_URI=(\S+)/.exec(log);
      if (match) found(match[1]);
    });
    engine.once('exit', () => failed(new Error(`the engine stopped\n${log}`)));
  });
  return { engine, uri };
}

/** Clock ticks a second in /proc/<pid>/stat's times (USER_HZ, 100 on Linux unless getconf says otherwise). */
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** A process's parent and CPU time so far (user + system, ms), from /proc/<pid>/stat; undefined once it is gone. */
export function procStat(pid) {
  try {
    // The name in parentheses (field 2) may hold spaces: the fields counted from after it.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { ppid: Number(fields[1]), cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND };
  } catch {
    return undefined;
  }
}

/** The processes started by `pid`, their children included (the shop's embedded engine), from /proc. */
export function descendantsOf(pid) {
  const parents = new Map();
  for (const name of readdirSync('/proc')) if (/^\d+$/.test(name)) parents.set(Number(name), procStat(name)?.ppid);
  const found = [];
  const visit = (parent) => {
    for (const [child, ppid] of parents) {
      if (ppid !== parent) continue;
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

/** A process's resident memory in MB, from /proc/<pid>/status; 0 once it is gone. */
export function rssMbOf(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Polls `condition` every 5 ms until it holds; throws after `ms`. */
export async function until(condition, what, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(5);
  }
}

/**
 * Runs one load (see load-generator.mjs: url, connections, seconds or amount, rate, requests) in a fresh
 * generator process, so the generator never shares a CPU's event loop with the script, and answers its result.
 */
export function generate(load) {
  return new Promise((done, fail) => {
    const generator = fork(resolve(import.meta.dirname, 'load-generator.mjs'), {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    generator.once('message', done);
    generator.once('error', fail);
    generator.once('exit', (code) => code !== 0 && fail(new Error(`the load generator stopped with ${code}`)));
    generator.send(load);
  });
}

/**
 * The shop as `npm run start:prod` runs it (after `npm run build`, unless SKIP_BUILD is set or `build` is false),
 * on the embedded engine with its data in a temporary folder and the demo catalogue, on a free port, with `env`
 * over its environment; answers its URL, its process id and `stop`.
 */
export async function startBuiltShop(name, { env = {}, build = !process.env.SKIP_BUILD } = {}) {
  if (build) {
    console.log('building (npm run build) ...');
    // NODE_ENV=production: an inherited NODE_ENV=test (jest) would make Vite bundle React's development build.
    execFileSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build'], {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const dataDir = mkdtempSync(join(tmpdir(), `shop-${name}-`));
  const server = spawn(
    process.execPath,
    ['--max-semi-space-size=4', '--max-old-space-size=192', 'dist/server/src/main.js'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        MONGODB_URI: '',
        // The demo catalogue is what is measured, and a production shop never has it.
        NODE_ENV: 'development',
        JWT_SECRET: `${name}-${process.pid}-${Date.now()}`,
        ADMIN_EMAIL: '',
        DATA_DIR: dataDir,
        NO_COLOR: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const started = Date.now();
  while (!/running at (http:\/\/[^\s"]+)/.test(output)) {
    if (server.exitCode !== null || Date.now() - started > 120_000) {
      server.kill('SIGTERM');
      throw new Error(`the shop did not start:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  const url = /running at (http:\/\/[^\s"]+)/.exec(output)[1].replace(/\/$/, '');
  const stop = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, pid: server.pid, stop };
}
