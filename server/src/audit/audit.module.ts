import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { MongooseModule } from '@nestjs/mongoose';
import { DatabaseModule } from '../database/database.module';
import { AuditController } from './audit.controller';
import { AuditEntryRecord, AuditEntrySchema } from './audit-entry.schema';
import { AuditInterceptor } from './audit.interceptor';
import { AuditResolver } from './audit.resolver';
import { AuditService } from './audit.service';

/**
 * The audit log (collection `audit_log`). Staff operations run in an audit scope (AuditInterceptor), the sweeps
 * that change orders in the System's (runAsSystem); the plugin on the audited collections (audit-plugin.ts, set
 * on the connection by DatabaseModule) hands their writes to AuditService. It imports none of the modules it
 * records.
 */
@Module({
  imports: [DatabaseModule, MongooseModule.forFeature([{ name: AuditEntryRecord.name, schema: AuditEntrySchema }])],
  providers: [AuditService, AuditResolver, { provide: APP_INTERCEPTOR, useClass: AuditInterceptor }],
  controllers: [AuditController],
  exports: [AuditService],
})
export class AuditModule {}
