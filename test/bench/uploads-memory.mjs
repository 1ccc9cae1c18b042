// npm run bench:uploads: the shop's resident memory while admins upload large pictures. Starts the built shop
// as `npm run start:prod` does (embedded engine, RATE_LIMITS=off, EMBEDDED_PERSIST=off), then sends one product
// form of five 24-megapixel PNGs, four such forms at once, and five 49-megapixel PNGs (refused from their
// headers), sampling the shop's resident memory (/proc) every 20 ms. A figure script, never a test.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';

const root = resolve(import.meta.dirname, '../..');
execFileSync(process.execPath, ['server/scripts/build-if-stale.mjs'], { cwd: root, stdio: 'inherit' });
const startArgs = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'))
  .scripts['start:prod'].split(/\s+/)
  .slice(1);
const uploadDir = mkdtempSync(join(tmpdir(), 'uploads-bench-'));
const shop = spawn(process.execPath, startArgs, {
  cwd: root,
  env: {
    ...process.env,
    PORT: '0',
    MONGODB_URI: '',
    RATE_LIMITS: 'off',
    EMBEDDED_PERSIST: 'off',
    UPLOAD_DIR: uploadDir,
    NO_COLOR: '1',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
process.on('exit', () => shop.exitCode === null && shop.kill('SIGKILL'));
let log = '';
shop.stdout.on('data', (chunk) => (log += chunk));
while (!/running at (http:\/\/[^\s"]+)/.test(log)) {
  if (shop.exitCode !== null) throw new Error(log);
  await new Promise((done) => setTimeout(done, 20));
}
const base = /running at (http:\/\/[^\s"]+)/.exec(log)[1].replace('localhost', '127.0.0.1');
while (!(await fetch(`${base}/ready`).catch(() => ({ ok: false }))).ok)
  await new Promise((done) => setTimeout(done, 20));

const rssMb = () => Number(readFileSync(`/proc/${shop.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]) / 1024;
const token = (
  await (
    await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@volt.demo', password: 'admin123' }),
    })
  ).json()
).data.token;

/** A PNG of width x height: a gradient, so that it has to be decoded for real, small enough for the 5 MB limit. */
async function picture(width, height) {
  const gradient = Buffer.alloc(width * 3);
  for (let x = 0; x < width; x++) gradient.fill(Math.floor((x / width) * 255), x * 3, x * 3 + 3);
  const row = await sharp(gradient, { raw: { width, height: 1, channels: 3 } })
    .png()
    .toBuffer();
  return sharp(row).resize(width, height, { fit: 'fill', kernel: 'nearest' }).png({ compressionLevel: 9 }).toBuffer();
}

function form(images) {
  const body = new FormData();
  const fields = {
    name: `Bench Picture ${Math.random().toString(16).slice(2, 8)}`,
    description: 'Upload bench',
    price: '1000',
    category: 'Other',
    brand: 'Bench',
    stockQuantity: '1',
  };
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  for (const [index, image] of images.entries())
    body.append('images', new Blob([image], { type: 'image/png' }), `picture-${index + 1}.png`);
  return body;
}

async function measure(label, send) {
  await new Promise((done) => setTimeout(done, 1500));
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
  const started = performance.now();
  const statuses = await send();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb());
  console.log(
    `| ${label} | ${statuses.join(', ')} | ${before.toFixed(0)} | ${peak.toFixed(0)} | ${seconds.toFixed(1)} |`,
  );
}
const upload = async (images) =>
  (
    await fetch(`${base}/api/v1/admin/products`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form(images),
    })
  ).status;

const mp24 = await picture(6000, 4000);
const mp49 = await picture(7000, 7000);
console.log(
  `\nPictures: 6000 x 4000 PNG (${(mp24.length / 1024).toFixed(0)} KB), 7000 x 7000 PNG (${(mp49.length / 1024).toFixed(0)} KB)\n`,
);
console.log('| Upload | status | RSS before MB | RSS peak MB | seconds |');
console.log('|---|---|---:|---:|---:|');
const five24 = Array(5).fill(mp24);
await measure('one form, five 24 MP PNGs', async () => [await upload(five24)]);
await measure('four such forms at once', async () => Promise.all([1, 2, 3, 4].map(() => upload(five24))));
await measure('one form, five 49 MP PNGs (refused)', async () => [await upload(Array(5).fill(mp49))]);

shop.kill('SIGTERM');
await new Promise((done) => shop.once('exit', done));
