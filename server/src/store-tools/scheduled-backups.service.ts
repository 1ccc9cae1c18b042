import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ScheduledJob } from '../common/schedule/scheduled-job';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { LeasesService } from '../database/leases.service';
import { archiveName, archivesIn, backupStore } from './store-tools';

/** How often the shop looks whether a backup is due: the period itself when shorter. */
const CHECK_MS = 3_600_000;

/**
 * The shop's own backups, when BACKUP_EVERY_HOURS is set: the archive `npm run store:backup` writes (the embedded
 * store's newest copy, or every collection of MongoDB), into BACKUP_DIR, whenever the newest archive there is older
 * than the period; then only the newest BACKUPS_KEPT archives are kept. Due-ness is read from the archives' names,
 * so a shop restarted more often than the period still backs up, and store:backup's own archives in the folder count.
 * With several processes on one database, one backs up (the job's lease); point BACKUP_DIR at storage they share.
 */
@Injectable()
export class ScheduledBackupsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Backups');
  private readonly job = new ScheduledJob('Scheduled backup', () => this.backUpIfDue(), this.logger);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly scheduler: SchedulerRegistry,
    private readonly leases: LeasesService,
  ) {}

  onApplicationBootstrap() {
    const { everyMs } = this.config.backups;
    if (everyMs > 0) this.job.start(Math.min(everyMs, CHECK_MS), this.scheduler, this.leases);
  }

  async onModuleDestroy() {
    await this.job.stop();
  }

  /** Writes an archive when the newest is older than the period (or there is none); answers its path, if one was written. */
  async backUpIfDue(now = new Date()): Promise<string | undefined> {
    const { dir, everyMs, kept } = this.config.backups;
    const newest = (await archivesIn(dir)).at(-1);
    if (newest && now.getTime() - newest.at < everyMs) return undefined;
    await mkdir(dir, { recursive: true });
    const file = join(dir, archiveName(now));
    const location = { mongodbUri: this.config.mongodbUri, dataDir: this.config.dataDir };
    await backupStore(location, file, (line) => this.logger.debug(line));
    const archives = await archivesIn(dir);
    for (const old of archives.slice(0, Math.max(0, archives.length - kept))) await rm(old.path, { force: true });
    this.logger.log(`Backed up the store to ${file}`);
    return file;
  }
}
