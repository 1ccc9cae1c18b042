import { Controller, Get, Inject, NotFoundException } from '@nestjs/common';
import { Anonymous } from '../common/access/access.decorators';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { DatabaseAvailability } from './database-availability';

/**
 * GET /api/v1/debug/engine: the embedded engine's pid, state, restarts, last copy on disk and journal, for soak and
 * fault scripts. Answers only when DB_COMMAND_COUNTS is on (404 otherwise), like /api/v1/debug/db-commands.
 */
@Controller('debug/engine')
export class EmbeddedEngineController {
  constructor(
    private readonly database: DatabaseAvailability,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Anonymous()
  @Get()
  describe() {
    const store = this.database.embeddedStore;
    if (!this.config.countDbCommands || !store) throw new NotFoundException('Not found');
    return {
      pid: store.engine.pid,
      uri: store.engine.uri,
      guard: store.engine.guard,
      state: store.state,
      available: this.database.available,
      restarts: store.restarts,
      dataDir: store.dataDir ?? null,
      lastSnapshot: store.lastSnapshot ?? null,
      journal: store.journalStats ?? null,
    };
  }
}
