import type { IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import { TestShop } from './support/test-shop';

/**
 * Slow clients cannot starve the API (common/http/slow-clients.ts, load-shedding.ts): a body that stops arriving
 * is answered 408 and closed, so are requests past the header and request time-outs; a request holds an
 * in-flight place only once its body is read; one address holds a bounded number of connections.
 */

/** The slow clients come from 127.0.0.2, everyone else (fetch) from 127.0.0.1: both are this machine. */
const SLOW_ADDRESS = '127.0.0.2';

interface SlowSocket {
  socket: Socket;
  /** Everything the shop wrote on the socket, once it closed. */
  closed: Promise<string>;
}

function open(baseUrl: string, first = ''): Promise<SlowSocket> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect({ port: Number(port), host: hostname, localAddress: SLOW_ADDRESS }, () => {
      if (first) socket.write(first);
      resolve({ socket, closed });
    });
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    const closed = new Promise<string>((done) => socket.once('close', () => done(received)));
    socket.once('error', reject);
  });
}

/** POST /api/v1/auth/login announcing 20,000 bytes and sending 8 of them. */
const HALF_SENT_LOGIN =
  'POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 20000\r\n\r\n{"email"';
/** An anonymous GraphQL query (the kind a kept catalogue answer may answer), its body half sent. */
const HALF_SENT_GRAPHQL =
  'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 40\r\n\r\n{"query":';

/** Resolves once the shop's HTTP server has received `count` requests whose path starts with `path`. */
function requestsSeen(shop: TestShop, path: string, count: number): Promise<void> {
  const server = shop.shop.app.getHttpServer();
  return new Promise((resolve) => {
    let seen = 0;
    const onRequest = (request: IncomingMessage) => {
      if (!request.url?.startsWith(path) || ++seen < count) return;
      server.removeListener('request', onRequest);
      resolve();
    };
    server.on('request', onRequest);
  });
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);

describe('Slow clients', () => {
  test('300 half-sent bodies held open hold no in-flight place: other clients are answered 200 over REST and GraphQL', async () => {
    const shop = await TestShop.start({}, { MAX_CONNECTIONS_PER_ADDRESS: 'off', HTTP_BODY_IDLE_MS: '120000' });
    const slow: SlowSocket[] = [];
    try {
      const seen = requestsSeen(shop, '/api/v1/auth/login', 300);
      for (let i = 0; i < 300; i++) slow.push(await open(shop.baseUrl, HALF_SENT_LOGIN));
      await seen;

      expect((await shop.get('/api/v1/products?limit=2&sort=price_asc')).status).toBe(200);
      expect(
        (await shop.post('/api/v1/auth/login', { email: 'nobody@example.com', password: 'wrong-password' })).status,
      ).toBe(401);
      const graphql = await shop.graphql('{ productBrands }');
      expect(graphql.status).toBe(200);
      expect(graphql.errors).toBeUndefined();
      const customer = await shop.registerCustomer();
      expect((await shop.get('/api/v1/user/profile', { token: customer.token })).status).toBe(200);

      const ready = await shop.get('/ready');
      expect(ready.status).toBe(200);
      expect(ready.body.load).toMatchObject({ shedding: false, inFlight: 0, maxInFlight: 256, refused: 0 });
      // Every one of them is still open.
      expect(slow.filter(({ socket }) => socket.destroyed || socket.readyState !== 'open')).toHaveLength(0);
    } finally {
      for (const { socket } of slow) socket.destroy();
      await shop.stop();
    }
  }, 120_000);

  test('a body that stops arriving is answered 408 and closed after HTTP_BODY_IDLE_MS, over REST and GraphQL; a body that keeps arriving is read', async () => {
    const shop = await TestShop.start({}, { HTTP_BODY_IDLE_MS: '1000', HTTP_REQUEST_TIMEOUT_MS: '60000' });
    const slow: SlowSocket[] = [];
    try {
      const login = await open(shop.baseUrl, HALF_SENT_LOGIN);
      const graphql = await open(shop.baseUrl, HALF_SENT_GRAPHQL);
      slow.push(login, graphql);
      // One byte every 300 ms: slower than the whole body in one go, never idle for 1 s.
      const body = '{"email":"nobody@example.com","password":"wrong-password"}';
      const steady = await open(
        shop.baseUrl,
        `POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, -6)}`,
      );
      slow.push(steady);
      for (const byte of body.slice(-6)) {
        await new Promise((sent) => setTimeout(sent, 300));
        steady.socket.write(byte);
      }

      for (const answer of [await login.closed, await graphql.closed]) {
        expect(statusOf(answer)).toBe(408);
        expect(answer).toContain('{"success":false,"message":"Request timed out"}');
      }
      expect(statusOf(await steady.closed)).toBe(401);
      expect((await shop.get('/api/v1/products?limit=1')).status).toBe(200);
    } finally {
      for (const { socket } of slow) socket.destroy();
      await shop.stop();
    }
  }, 60_000);

  test('headers past HTTP_HEADERS_TIMEOUT_MS and a body trickling past HTTP_REQUEST_TIMEOUT_MS are answered 408 and closed', async () => {
    const shop = await TestShop.start(
      {},
      { HTTP_HEADERS_TIMEOUT_MS: '1500', HTTP_REQUEST_TIMEOUT_MS: '3000', HTTP_BODY_IDLE_MS: '2000' },
    );
    const slow: SlowSocket[] = [];
    let trickle: NodeJS.Timeout | undefined;
    try {
      const headers = await open(shop.baseUrl, 'GET /api/v1/products HTTP/1.1\r\nHost: x\r\n');
      const silent = await open(shop.baseUrl);
      const trickling = await open(shop.baseUrl, HALF_SENT_LOGIN);
      slow.push(headers, silent, trickling);
      trickle = setInterval(() => trickling.socket.write(' '), 200);

      expect(statusOf(await headers.closed)).toBe(408);
      expect(statusOf(await silent.closed)).toBe(408);
      expect(statusOf(await trickling.closed)).toBe(408);
    } finally {
      clearInterval(trickle);
      for (const { socket } of slow) socket.destroy();
      await shop.stop();
    }
  }, 60_000);

  test('one address holds at most MAX_CONNECTIONS_PER_ADDRESS connections; others are served; a proxy TRUST_PROXY names is not capped', async () => {
    const shop = await TestShop.start({}, { MAX_CONNECTIONS_PER_ADDRESS: '20' });
    const slow: SlowSocket[] = [];
    try {
      for (let i = 0; i < 30; i++) slow.push(await open(shop.baseUrl, HALF_SENT_LOGIN));
      const answers = await Promise.race([
        Promise.all(slow.slice(20).map(({ closed }) => closed)),
        ...slow.slice(0, 20).map(({ closed }) => closed.then(() => 'one of the first 20 was closed')),
      ]);
      // The ten past the cap were closed before they were read: no answer at all.
      expect(answers).toEqual(Array.from({ length: 10 }, () => ''));
      expect((await shop.get('/api/v1/products?limit=1')).status).toBe(200);

      // A place given back can be taken again (once the shop has seen the close: a few tries at most).
      slow[0].socket.destroy();
      await slow[0].closed;
      let status = 0;
      for (let attempt = 0; attempt < 20 && status !== 200; attempt++) {
        const again = await open(shop.baseUrl, 'GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
        slow.push(again);
        status = statusOf(await again.closed);
      }
      expect(status).toBe(200);
    } finally {
      for (const { socket } of slow) socket.destroy();
      await shop.stop();
    }

    const proxied = await TestShop.start({}, { MAX_CONNECTIONS_PER_ADDRESS: '20', TRUST_PROXY: SLOW_ADDRESS });
    const through: SlowSocket[] = [];
    try {
      for (let i = 0; i < 30; i++)
        through.push(await open(proxied.baseUrl, 'GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
      for (const { closed } of through) expect(statusOf(await closed)).toBe(200);
    } finally {
      for (const { socket } of through) socket.destroy();
      await proxied.stop();
    }
  }, 120_000);
});
