// npm run bench:request-shapes: what one request of each costly shape costs the shop's main thread. Starts the
// built shop as `npm run start:prod` runs it (embedded engine, RATE_LIMITS=off so that every request reaches the
// shop, as a distributed attacker's would), sends each shape REPEAT times one after another, and prints its
// answer and the main thread's CPU time per request (user + system of the process's first thread, from
// /proc/<pid>/task/<pid>/stat: worker threads and the engine are not counted). Never a test: figures for the
// docs/performance.md. SHAPES=keys,values,... picks some; REPEAT (20) sets the repetitions.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { until } from './bench-support.mjs';

const root = resolve(import.meta.dirname, '../..');
const REPEAT = Number(process.env.REPEAT ?? 20);
const TICKS_PER_SECOND = 100;
const startArgs = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'))
  .scripts['start:prod'].split(/\s+/)
  .slice(1);

const mainThreadCpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
};

const object = (keys, value = (i) => i) =>
  Object.fromEntries(Array.from({ length: keys }, (_, i) => [`k${i}`, value(i)]));
const nested = (depth, leaf) => (depth === 0 ? leaf : [nested(depth - 1, leaf)]);
const order = (extra) => ({
  customer: { name: 'Bench', phone: '03001234567', email: 'bench@example.com' },
  shippingAddress: { address: 'Street 1', city: 'Lahore' },
  items: [{ productId: '000000000000000000000000', quantity: 1 }],
  ...extra,
});
const graphqlAliases = (count) =>
  JSON.stringify({ query: `{ ${Array.from({ length: count }, (_, i) => `a${i}: productBrands`).join(' ')} }` });

/** Each shape: the route, the body, and its content type (JSON unless said). */
const SHAPES = {
  keys: ['60,000 keys in one object (769 KB), REST', '/api/v1/orders', () => JSON.stringify(object(60_000))],
  'keys-within': ['256 keys in one object, REST', '/api/v1/orders', () => JSON.stringify(order(object(250)))],
  values: [
    '20,000 keys in 80 objects of 250 (each object within)',
    '/api/v1/orders',
    () => JSON.stringify(order({ notes: Array.from({ length: 80 }, () => object(250)) })),
  ],
  'values-within': [
    '9,990 numbers in one list',
    '/api/v1/orders',
    () => JSON.stringify(order({ items: Array.from({ length: 9_980 }, (_, i) => i) })),
  ],
  deep: [
    '100 lists of 20 nested lists each',
    '/api/v1/orders',
    () => JSON.stringify(order({ notes: Array.from({ length: 100 }, () => nested(19, 1)) })),
  ],
  string: [
    'one 1,000,000-character string',
    '/api/v1/orders',
    () => JSON.stringify(order({ notes: 'x'.repeat(1_000_000) })),
  ],
  'graphql-variables': [
    'GraphQL variables with 60,000 keys',
    '/graphql',
    () => JSON.stringify({ query: 'query($input: JSON) { productBrands }', variables: { input: object(60_000) } }),
  ],
  'graphql-aliases': ['GraphQL, 1,000 aliases', '/graphql', () => graphqlAliases(1_000)],
  'graphql-aliases-within': ['GraphQL, 100 aliases', '/graphql', () => graphqlAliases(100)],
  urlencoded: [
    'urlencoded, 100,000 keys (1 MB)',
    '/api/v1/orders',
    () =>
      Array.from({ length: 100_000 }, (_, i) => `k${i}=1`)
        .join('&')
        .slice(0, 1_000_000),
    'application/x-www-form-urlencoded',
  ],
};
const picked = (process.env.SHAPES ?? Object.keys(SHAPES).join(',')).split(',');

const shop = spawn(process.execPath, startArgs, {
  cwd: root,
  env: { ...process.env, PORT: '0', MONGODB_URI: '', NO_COLOR: '1', RATE_LIMITS: 'off', DEMO_ORDERS: 'off' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let log = '';
shop.stdout.on('data', (chunk) => (log += chunk));
shop.stderr.on('data', (chunk) => (log += chunk));
try {
  await until(() => /running at (http:\/\/[^\s"]+)/.test(log) || shop.exitCode !== null, 'the shop to listen', 120_000);
  const base = /running at (http:\/\/[^\s"]+)/.exec(log)[1].replace('localhost', '127.0.0.1');
  await until(async () => (await fetch(`${base}/ready`).catch(() => ({ ok: false }))).ok, '/ready');
  console.log(
    `load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}; ${REPEAT} of each`,
  );
  console.log('| Shape | Bytes | Answer | Main thread per request (ms) |\n|---|---:|---|---:|');
  for (const name of picked) {
    const [what, path, make, type = 'application/json'] = SHAPES[name];
    const body = make();
    const answers = new Map();
    const before = mainThreadCpuMs(shop.pid);
    for (let i = 0; i < REPEAT; i++) {
      const response = await fetch(base + path, { method: 'POST', headers: { 'content-type': type }, body });
      const text = await response.text();
      const message = /"message":"([^"]{0,70})/.exec(text)?.[1] ?? '';
      const key = `${response.status} ${message}`;
      answers.set(key, (answers.get(key) ?? 0) + 1);
    }
    const perRequest = (mainThreadCpuMs(shop.pid) - before) / REPEAT;
    const answer = [...answers].map(([key, count]) => (answers.size > 1 ? `${count} × ${key}` : key)).join('; ');
    console.log(`| ${what} | ${Buffer.byteLength(body).toLocaleString('en')} | ${answer} | ${perRequest.toFixed(1)} |`);
  }
} finally {
  shop.kill('SIGTERM');
}
