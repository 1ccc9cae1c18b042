// Bundle-size report: what a shopper downloads on the first load of the storefront (index.html and the files it
// references), and each lazily loaded chunk: raw, and the bytes that actually travel, i.e. the build's own
// Brotli (.br) and gzip (.gz) copies that the server sends to browsers accepting them (see http-setup.ts).
// Run after `npm run build:client`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const dist = process.env.CLIENT_DIR ?? join(import.meta.dirname, '..', '..', 'client', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const firstLoad = new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((match) => match[1]));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const missing = [];

/** A built file's sizes: raw, and its served Brotli and gzip copies (raw again when a copy is missing). */
function sizes(path, name) {
  const raw = statSync(path).size;
  const copy = (extension) => {
    if (existsSync(`${path}.${extension}`)) return statSync(`${path}.${extension}`).size;
    missing.push(`${name}.${extension}`);
    return raw;
  };
  return { name, raw, br: copy('br'), gzip: copy('gz') };
}

const files = readdirSync(join(dist, 'assets'))
  .filter((name) => /\.(js|css)$/.test(name))
  .map((name) => ({ ...sizes(join(dist, 'assets', name), name), first: firstLoad.has(name) }))
  .sort((a, b) => b.br - a.br);
const page = sizes(join(dist, 'index.html'), 'index.html');

const total = (list) =>
  list.reduce((sum, file) => ({ raw: sum.raw + file.raw, br: sum.br + file.br, gzip: sum.gzip + file.gzip }), {
    raw: 0,
    br: 0,
    gzip: 0,
  });
const line = (file) =>
  `  ${file.name.padEnd(44)} ${kb(file.raw).padStart(10)}  br ${kb(file.br).padStart(9)}  gzip ${kb(file.gzip).padStart(9)}`;
const first = [page, ...files.filter((file) => file.first)];
const admin = files.filter((file) => /admin/i.test(file.name));

console.log(`client bundle (${dist}); br and gzip: the build's copies, as the server sends them`);
console.log('\nfirst load of the storefront (index.html and what it references):');
for (const file of first) console.log(line(file));
console.log(line({ name: 'total', ...total(first) }));
console.log('\nloaded on demand (route chunks):');
for (const file of files.filter((entry) => !entry.first)) console.log(line(file));
console.log(
  `\nadmin code in the first load: ${first.some((file) => /admin/i.test(file.name)) ? 'YES' : 'none'}; admin chunks br ${kb(total(admin).br)}`,
);
if (missing.length)
  console.log(
    `\nWARNING: no compressed copy of ${missing.length} file(s) (${missing.slice(0, 4).join(', ')}...): they travel raw. Rebuild with \`npm run build:client\`.`,
  );
