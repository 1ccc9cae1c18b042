// wrk (C, epoll) as the bench's load generator for fixed-duration, closed-loop loads. On a 2-core machine
// autocannon costs about as much CPU a request as the bare-node baseline server it drives, so it, not the
// server, set the baseline's rate; wrk drives the same server to a full core for a fraction of that.
// wrk has no fixed amount of requests and no fixed rate: those loads stay on autocannon.
import { execFile } from 'node:child_process';
import { accessSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

/** The wrk executable: /usr/bin/wrk, else `wrk` on PATH; undefined when there is none or BENCH_WRK=off. */
export function findWrk() {
  if (process.env.BENCH_WRK === 'off') return undefined;
  const candidates = ['/usr/bin/wrk', ...(process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'wrk'))];
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not there: the next one
    }
  }
  return undefined;
}

export const WRK = findWrk();
export const INSTALL_WRK = 'install wrk (Debian/Ubuntu: `sudo apt-get install -y wrk`; macOS: `brew install wrk`)';

/** Whether a load runs on wrk: wrk is installed and the load is closed-loop for a fixed time. */
export const usesWrk = (load) => Boolean(WRK) && load.amount === undefined && load.rate === undefined;

/** A Lua string literal of `text`, byte for byte (LuaJIT has no \u escapes): printable ASCII kept, the rest \ddd. */
function luaString(text) {
  let out = '"';
  for (const byte of Buffer.from(text, 'utf8')) {
    if (byte === 0x22 || byte === 0x5c || byte < 0x20 || byte > 0x7e) out += `\\${String(byte).padStart(3, '0')}`;
    else out += String.fromCharCode(byte);
  }
  return `${out}"`;
}

/**
 * The Lua script of one load: method, headers and body set once (wrk then builds the request once), a
 * `request()` only when bodies or paths rotate, and `done()` printing the figures as one JSON line.
 * `{unique}` numbers start at `uniqueBase` and count up, one per request (one wrk thread, one counter); so do
 * the `{phone}` numbers of bodies, from `phoneBase` (0300 and 7 digits, as load-generator.mjs makes them).
 */
export function wrkScript(load, uniqueBase, phoneBase = 0) {
  const lines = [`wrk.method = ${luaString(load.method ?? 'GET')}`];
  for (const [name, value] of Object.entries(load.headers ?? {}))
    lines.push(`wrk.headers[${luaString(name)}] = ${luaString(value)}`);
  if (load.body !== undefined) lines.push(`wrk.body = ${luaString(load.body)}`);
  if (load.bodies) {
    lines.push(
      `local bodies = {${load.bodies.map(luaString).join(',\n')}}`,
      `local phone = ${phoneBase}`,
      'local next = 0',
      'request = function()',
      '  next = next + 1',
      '  phone = (phone + 1) % 10000000',
      '  local body = bodies[(next - 1) % #bodies + 1]:gsub("{phone}", string.format("0300%07d", phone))',
      '  return wrk.format(nil, nil, nil, body)',
      'end',
    );
  } else if (load.paths) {
    lines.push(
      `local paths = {${load.paths.map(luaString).join(',\n')}}`,
      `local unique = ${uniqueBase}`,
      'local next = 0',
      'request = function()',
      '  next = next + 1',
      '  unique = unique + 1',
      '  local path = paths[(next - 1) % #paths + 1]:gsub("{unique}", string.format("%.0f", unique))',
      '  return wrk.format(nil, path)',
      'end',
    );
  }
  lines.push(
    'done = function(summary, latency, requests)',
    '  local e = summary.errors',
    '  io.write(string.format(\'\\nWRK_RESULT {"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,' +
      '"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\\n\',',
    '    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),',
    '    e.connect, e.read, e.write, e.status, e.timeout))',
    'end',
  );
  return `${lines.join('\n')}\n`;
}

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on Linux
/** CPU time (ms) of this process's children that have ended and been waited for, from /proc/self/stat. */
function childrenCpuMs() {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / TICKS_PER_SECOND;
}

/**
 * Runs one closed-loop load for its seconds with wrk, one thread, and answers what load-generator.mjs answers
 * for autocannon: count, rate, p50/p99 (ms, wrk's own latency record), errors (socket errors, timeouts and
 * answers of 400 or more) and the share of a core wrk used (its CPU time, from this process's waited-for
 * children, over the wall time).
 */
export async function runWrk(load) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-wrk-'));
  const script = join(dir, 'load.lua');
  writeFileSync(script, wrkScript(load, 1_000_000 + process.pid * 1_000_000, Math.floor(Math.random() * 9_000_000)));
  const seconds = Math.max(1, Math.round(load.seconds ?? 3));
  const connections = load.connections ?? 10;
  const cpuBefore = childrenCpuMs();
  const started = performance.now();
  try {
    const stdout = await new Promise((done, fail) =>
      execFile(
        WRK,
        ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', script, load.url],
        { maxBuffer: 16 * 1024 * 1024 },
        (error, out, err) => (error ? fail(new Error(`wrk failed: ${error.message}\n${out}${err}`)) : done(out)),
      ),
    );
    const wall = performance.now() - started;
    const line = /WRK_RESULT (\{.*\})/.exec(stdout);
    if (!line) throw new Error(`wrk printed no result:\n${stdout}`);
    const r = JSON.parse(line[1]);
    return {
      generator: 'wrk',
      count: r.requests,
      rate: r.requests / (r.durationUs / 1e6),
      p50: r.p50Us / 1000,
      p99: r.p99Us / 1000,
      errors: r.connect + r.read + r.write + r.timeout + r.status,
      statuses: { '4xx/5xx': r.status },
      generatorBusy: (childrenCpuMs() - cpuBefore) / wall,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
