// npm run bench:graphql-attacks: known GraphQL attacks against the built shop, started as
// `npm run start:prod` runs it (same node flags, embedded engine, default rate limits), with the shop's resident
// memory sampled from /proc every 20 ms. Prints, per attack, the answers' statuses, the time until the last
// answer, and the resident memory before, at its peak and after. Never a test: figures for docs/performance.md.
//
// ATTACKS=aliases,thousand,heaviest,comments,documents picks some; SHOP_ROOT runs another checkout's build.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(process.env.SHOP_ROOT ?? resolve(import.meta.dirname, '../..'));
const ATTACKS = (process.env.ATTACKS ?? 'aliases,thousand,heaviest,comments,documents').split(',');
const startArgs = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'))
  .scripts['start:prod'].split(/\s+/)
  .slice(1);

const rssMb = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
  } catch {
    return NaN;
  }
};

async function until(condition, what, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 10));
  }
}

async function startShop() {
  const shop = spawn(process.execPath, startArgs, {
    cwd: root,
    env: { ...process.env, PORT: '0', MONGODB_URI: '', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  shop.stdout.on('data', (chunk) => (log += chunk));
  shop.stderr.on('data', (chunk) => (log += chunk));
  shop.log = () => log;
  await until(() => /running at (http:\/\/[^\s"]+)/.test(log) || shop.exitCode !== null, 'the shop to listen');
  const base = /running at (http:\/\/[^\s"]+)/.exec(log)[1].replace('localhost', '127.0.0.1');
  await until(async () => (await fetch(`${base}/ready`).catch(() => ({ ok: false }))).ok, '/ready');
  return { shop, base };
}

const post = (base, query) =>
  fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  })
    .then(async (response) => ({ status: response.status, bytes: (await response.arrayBuffer()).byteLength }))
    .catch((error) => ({ status: error.cause?.code ?? 'failed', bytes: 0 }));

const ATTACK_PLANS = {
  aliases: {
    what: 'ten concurrent 500-alias products(limit: 100) queries (the 56 KB alias bomb)',
    run: (base) => {
      const query = `{ ${Array.from({ length: 500 }, (_, i) => `p${i}: products(limit: 100, minPrice: ${i}) { items { id name description specifications { key value } images } }`).join(' ')} }`;
      return Promise.all(Array.from({ length: 10 }, () => post(base, query)));
    },
  },
  thousand: {
    what: 'one 1,000-alias products(limit: 100) query (36 KB)',
    run: async (base) => [
      await post(
        base,
        `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: products(limit: 100) { items { id } }`).join(' ')} }`,
      ),
    ],
  },
  comments: {
    what: '86 distinct 900 KB queries (a long comment, then `query Qn { productCategories }`), then 86 with `{ shop { name } }`',
    run: async (base) => {
      const answers = [];
      for (const root of ['productCategories', 'shop { name }']) {
        for (let i = 0; i < 86; i++)
          answers.push(
            await post(base, `#${String(i).padStart(3, '0')}${'x'.repeat(900 * 1024)}\nquery Q${i} { ${root} }`),
          );
      }
      return answers;
    },
  },
  heaviest: {
    what: 'ten concurrent queries just within the cost limit (100 products and 100 featured, every field: cost 4,902)',
    run: (base) => {
      const every =
        'id name slug description brand category condition price discountPrice finalPrice originalPrice discountPercentage stockQuantity inStock featured trendy images cardImages tags createdAt updatedAt specifications { key value }';
      return Promise.all(
        Array.from({ length: 10 }, () =>
          post(base, `{ products(limit: 100) { items { ${every} } } featuredProducts(limit: 100) { ${every} } }`),
        ),
      );
    },
  },
  documents: {
    what: '600 distinct 15 KB queries within every limit (`{ shop { name } }` and a comment)',
    run: async (base) => {
      const answers = [];
      for (let i = 0; i < 600; i++)
        answers.push(await post(base, `query Q${i} { shop { name } } #${'x'.repeat(15 * 1024 - 40)}`));
      return answers;
    },
  },
};

/** The shop's own child processes (the embedded engine), ended here if the shop dies without ending them. */
const childrenOf = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
};

const { shop, base } = await startShop();
const engines = childrenOf(shop.pid);
console.log(
  `Shop at ${base} (${root}), node ${startArgs.slice(0, -1).join(' ')}; resident memory after start: ${rssMb(shop.pid).toFixed(0)} MB\n`,
);
console.log('| Attack | Answers | Last answer after | RSS before / peak / after (MB) | Shop up after |');
console.log('|---|---|---:|---|---|');
for (const name of ATTACKS) {
  const plan = ATTACK_PLANS[name];
  if (shop.exitCode !== null) break;
  const before = rssMb(shop.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(shop.pid) || 0)), 20);
  const started = performance.now();
  const answers = await plan.run(base);
  const elapsed = performance.now() - started;
  clearInterval(sampler);
  await new Promise((done) => setTimeout(done, 200));
  const after = rssMb(shop.pid);
  const statuses = Object.entries(
    answers.reduce((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {}),
  )
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');
  const up =
    shop.exitCode === null &&
    (await fetch(`${base}/health`)
      .then((r) => r.ok)
      .catch(() => false));
  console.log(
    `| ${plan.what} | ${statuses} | ${(elapsed / 1000).toFixed(2)} s | ${before.toFixed(0)} / ${peak.toFixed(0)} / ${after.toFixed(0)} | ${up ? 'yes' : `no (${shop.log().match(/heap out of memory|Aborted|FATAL[^\n]*/)?.[0] ?? 'exited'})`} |`,
  );
}
if (shop.exitCode === null) shop.kill('SIGTERM');
await new Promise((done) => (shop.exitCode !== null ? done() : shop.once('exit', done)));
for (const pid of engines) {
  try {
    process.kill(pid, 'SIGTERM');
    console.log(`(ended the engine process ${pid}, still running after the shop had stopped)`);
  } catch {
    // Already stopped with the shop.
  }
}
