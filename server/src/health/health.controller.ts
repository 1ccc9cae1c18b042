import { Controller, Get, HttpCode, ServiceUnavailableException } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { Connection } from 'mongoose';
import { Anonymous } from '../common/access/access.decorators';

/** GET /health answers while the process is up; GET /ready once the database answers a ping. */
@Controller()
export class HealthController {
  constructor(@InjectConnection() private readonly connection: Connection) {}

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
      if (this.connection.readyState !== 1 || !this.connection.db) throw new Error('not connected');
      await this.connection.db.admin().command({ ping: 1 });
      return { status: 'ready' };
    } catch {
      throw new ServiceUnavailableException('Database is not reachable');
    }
  }
}
