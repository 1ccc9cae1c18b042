import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_UNAVAILABLE_CODE, DATABASE_UNREACHABLE_MESSAGE } from '../common/errors/database-errors';
import { isGraphqlPath, refusalBody } from '../common/errors/refusal';
import type { EmbeddedStore } from './embedded-store';

/**
 * Whether the database can take requests now.
 *
 * - On MongoDB (`MONGODB_URI`): the shop's connection is open. The driver marks it closed when its heartbeat
 *   fails, within about 2 s of a MongoDB going away, and open again once it is back.
 * - On the embedded engine: the engine process is alive and no restart is under way (EmbeddedStore.state). The
 *   shop watches that process itself, so its death is known at once; a heartbeat that fails while the engine
 *   lives (a pause of the engine under load) is not a lost database: requests then wait for the driver's
 *   server selection (at most 5 s) instead of being refused.
 *
 * While it cannot, API calls are answered 503 at once (see refuseWhileDatabaseUnavailable).
 */
@Injectable()
export class DatabaseAvailability implements OnModuleDestroy {
  private store?: EmbeddedStore;
  private readonly logger = new Logger('Database');
  private lost = false;
  /** The shop is stopping: its own close is not a lost connection. */
  private closing = false;

  constructor(@InjectConnection() private readonly connection: Connection) {
    connection.on('disconnected', () => {
      if (this.lost || this.closing) return;
      this.lost = true;
      if (this.store?.state === 'up')
        this.logger.warn(
          'The driver lost its connection to the embedded engine, which is still running: requests wait for it to reconnect',
        );
      else if (!this.store)
        this.logger.warn('Lost the connection to the database: API calls answer 503 until it is back');
    });
    const back = () => {
      if (!this.lost) return;
      this.lost = false;
      this.logger.log('The connection to the database is back');
    };
    connection.on('connected', back);
    connection.on('reconnected', back);
  }

  onModuleDestroy() {
    this.closing = true;
  }

  /** The embedded engine's store, whose restarts count as unavailable time. */
  watchStore(store: EmbeddedStore) {
    this.store = store;
  }

  get embeddedStore(): EmbeddedStore | undefined {
    return this.store;
  }

  get available(): boolean {
    if (this.store) return this.store.state === 'up';
    return this.connection.readyState === 1;
  }
}

/**
 * While the database is unavailable (DatabaseAvailability), API and GraphQL requests are answered 503 at
 * once: REST `{ success: false, message }`, GraphQL an error with `extensions.code` DATABASE_UNAVAILABLE.
 * /health, /ready, the client and pictures are served as usual.
 */
export function refuseWhileDatabaseUnavailable(database: DatabaseAvailability) {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (database.available) return done();
    const path = request.url.split('?', 1)[0];
    if (path.startsWith('/api/') && !path.startsWith('/api/v1/debug/')) {
      reply
        .code(503)
        .header('retry-after', '5')
        .send(refusalBody(request.url, 503, DATABASE_UNREACHABLE_MESSAGE));
      return;
    }
    if (isGraphqlPath(request.url) && (request.method === 'POST' || request.url.includes('query='))) {
      reply
        .code(503)
        .header('retry-after', '5')
        .send(refusalBody(request.url, 503, DATABASE_UNREACHABLE_MESSAGE, DATABASE_UNAVAILABLE_CODE));
      return;
    }
    done();
  };
}
