import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { auditPlugin } from '../common/audit/audit-plugin';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { DatabaseAvailability } from './database-availability';
import { DbCommandCounter } from './db-command-counter';
import { DurableWrites } from './durable-writes';
import { EmbeddedEngineController } from './embedded-engine.controller';
import { LeaseRecord, LeaseSchema, LeasesService } from './leases.service';

@Module({
  imports: [
    MongooseModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        uri: config.mongodbUri,
        // The embedded engine lacks `create`: collections come into being on first insert.
        autoCreate: false,
        autoIndex: true,
        // A database that went away is noticed within about 2 s (API calls then answer 503 at once, see
        // DatabaseAvailability); a request caught in between waits at most 5 s for it before its 503.
        heartbeatFrequencyMS: 2_000,
        serverSelectionTimeoutMS: 5_000,
        // No command waits longer than this for its answer, nor for a connection from the pool: a database
        // that stalls while its process lives makes requests answer 503 instead of piling up (see
        // common/http/load-shedding.ts). The driver's own `timeoutMS` is ignored by this driver version.
        socketTimeoutMS: config.dbTimeoutMs,
        waitQueueTimeoutMS: config.dbTimeoutMs,
        // Command monitoring feeds the counts (DB_COMMAND_COUNTS) and tells the embedded store which
        // collections changed since its last copy on disk.
        monitorCommands: config.countDbCommands || (config.embeddedEngine === true && config.embeddedPersist),
        // Writes by staff and the shop's sweeps to the audited collections are recorded (see server/src/audit).
        connectionFactory: (connection: Connection) => connection.plugin(auditPlugin),
      }),
    }),
    MongooseModule.forFeature([{ name: LeaseRecord.name, schema: LeaseSchema }]),
  ],
  controllers: [EmbeddedEngineController],
  providers: [DbCommandCounter, DatabaseAvailability, DurableWrites, LeasesService],
  exports: [DbCommandCounter, DatabaseAvailability, DurableWrites, LeasesService],
})
export class DatabaseModule {}
