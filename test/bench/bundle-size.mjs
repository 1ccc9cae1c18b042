// Bundle-size report: what a shopper downloads on the first load of the storefront (the files index.html
// references), and each lazily loaded chunk, raw and gzip-compressed. Run after `npm run build:client`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.env.CLIENT_DIR ?? join(import.meta.dirname, '..', '..', 'client', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const firstLoad = new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((match) => match[1]));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const files = readdirSync(join(dist, 'assets'))
  .filter((name) => /\.(js|css)$/.test(name))
  .map((name) => {
    const body = readFileSync(join(dist, 'assets', name));
    return { name, raw: statSync(join(dist, 'assets', name)).size, gzip: gzipSync(body, { level: 9 }).length, first: firstLoad.has(name) };
  })
  .sort((a, b) => b.gzip - a.gzip);

const total = (list) => list.reduce((sum, file) => ({ raw: sum.raw + file.raw, gzip: sum.gzip + file.gzip }), { raw: 0, gzip: 0 });
const first = files.filter((file) => file.first);
const admin = files.filter((file) => /admin/i.test(file.name));

console.log(`client bundle (${dist})`);
console.log('\nfirst load of the storefront (index.html):');
for (const file of first) console.log(`  ${file.name.padEnd(44)} ${kb(file.raw).padStart(10)}  gzip ${kb(file.gzip).padStart(9)}`);
const sum = total(first);
console.log(`  ${'total'.padEnd(44)} ${kb(sum.raw).padStart(10)}  gzip ${kb(sum.gzip).padStart(9)}`);
console.log('\nloaded on demand (route chunks):');
for (const file of files.filter((entry) => !entry.first)) console.log(`  ${file.name.padEnd(44)} ${kb(file.raw).padStart(10)}  gzip ${kb(file.gzip).padStart(9)}`);
console.log(`\nadmin code in the first load: ${first.some((file) => /admin/i.test(file.name)) ? 'YES' : 'none'}; admin chunks gzip ${kb(total(admin).gzip)}`);
