import { Controller, Get, HttpCode, ServiceUnavailableException } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { Connection } from 'mongoose';
import { Anonymous } from '../common/access/access.decorators';
import { DATABASE_UNREACHABLE_MESSAGE } from '../common/errors/database-errors';
import { DatabaseAvailability } from '../database/database-availability';

/**
 * GET /health answers while the process is up; GET /ready once the database answers a ping and no engine
 * restart is under way.
 */
@Controller()
export class HealthController {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly database: DatabaseAvailability,
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
      return { status: 'ready' };
    } catch {
      throw new ServiceUnavailableException(DATABASE_UNREACHABLE_MESSAGE);
    }
  }
}
