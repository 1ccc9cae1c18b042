import { Controller, Get, HttpCode, ServiceUnavailableException } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { Connection } from 'mongoose';
import { Anonymous } from '../common/access/access.decorators';
import { LoadSheddingStatus } from '../common/http/load-shedding';
import { DATABASE_UNREACHABLE_MESSAGE } from '../common/errors/database-errors';
import { DatabaseAvailability } from '../database/database-availability';

/**
 * GET /health answers while the process is up; GET /ready once the database answers a ping and no engine
 * restart is under way, with the state of load shedding (`load`: whether API calls are refused now, requests in
 * flight and the bound, refusals since start). Shedding does not make /ready fail: a balancer that took a busy
 * shop out of rotation would only pile its load on the others.
 */
@Controller()
export class HealthController {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly database: DatabaseAvailability,
    private readonly shedding: LoadSheddingStatus,
  ) {}

  @Anonymous()
  @Get('health')
  health() {
    return { status: 'ok', uptime: Math.round(process.uptime()) };
  }

  @Anonymous()
  @Get('ready')
  @HttpCode(200)
  async ready() {
    try {
      if (!this.database.available || !this.connection.db) throw new Error('not available');
      await this.connection.db.admin().command({ ping: 1 });
      return { status: 'ready', load: this.shedding.describe() };
    } catch {
      throw new ServiceUnavailableException(DATABASE_UNREACHABLE_MESSAGE);
    }
  }
}
