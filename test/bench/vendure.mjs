// npm run bench:vendure: the shop beside Vendure (an open-source NestJS + GraphQL commerce server) on the same
// machine in the same minutes. Run `npm run build:server` first: it starts the built shop (dist/server/src/main.js)
// as compare.mjs does (PORT=0, RATE_LIMITS=off, a temporary DATA_DIR, the embedded engine and its demo catalogue of
// about 65 products).
//
// 1. Installs Vendure from the npm registry into a scratch folder outside the repository (reused when that
//    version is installed there): @vendure/core, @vendure/asset-server-plugin, @vendure/create (for its sample
//    data: 54 products with pictures) and a SQLite driver, better-sqlite3 (compiled here when no prebuilt binary
//    can be fetched), else sql.js. Then populates a database there with the sample data, kept for later runs.
// 2. Starts Vendure in a process of its own (vendure-server.mjs) on a free port, production-like (NODE_ENV=
//    production, no playground, bearer tokens, its default search plugin), and creates a customer through its
//    admin API.
// 3. Measures in alternating rounds (wrk when installed, else autocannon; 10 connections), each pair back to back:
//    the shop's cached REST listing against Vendure's shop-API `search` (12 products, no facets); the shop's
//    anonymous GraphQL listing against Vendure's `products(options: { take: 12 })`; the shop's GraphQL listing
//    with a customer's token against Vendure's `search` with a customer's token.
// 4. Prints each scenario's median req/s and CPU µs per request (the server's process, and with its database:
//    the shop's embedded engine; Vendure's SQLite runs inside its process), then the ratios of the shop's goals,
//    met or missed: its anonymous catalogue at least 15x Vendure's req/s, its signed-in listing at least 4x.
//
// Knobs: VENDURE_VERSION (3.7.3), VENDURE_DIR ($TMPDIR/vendure-bench), VENDURE_SQLITE (better-sqlite3 or sql.js:
// only that driver), BENCH_ROUNDS (3), BENCH_SECONDS (3), BENCH_WRK=off (autocannon).
import { execFileSync, fork, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { descendantsOf, generate, procStat, sleep, startBuiltShop, until } from './bench-support.mjs';
import { INSTALL_WRK, WRK } from './wrk.mjs';

const root = resolve(import.meta.dirname, '../..');
const VERSION = process.env.VENDURE_VERSION ?? '3.7.3';
const DIR = resolve(process.env.VENDURE_DIR ?? join(tmpdir(), 'vendure-bench'));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = 10;
const GOALS = { anonymous: 15, signedIn: 4 };
const SUPERADMIN = { username: 'superadmin', password: 'bench-superadmin-password' };
const CUSTOMER = { username: 'bench-customer@vendure.test', password: 'bench-customer-password' };

// Every process this script starts is stopped when it ends, whichever way it ends.
const cleanups = [];
process.on('exit', () => cleanups.splice(0).forEach((cleanup) => cleanup()));
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

const secondsSince = (started) => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).map(Number);

/** Runs npm in the scratch folder; answers its output, throws with it when npm fails. */
function npm(args) {
  return new Promise((done, fail) => {
    const child = spawn('npm', args, { cwd: DIR, stdio: ['ignore', 'pipe', 'pipe'] });
    cleanups.push(() => child.exitCode === null && child.kill('SIGTERM'));
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done(output) : fail(new Error(`npm ${args.join(' ')}:\n${output}`))));
  });
}

/** Whether a SQLite driver loads and opens a database in the scratch folder. */
function driverWorks(driver) {
  const check =
    driver === 'better-sqlite3'
      ? "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()"
      : "require('sql.js')().then((SQL) => new SQL.Database().exec('select 1'))";
  try {
    execFileSync(process.execPath, ['-e', check], { cwd: DIR, stdio: 'pipe' });
    return true;
  } catch (error) {
    console.log(`  ${driver} does not load: ${String(error.stderr).trim().split('\n').slice(0, 4).join(' | ')}`);
    return false;
  }
}

/** The SQLite drivers tried, first to last: npm's package name and TypeORM's name of the driver. */
const DRIVERS = [
  { package: 'better-sqlite3', driver: 'better-sqlite3', note: ' (compiled here when no prebuilt binary is fetched)' },
  { package: 'sql.js', driver: 'sqljs', note: ' (WebAssembly)' },
];

/** The version of a package installed in the scratch folder, or undefined. */
function installedVersion(name) {
  const manifest = join(DIR, 'node_modules', name, 'package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : undefined;
}

/** `npm install` of `packages` in the scratch folder, printed with what npm said and how long it took. */
async function install(packages, note = '') {
  const started = Date.now();
  console.log(`installing ${packages.join(' ')}${note}`);
  const output = await npm(['install', '--no-audit', '--no-fund', ...packages]);
  const summary = /^(added|changed|up to date).*$/m.exec(output)?.[0] ?? '(no summary)';
  const engineWarnings = (output.match(/EBADENGINE Unsupported engine/g) ?? []).length;
  console.log(`  ${summary}; ${engineWarnings} engine warnings; ${secondsSince(started)}`);
}

/**
 * Vendure and a SQLite driver in the scratch folder, installed unless that version is there already; answers the
 * driver's TypeORM name.
 */
async function installVendure() {
  const marker = join(DIR, 'bench-install.json');
  const installed = existsSync(marker) ? JSON.parse(readFileSync(marker, 'utf8')) : {};
  const wanted = process.env.VENDURE_SQLITE;
  if (
    installed.version === VERSION &&
    installedVersion('@vendure/core') === VERSION &&
    (!wanted || wanted === installed.package)
  ) {
    console.log(`Vendure ${VERSION} with ${installed.package}: installed in ${DIR} already`);
    return installed.driver;
  }
  mkdirSync(DIR, { recursive: true });
  const manifestFile = join(DIR, 'package.json');
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  // npm 11 runs no dependency's install script unless allowScripts names it: better-sqlite3 needs its own.
  Object.assign(manifest, { name: 'vendure-bench', private: true, allowScripts: { 'better-sqlite3': true } });
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`into ${DIR}:`);
  await install(
    ['@vendure/core', '@vendure/asset-server-plugin', '@vendure/create'].map((name) => `${name}@${VERSION}`),
  );
  for (const candidate of DRIVERS.filter((driver) => !wanted || driver.package === wanted)) {
    try {
      await install([candidate.package], candidate.note);
    } catch (error) {
      console.log(`  ${candidate.package} did not install: ${error.message.split('\n').slice(-8).join(' | ')}`);
      continue;
    }
    if (!driverWorks(candidate.package)) continue;
    console.log(
      `  @vendure/core ${installedVersion('@vendure/core')}, ${candidate.package} ${installedVersion(candidate.package)}`,
    );
    writeFileSync(marker, `${JSON.stringify({ version: VERSION, ...candidate }, null, 2)}\n`);
    return candidate.driver;
  }
  throw new Error('no SQLite driver installs here (better-sqlite3, sql.js): see the messages above');
}

/** A port no process listens on now. */
function freePort() {
  return new Promise((done, fail) => {
    const server = createServer().once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** Runs vendure-server.mjs in `mode` (populate or serve); answers the process and its first IPC message. */
async function runVendure(mode, driver, database) {
  const port = await freePort();
  const child = fork(resolve(import.meta.dirname, 'vendure-server.mjs'), [mode], {
    cwd: DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // No usage reports to Vendure's servers from a bench (nor their timers during its runs).
      VENDURE_DISABLE_TELEMETRY: 'true',
      VENDURE_DIR: DIR,
      VENDURE_DRIVER: driver,
      VENDURE_DB: database,
      VENDURE_ASSETS: `${database}-assets`,
      VENDURE_PORT: String(port),
      VENDURE_SUPERADMIN_PASSWORD: SUPERADMIN.password,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  cleanups.push(() => child.exitCode === null && child.kill('SIGTERM'));
  const message = await new Promise((done, fail) => {
    child.once('message', done);
    child.once('exit', (code) => fail(new Error(`Vendure (${mode}) stopped with ${code} before it was ready`)));
  });
  return { child, message, base: `http://127.0.0.1:${port}` };
}

/** The sample data in a database of the scratch folder, made once per Vendure version and driver. */
async function populatedDatabase(driver) {
  const database = join(DIR, `vendure-${VERSION}-${driver}.sqlite`);
  if (existsSync(database)) return database;
  const started = Date.now();
  console.log("populating Vendure's sample data (initial data, 54 products with pictures, search index) ...");
  try {
    const { child } = await runVendure('populate', driver, database);
    await new Promise((done) => (child.exitCode === null ? child.once('exit', done) : done()));
  } catch (error) {
    rmSync(database, { force: true });
    throw error;
  }
  console.log(`  populated in ${secondsSince(started)}`);
  return database;
}

/** Posts a GraphQL operation; answers its data and the `vendure-auth-token` header, throws on any error. */
async function graphql(url, query, { token, variables } = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (!response.ok || body.errors) throw new Error(`${url}: ${response.status} ${JSON.stringify(body.errors ?? body)}`);
  return { data: body.data, token: response.headers.get('vendure-auth-token') };
}

const LOGIN = `mutation ($username: String!, $password: String!) {
  login(username: $username, password: $password) { ... on CurrentUser { id } ... on ErrorResult { message } }
}`;

/** A customer's bearer token: the customer made (verified, with a password) through the admin API if new. */
async function vendureCustomerToken(vendure) {
  const admin = (await graphql(`${vendure.base}/admin-api`, LOGIN, { variables: SUPERADMIN })).token;
  const created = await graphql(
    `${vendure.base}/admin-api`,
    `
      mutation ($input: CreateCustomerInput!, $password: String!) {
        createCustomer(input: $input, password: $password) {
          ... on Customer {
            id
          }
          ... on ErrorResult {
            errorCode
          }
        }
      }
    `,
    {
      token: admin,
      variables: {
        input: { emailAddress: CUSTOMER.username, firstName: 'Bench', lastName: 'Customer' },
        password: CUSTOMER.password,
      },
    },
  );
  const error = created.data.createCustomer.errorCode;
  if (error && error !== 'EMAIL_ADDRESS_CONFLICT_ERROR') throw new Error(`createCustomer: ${error}`);
  const { data, token } = await graphql(`${vendure.base}/shop-api`, LOGIN, { variables: CUSTOMER });
  if (!token) throw new Error(`Vendure's shop login answered no token: ${JSON.stringify(data)}`);
  const me = await graphql(`${vendure.base}/shop-api`, '{ activeCustomer { emailAddress } }', { token });
  if (me.data.activeCustomer?.emailAddress !== CUSTOMER.username) throw new Error("Vendure's token is no customer's");
  return token;
}

/** Vendure populated and serving, with a customer's token and its catalogue's size. */
async function startVendure(driver) {
  const database = await populatedDatabase(driver);
  const started = Date.now();
  const vendure = await runVendure('serve', driver, database);
  vendure.pid = vendure.child.pid;
  vendure.token = await vendureCustomerToken(vendure);
  const { data } = await graphql(
    `${vendure.base}/shop-api`,
    '{ products(options: { take: 1 }) { totalItems } search(input: { groupByProduct: true }) { totalItems } }',
  );
  if (data.search.totalItems !== data.products.totalItems)
    throw new Error(`Vendure's search index holds ${data.search.totalItems} of ${data.products.totalItems} products`);
  vendure.products = data.products.totalItems;
  console.log(`Vendure ${VERSION} (${driver}) ready in ${secondsSince(started)}: ${vendure.products} products`);
  return vendure;
}

/** The built shop as compare.mjs starts it, with a customer's token and its catalogue's size. */
async function startShop() {
  const started = Date.now();
  const shop = await startBuiltShop('vendure', { build: false, env: { RATE_LIMITS: 'off' } });
  cleanups.push(shop.stop);
  shop.base = shop.url.replace('localhost', '127.0.0.1');
  await until(async () => (await fetch(`${shop.base}/ready`).catch(() => ({ ok: false }))).ok, 'the shop', 120_000);
  const login = await fetch(`${shop.base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'customer@volt.demo', password: 'customer123' }),
  });
  shop.token = (await login.json()).data.token;
  const me = await graphql(`${shop.base}/graphql`, '{ me { role } }', { token: shop.token });
  if (me.data.me?.role !== 'user') throw new Error(`the shop's token is no customer's: ${JSON.stringify(me.data)}`);
  const { data } = await graphql(`${shop.base}/graphql`, '{ products(limit: 1) { pagination { total } } }');
  shop.products = data.products.pagination.total;
  console.log(`the shop ready in ${secondsSince(started)}: ${shop.products} products`);
  return shop;
}

const gqlLoad = (url, query, token) => ({
  url,
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify({ query }),
});
// The shop's listing as compare.mjs asks for it, and Vendure's nearest: a first page of 12 with price and picture.
const LISTING = '{ products(limit: 12) { items { id name finalPrice images inStock } pagination { total } } }';
const SEARCH =
  '{ search(input: { take: 12, groupByProduct: true }) { items { productId productName priceWithTax { ... on PriceRange { min max } ... on SinglePrice { value } } productAsset { preview } } totalItems } }';
const PRODUCTS =
  '{ products(options: { take: 12 }) { items { id name featuredAsset { preview } variants { priceWithTax stockLevel } } totalItems } }';

/** The scenarios in pairs, each the shop's beside the Vendure figure its goal is measured against. */
const pairs = (shop, vendure) => [
  [
    { name: 'shop REST listing (cached)', server: shop, load: { url: `${shop.base}/api/v1/products` } },
    { name: 'Vendure search, anonymous', server: vendure, load: gqlLoad(`${vendure.base}/shop-api`, SEARCH) },
  ],
  [
    { name: 'shop GraphQL listing, anonymous', server: shop, load: gqlLoad(`${shop.base}/graphql`, LISTING) },
    { name: 'Vendure products, anonymous', server: vendure, load: gqlLoad(`${vendure.base}/shop-api`, PRODUCTS) },
  ],
  [
    {
      name: 'shop GraphQL listing, signed in',
      server: shop,
      load: gqlLoad(`${shop.base}/graphql`, LISTING, shop.token),
    },
    {
      name: 'Vendure search, signed in',
      server: vendure,
      load: gqlLoad(`${vendure.base}/shop-api`, SEARCH, vendure.token),
    },
  ],
];

/** Sends a scenario's request once and fails unless it is answered with 200 and no GraphQL errors. */
async function checkAnswer({ name, load }) {
  const response = await fetch(load.url, { method: load.method ?? 'GET', headers: load.headers, body: load.body });
  const body = await response.json();
  if (!response.ok || body.errors) throw new Error(`${name}: ${response.status} ${JSON.stringify(body).slice(0, 500)}`);
}

/** CPU time (ms) of a process, alone and with the processes it started (the shop's embedded engine). */
function cpuMsOf(pid) {
  const own = procStat(pid)?.cpuMs ?? 0;
  return { own, all: descendantsOf(pid).reduce((sum, child) => sum + (procStat(child)?.cpuMs ?? 0), own) };
}

/** Waits until a server has used no more than 2 ms of CPU in 100 ms (at most 10 s): its last requests answered. */
async function idle(pid) {
  for (let last = cpuMsOf(pid).all, waited = 0; waited < 10_000; waited += 100) {
    await sleep(100);
    const now = cpuMsOf(pid).all;
    if (now - last <= 2) return;
    last = now;
  }
}

/**
 * One measured run of a scenario: req/s, errors and the server's CPU µs per request, alone and with its children.
 * The generator stops with a request in flight on each connection, which the server still answers: the CPU is
 * read once the server is idle and shared by the answered requests and those (at 5 req/s, 10 in flight matter).
 */
async function measure({ server, load }) {
  const before = cpuMsOf(server.pid);
  const result = await generate({ connections: CONNECTIONS, seconds: SECONDS, ...load });
  await idle(server.pid);
  const after = cpuMsOf(server.pid);
  const requests = result.count + CONNECTIONS;
  return {
    rate: result.rate,
    errors: result.errors,
    generator: result.generator,
    cpuUs: ((after.own - before.own) * 1000) / requests,
    allUs: ((after.all - before.all) * 1000) / requests,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function printResults(scenarios, results) {
  console.log(
    `\nMedian of ${ROUNDS} alternating rounds of ${SECONDS} s, ${CONNECTIONS} connections; CPU µs a request of the server's process and with its database`,
  );
  console.log(
    'scenario'.padEnd(34),
    'req/s'.padStart(8),
    'CPU µs'.padStart(8),
    '+db'.padStart(8),
    'errors'.padStart(7),
  );
  const medians = {};
  for (const { name } of scenarios) {
    const runs = results[name];
    const m = (medians[name] = {
      rate: median(runs.map((r) => r.rate)),
      cpuUs: median(runs.map((r) => r.cpuUs)),
      allUs: median(runs.map((r) => r.allUs)),
    });
    const errors = runs.reduce((sum, r) => sum + r.errors, 0);
    console.log(
      name.padEnd(34),
      m.rate.toFixed(0).padStart(8),
      m.cpuUs.toFixed(0).padStart(8),
      m.allUs.toFixed(0).padStart(8),
      String(errors).padStart(7),
    );
  }
  return medians;
}

function printRatios(medians) {
  const ratios = [
    ['shop REST listing (cached)', 'Vendure search, anonymous', GOALS.anonymous],
    ['shop GraphQL listing, anonymous', 'Vendure search, anonymous', GOALS.anonymous],
    ['shop REST listing (cached)', 'Vendure products, anonymous', GOALS.anonymous],
    ['shop GraphQL listing, anonymous', 'Vendure products, anonymous', GOALS.anonymous],
    ['shop GraphQL listing, signed in', 'Vendure search, signed in', GOALS.signedIn],
  ];
  console.log(`\n${'ratio (goal)'.padEnd(74)}`, 'by req/s'.padStart(14), 'by CPU a request'.padStart(22));
  for (const [shop, vendure, goal] of ratios) {
    const byRate = medians[shop].rate / medians[vendure].rate;
    const byCpu = medians[vendure].allUs / medians[shop].allUs;
    const mark = (ratio) => `${ratio.toFixed(1)}x ${ratio >= goal ? 'met' : 'missed'}`.padStart(14);
    console.log(`${shop} ÷ ${vendure} (${goal}x)`.padEnd(74), mark(byRate), mark(byCpu).padStart(22));
  }
}

async function main() {
  const loadBefore = loadAverage();
  console.log(`load average before: ${loadBefore.join(' ')} (${availableParallelism()} cores)`);
  if (!existsSync(join(root, 'dist/server/src/main.js')))
    throw new Error(`${root}/dist/server/src/main.js is missing: run \`npm run build:server\` first`);
  if (!WRK) console.log(`wrk is not installed: autocannon drives the load and costs CPU a request; ${INSTALL_WRK}`);
  const driver = await installVendure();
  const vendure = await startVendure(driver);
  const shop = await startShop();
  const scenarioPairs = pairs(shop, vendure);
  const scenarios = scenarioPairs.flat();
  for (const scenario of scenarios) await checkAnswer(scenario);
  for (const scenario of scenarios) await generate({ connections: CONNECTIONS, seconds: 2, ...scenario.load }); // warm-up
  const results = Object.fromEntries(scenarios.map(({ name }) => [name, []]));
  let generator;
  for (let round = 0; round < ROUNDS; round++)
    for (const pair of scenarioPairs)
      // Alternating which goes first, so neither always meets the machine in the same state.
      for (const scenario of round % 2 === 0 ? pair : [...pair].reverse()) {
        const result = await measure(scenario);
        generator = result.generator;
        results[scenario.name].push(result);
      }
  printRatios(printResults(scenarios, results));
  const loadAfter = loadAverage();
  const busy = loadBefore[0] >= availableParallelism() / 2;
  console.log(
    `\nload generator: ${generator}; catalogues: the shop ${shop.products} products, Vendure ${vendure.products} (its sample data)`,
  );
  console.log(
    `load average before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')}: ` +
      (busy
        ? 'HIGH before the run (other work on the machine): run again on a quieter machine for steadier req/s; CPU a request moves less'
        : 'not high before the run (the run itself keeps the server and the generator busy)'),
  );
  console.log(`Vendure ${VERSION} on ${driver}, installed in ${DIR}`);
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
process.exit();
