import { DynamicModule, Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { MemoryRateLimitStore } from '../common/rate-limit/memory-rate-limit-store';
import { RATE_LIMIT_STORE } from '../common/rate-limit/rate-limit-store';
import type { AppConfig } from '../config/app-config';
import { RateLimitCounter, RateLimitCounterSchema, SharedRateLimitStore } from './shared-rate-limit-store';

/**
 * Where the rate limits count (RATE_LIMIT_STORE, read by common/rate-limit's RateLimiterService). On MongoDB, in the
 * `rate_limits` collection, which this module owns, so that every process of the shop counts against the same limits.
 * On the embedded store (one process), in memory: no collection is made there, since that engine checks a
 * collection's unique index against every document on each write, and counters are written on most requests.
 */
@Global()
@Module({})
export class RateLimitStoreModule {
  static forRoot(config: Pick<AppConfig, 'embeddedEngine'>): DynamicModule {
    if (config.embeddedEngine)
      return {
        module: RateLimitStoreModule,
        providers: [{ provide: RATE_LIMIT_STORE, useClass: MemoryRateLimitStore }],
        exports: [RATE_LIMIT_STORE],
      };
    return {
      module: RateLimitStoreModule,
      imports: [MongooseModule.forFeature([{ name: RateLimitCounter.name, schema: RateLimitCounterSchema }])],
      providers: [{ provide: RATE_LIMIT_STORE, useClass: SharedRateLimitStore }],
      exports: [RATE_LIMIT_STORE],
    };
  }
}
