import { Controller, Get, Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { Anonymous } from '../common/access/access.decorators';
import { APP_CONFIG, AppConfig } from '../config/app-config';

export interface DbCommandCounts {
  total: number;
  /** By command name: find, aggregate (countDocuments), update, insert, … */
  byCommand: Record<string, number>;
  /** By the collection a command names (find, update, aggregate, …); commands naming none are left out. */
  byCollection: Record<string, number>;
}

/**
 * Counts every command the shop sends to the database, from the driver's command monitoring, when
 * DB_COMMAND_COUNTS is on (the connection then has `monitorCommands`); counts nothing otherwise.
 */
@Injectable()
export class DbCommandCounter implements OnModuleInit {
  private readonly counts: DbCommandCounts = { total: 0, byCommand: {}, byCollection: {} };

  constructor(
    @InjectConnection() private readonly connection: Connection,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit() {
    if (!this.config.countDbCommands) return;
    this.connection.getClient().on('commandStarted', ({ commandName, command }) => {
      // The outage watch's and /ready's pings are the shop checking on the database, not work for a request.
      if (commandName === 'ping') return;
      this.counts.total++;
      this.counts.byCommand[commandName] = (this.counts.byCommand[commandName] ?? 0) + 1;
      const collection = (command as Record<string, unknown>)[commandName];
      if (typeof collection === 'string')
        this.counts.byCollection[collection] = (this.counts.byCollection[collection] ?? 0) + 1;
    });
  }

  snapshot(): DbCommandCounts {
    return {
      total: this.counts.total,
      byCommand: { ...this.counts.byCommand },
      byCollection: { ...this.counts.byCollection },
    };
  }
}

/** GET /api/v1/debug/db-commands: the counts so far; mounted only when DB_COMMAND_COUNTS is on. */
@Controller('debug/db-commands')
export class DbCommandsController {
  constructor(private readonly counter: DbCommandCounter) {}

  @Anonymous()
  @Get()
  counts(): DbCommandCounts {
    return this.counter.snapshot();
  }
}
