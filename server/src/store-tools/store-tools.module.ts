import { Module } from '@nestjs/common';
import { DatabaseModule } from '../database/database.module';
import { ScheduledBackupsService } from './scheduled-backups.service';

/** The store's tools inside the running shop: its scheduled backups (the commands are store.cli.ts). */
@Module({
  imports: [DatabaseModule],
  providers: [ScheduledBackupsService],
})
export class StoreToolsModule {}
