import { request as httpRequest } from 'node:http';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sharedAnswersUsage } from '../server/src/common/http/compression';
import { TestShop } from './support/test-shop';

const root = resolve(__dirname, '..');

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they travelled, still compressed. */
  body: Buffer;
}

/** An HTTP exchange without fetch's transparent decompression: the bytes exactly as sent. */
function raw(url: string, headers: Record<string, string>, method = 'GET', body?: string): Promise<RawAnswer> {
  return new Promise((done, fail) => {
    const request = httpRequest(
      url,
      { method, headers: body ? { ...headers, 'content-type': 'application/json' } : headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          done({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', fail);
      },
    );
    request.on('error', fail);
    request.end(body);
  });
}

const decoded = (answer: RawAnswer) => {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  return answer.body;
};

const varies = (answer: RawAnswer) => String(answer.headers.vary ?? '').toLowerCase();

describe('Compressed answers', () => {
  let shop: TestShop;
  let clientDir: string;

  beforeAll(async () => {
    // The client as `npm run build:client` builds it (test/support/global-setup.js), copied to a folder of this
    // suite's own without the server-side renderer beside it: the shop serves the built index.html itself.
    clientDir = mkdtempSync(join(tmpdir(), 'shop-client-'));
    cpSync(join(root, 'client', 'dist'), clientDir, { recursive: true });
    shop = await TestShop.start({ clientDir });
  });

  afterAll(async () => {
    await shop?.stop();
    rmSync(clientDir, { recursive: true, force: true });
  });

  test('the build leaves a Brotli and a gzip copy of index.html and of every script and style', () => {
    const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
    expect(assets.length).toBeGreaterThan(1);
    for (const file of ['/index.html', ...assets]) {
      const original = readFileSync(join(clientDir, file));
      expect(brotliDecompressSync(readFileSync(join(clientDir, `${file}.br`))).equals(original)).toBe(true);
      expect(gunzipSync(readFileSync(join(clientDir, `${file}.gz`))).equals(original)).toBe(true);
    }
  });

  test('scripts, styles and the page travel as Brotli or gzip, as the browser accepts, and decode to the built file', async () => {
    const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
    const script = /src="(\/assets\/index-[\w-]+\.js)"/.exec(html)![1];
    const style = /href="(\/assets\/index-[\w-]+\.css)"/.exec(html)![1];
    for (const [path, file] of [
      [script, script],
      [style, style],
      ['/', '/index.html'],
      ['/products', '/index.html'], // a deep link: the page itself
    ]) {
      const original = readFileSync(join(clientDir, file));
      const headers = { accept: 'text/html,*/*' };
      const br = await raw(shop.baseUrl + path, { ...headers, 'accept-encoding': 'gzip, deflate, br' });
      const gzip = await raw(shop.baseUrl + path, { ...headers, 'accept-encoding': 'gzip' });
      const plain = await raw(shop.baseUrl + path, headers);
      expect({ path, status: br.status, encoding: br.headers['content-encoding'], vary: varies(br) }).toEqual({
        path,
        status: 200,
        encoding: 'br',
        vary: expect.stringContaining('accept-encoding'),
      });
      expect({ path, encoding: gzip.headers['content-encoding'], vary: varies(gzip) }).toEqual({
        path,
        encoding: 'gzip',
        vary: expect.stringContaining('accept-encoding'),
      });
      expect({ path, encoding: plain.headers['content-encoding'], vary: varies(plain) }).toEqual({
        path,
        encoding: undefined,
        vary: expect.stringContaining('accept-encoding'),
      });
      expect(br.body.length).toBeLessThan(original.length / 2);
      expect(decoded(br).equals(original)).toBe(true);
      expect(decoded(gzip).equals(original)).toBe(true);
      expect(plain.body.equals(original)).toBe(true);
      expect(br.headers['content-type']).toBe(plain.headers['content-type']);
      expect(br.headers['cache-control']).toBe(plain.headers['cache-control']);
    }
  });

  test('a large catalogue listing travels compressed, from one kept copy, and decodes to the plain answer', async () => {
    const url = `${shop.baseUrl}/api/v1/products?limit=24`;
    const plain = await raw(url, { accept: 'application/json' });
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(4096);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip', 'br', 'gzip']) {
      const answer = await raw(url, { accept: 'application/json', 'accept-encoding': encoding });
      expect({
        status: answer.status,
        encoding: answer.headers['content-encoding'],
        vary: varies(answer),
        type: answer.headers['content-type'],
      }).toEqual({
        status: 200,
        encoding,
        vary: expect.stringContaining('accept-encoding'),
        type: plain.headers['content-type'],
      });
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(answer.body.length).toBeLessThan(plain.body.length / 3);
      expect(decoded(answer).toString()).toBe(plain.body.toString());
    }
    // Both copies of the listing are kept beside its text (the suite's shop runs in this process).
    expect(sharedAnswersUsage().bytes).toBeGreaterThan(plain.body.length);
  });

  test('GraphQL catalogue answers, from Apollo and then from the cache, travel compressed and decode to the plain answer', async () => {
    const body = JSON.stringify({
      query: '{ products(limit: 24) { items { id name description images cardImages price } pagination { total } } }',
    });
    const headers = { accept: 'application/json' };
    const answers = [
      await raw(`${shop.baseUrl}/graphql`, { ...headers, 'accept-encoding': 'br' }, 'POST', body),
      await raw(`${shop.baseUrl}/graphql`, { ...headers, 'accept-encoding': 'gzip' }, 'POST', body),
      await raw(`${shop.baseUrl}/graphql`, { ...headers, 'accept-encoding': 'br' }, 'POST', body),
    ];
    const plain = await raw(`${shop.baseUrl}/graphql`, headers, 'POST', body);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString()).data.products.items.length).toBe(24);
    for (const answer of answers) {
      expect({ status: answer.status, vary: varies(answer) }).toEqual({
        status: 200,
        vary: expect.stringContaining('accept-encoding'),
      });
      expect(['br', 'gzip']).toContain(answer.headers['content-encoding']);
      expect(decoded(answer).toString()).toBe(plain.body.toString());
    }
    expect(answers.map((answer) => answer.headers['content-encoding'])).toEqual(['br', 'gzip', 'br']);
  });

  test('an answer for one caller (a signed-in customer) is compressed too; small answers travel as they are', async () => {
    const { token } = await shop.registerCustomer();
    const body = JSON.stringify({ query: '{ products(limit: 24) { items { id name description } } }' });
    const headers = { accept: 'application/json', authorization: `Bearer ${token}` };
    const answer = await raw(`${shop.baseUrl}/graphql`, { ...headers, 'accept-encoding': 'gzip, br' }, 'POST', body);
    const plain = await raw(`${shop.baseUrl}/graphql`, headers, 'POST', body);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(decoded(answer).toString()).toBe(plain.body.toString());

    const health = await raw(`${shop.baseUrl}/health`, { 'accept-encoding': 'br, gzip' });
    expect(health.status).toBe(200);
    expect(health.body.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
