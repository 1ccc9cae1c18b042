import { Controller, Get, Module } from '@nestjs/common';
import { Types } from 'mongoose';
import { Anonymous } from '../server/src/common/access/access.decorators';
import { EmbeddedMongo } from '../server/src/database/embedded-mongo';
import { ProductsService } from '../server/src/products/products.service';
import { stopProcess } from './support/processes';
import { TestShop } from './support/test-shop';

/**
 * The shop refuses work before it piles up (common/http/load-shedding.ts). Requests that wait (for a stalled
 * database, say) hold a place; beyond SHED_MAX_IN_FLIGHT the next API call is refused at once, and no database
 * operation waits longer than DB_TIMEOUT_MS. Pages, /health and /ready are always served.
 */
const BUSY = 'The shop is very busy right now. Please try again in a moment.';

/** A probe route whose answers wait until the test lets them go, as answers waiting for a database would. */
let letGo: () => void = () => undefined;
let waiting = Promise.resolve();
let arrived = 0;
@Controller('probe')
class WaitingController {
  @Anonymous() @Get('wait') async wait() {
    arrived++;
    await waiting;
    return { success: true };
  }
}
@Module({ controllers: [WaitingController] })
class WaitingModule {}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('Load shedding', () => {
  test('beyond SHED_MAX_IN_FLIGHT API calls are refused at once (REST and GraphQL shapes); pages and /health are served; /ready tells; places free up', async () => {
    const shop = await TestShop.start({}, { SHED_MAX_IN_FLIGHT: '3' }, [WaitingModule]);
    try {
      expect((await shop.get('/api/v1/products?limit=1')).status).toBe(200);
      // Kept: answered again from the kept copy, without Nest, while the shop takes API work...
      const list = jest.spyOn(shop.shop.app.get(ProductsService), 'list');
      expect((await shop.get('/api/v1/products?limit=1')).status).toBe(200);
      expect(list).not.toHaveBeenCalled();
      list.mockRestore();
      waiting = new Promise((done) => (letGo = done));
      arrived = 0;
      const held = Array.from({ length: 3 }, () => shop.get('/api/v1/probe/wait'));
      for (let attempt = 0; attempt < 100 && arrived < 3; attempt++) await sleep(50);
      expect(arrived).toBe(3);

      // ...and refused like any API call while it does not.
      const rest = await shop.get('/api/v1/products?limit=1');
      expect(rest.status).toBe(503);
      expect(rest.body).toEqual({ success: false, message: BUSY });
      expect(rest.headers.get('retry-after')).toBe('5');
      const graphql = await shop.graphql('{ productBrands }');
      expect(graphql.status).toBe(503);
      expect(graphql.errors?.[0]).toMatchObject({ message: BUSY, extensions: { code: 'OVERLOADED' } });

      expect((await shop.get('/health')).status).toBe(200);
      const ready = await shop.get('/ready');
      expect(ready.status).toBe(200);
      expect(ready.body.load).toMatchObject({ shedding: true, inFlight: 3, maxInFlight: 3, refused: 2 });
      expect(typeof ready.body.load.lastRefusedAt).toBe('string');

      // An answered request gives its place back.
      letGo();
      for (const answer of await Promise.all(held)) expect(answer.status).toBe(200);
      let status = 0;
      for (let attempt = 0; attempt < 50 && status !== 200; attempt++) {
        status = (await shop.get('/api/v1/products?limit=1')).status;
        if (status !== 200) await sleep(100);
      }
      expect(status).toBe(200);
      // Many answered requests in a row never leak places.
      for (let i = 0; i < 20; i++) expect((await shop.get(`/api/v1/products?limit=1&page=${i + 1}`)).status).toBe(200);
      expect((await shop.get('/ready')).body.load).toMatchObject({ shedding: false, inFlight: 0 });
    } finally {
      letGo();
      await shop.stop();
    }
  }, 60_000);

  test('a heap fuller than SHED_MAX_HEAP_PERCENT refuses API calls with 503 and still serves /health', async () => {
    const shop = await TestShop.start({}, { SHED_MAX_HEAP_PERCENT: '1' });
    try {
      let answer = await shop.get('/api/v1/products?limit=1');
      for (let attempt = 0; attempt < 50 && answer.status !== 503; attempt++) {
        await sleep(100);
        answer = await shop.get('/api/v1/products?limit=1');
      }
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ success: false, message: BUSY });
      const graphql = await shop.graphql('{ shop { name } }');
      expect(graphql.errors?.[0]).toMatchObject({ extensions: { code: 'OVERLOADED' } });
      expect((await shop.get('/health')).status).toBe(200);
    } finally {
      await shop.stop();
    }
  }, 60_000);

  test('an event loop lagging more than SHED_MAX_EVENT_LOOP_DELAY_MS refuses API calls, and serves them again once it catches up', async () => {
    const shop = await TestShop.start({}, { SHED_MAX_EVENT_LOOP_DELAY_MS: '200' });
    try {
      // Starting the app (in this process) may itself lag the loop on a busy machine: first it catches up.
      let before = 0;
      for (let attempt = 0; attempt < 50 && before !== 200; attempt++) {
        if (attempt > 0) await sleep(200);
        before = (await shop.get('/api/v1/products?limit=1')).status;
      }
      expect(before).toBe(200);
      // The shop runs in this process: hold its event loop for a while, as a long synchronous task would.
      let refused: Awaited<ReturnType<TestShop['get']>> | undefined;
      for (let attempt = 0; attempt < 5 && !refused; attempt++) {
        const until = Date.now() + 1_500;
        while (Date.now() < until) {
          // busy
        }
        const answer = await shop.get('/api/v1/products?limit=1');
        if (answer.status === 503) refused = answer;
      }
      expect(refused?.body).toEqual({ success: false, message: BUSY });
      let status = 0;
      for (let attempt = 0; attempt < 50 && status !== 200; attempt++) {
        await sleep(200);
        status = (await shop.get('/api/v1/products?limit=1')).status;
      }
      expect(status).toBe(200);
    } finally {
      await shop.stop();
    }
  }, 60_000);

  test('a database that stalls while its process lives: requests answer 503 within DB_TIMEOUT_MS, and work again once it resumes', async () => {
    const database = await EmbeddedMongo.start({ database: 'stalled' });
    const shop = await TestShop.start({}, { MONGODB_URI: database.uri, DB_TIMEOUT_MS: '1500' });
    try {
      const missing = `/api/v1/orders/${new Types.ObjectId().toHexString()}?key=${'a'.repeat(43)}`;
      expect((await shop.get(missing)).status).toBe(404);

      await stopProcess(database.pid);
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 5 }, () => shop.get(missing)));
      const waited = Date.now() - started;
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(answer.body).toEqual({ success: false, message: 'Database is not reachable' });
      }
      // Bounded by the operation timeout (1.5 s) and server selection (5 s), never by the stalled engine.
      expect(waited).toBeLessThan(15_000);

      process.kill(database.pid, 'SIGCONT');
      let status = 0;
      for (let attempt = 0; attempt < 100 && status !== 404; attempt++) {
        await sleep(200);
        status = (await shop.get(missing)).status;
      }
      expect(status).toBe(404);
    } finally {
      try {
        process.kill(database.pid, 'SIGCONT');
      } catch {
        // already gone
      }
      await shop.stop();
      database.kill();
    }
  }, 90_000);
});
