import { Controller, Get, Inject, NotFoundException } from '@nestjs/common';
import { getHeapSpaceStatistics } from 'node:v8';
import { Anonymous } from '../common/access/access.decorators';
import { APP_CONFIG, AppConfig } from '../config/app-config';

/**
 * GET /api/v1/debug/memory: the process's memory as Node reports it (RSS, V8 heap, external and array buffers,
 * the heap's spaces), for `npm run bench:startup` and soak scripts. Answers only when DB_COMMAND_COUNTS is on
 * (404 otherwise), like the other /api/v1/debug routes.
 */
@Controller('debug/memory')
export class MemoryController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Anonymous()
  @Get()
  describe() {
    if (!this.config.countDbCommands) throw new NotFoundException('Not found');
    return {
      ...process.memoryUsage(),
      heapSpaces: Object.fromEntries(
        getHeapSpaceStatistics().map((space) => [
          space.space_name,
          { size: space.space_size, used: space.space_used_size },
        ]),
      ),
    };
  }
}
