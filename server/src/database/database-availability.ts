import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_UNAVAILABLE_CODE, DATABASE_UNREACHABLE_MESSAGE } from '../common/errors/database-errors';
import { isGraphqlPath, refusalBody } from '../common/errors/refusal';
import { SchedulerRegistry } from '@nestjs/schedule';
import { ScheduledJob } from '../common/schedule/scheduled-job';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { withDeadline } from '../common/schedule/with-deadline';
import type { EmbeddedStore } from './embedded-store';

/** How often the outage watch pings the database (more often when DB_MAX_OUTAGE_MS is short), and its deadline. */
const OUTAGE_CHECK_MS = 5_000;

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
 *
 * The outage watch: every few seconds a ping through the shop's own connection; when none has come back for
 * DB_MAX_OUTAGE_MS (a database that stays away, an engine that cannot be restarted, a driver that cannot reach
 * it), the process ends with exit code 1 so that its supervisor (systemd, a container's restart policy) starts
 * it afresh, rather than answering 503 for ever.
 */
@Injectable()
export class DatabaseAvailability implements OnApplicationBootstrap, OnModuleDestroy {
  private store?: EmbeddedStore;
  private readonly logger = new Logger('Database');
  private lost = false;
  /** The shop is stopping: its own close is not a lost connection. */
  private closing = false;
  private lastAnswerAt = Date.now();
  private readonly outageWatch = new ScheduledJob('Database outage check', () => this.checkOutage(), this.logger);

  constructor(
    @InjectConnection() private readonly connection: Connection,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly scheduler: SchedulerRegistry,
  ) {
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

  onApplicationBootstrap() {
    const limit = this.config.dbMaxOutageMs;
    this.lastAnswerAt = Date.now();
    if (limit > 0) this.outageWatch.start(Math.min(OUTAGE_CHECK_MS, Math.ceil(limit / 3)), this.scheduler);
  }

  async onModuleDestroy() {
    this.closing = true;
    await this.outageWatch.stop();
  }

  private async checkOutage() {
    try {
      if (!this.connection.db) throw new Error('not connected');
      await withDeadline(this.connection.db.admin().command({ ping: 1 }), OUTAGE_CHECK_MS, 'a ping');
      this.lastAnswerAt = Date.now();
      return;
    } catch {
      // counted below
    }
    const away = Date.now() - this.lastAnswerAt;
    if (this.closing || away < this.config.dbMaxOutageMs) return;
    this.logger.error(
      `The database has not answered for ${Math.round(away / 1000)} s (DB_MAX_OUTAGE_MS): exiting with code 1 for the supervisor to start the shop again`,
    );
    process.exit(1);
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
