import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { runAsSystem } from '../common/audit/audit-context';
import { ScheduledJob } from '../common/schedule/scheduled-job';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { LeasesService } from '../database/leases.service';
import { OpenCheckoutsService } from './open-checkouts.service';

/**
 * The reminder sweep of checkouts left half-way, every OPEN_CHECKOUT_SWEEP_MS (60 s; 0: never). With several
 * processes on one database, one holds the job's lease and sweeps (as the other sweeps do).
 */
@Injectable()
export class OpenCheckoutReminders implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('OpenCheckouts');
  private readonly job = new ScheduledJob(
    'Open checkout reminders',
    () => runAsSystem('Open checkout reminders', () => this.checkouts.remindDue()),
    this.logger,
  );

  constructor(
    private readonly checkouts: OpenCheckoutsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly scheduler: SchedulerRegistry,
    private readonly leases: LeasesService,
  ) {}

  onApplicationBootstrap() {
    this.job.start(this.config.openCheckouts.sweepMs, this.scheduler, this.leases);
  }

  async onModuleDestroy() {
    await this.job.stop();
  }
}
