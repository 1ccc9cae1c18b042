import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { OrderRecordsService } from '../orders/order-records.service';
import { UsersService } from '../users/users.service';

/**
 * Once at every start, phones stored as typed (accounts' and orders' phones of older data) are rewritten
 * in E.164, so search, tracking and the per-phone rules find them. Idempotent: only records with a phone
 * not yet in that form are read, and text that is no Pakistani number is left as it is.
 */
@Injectable()
export class PhoneBackfillService implements OnApplicationBootstrap {
  private readonly logger = new Logger('PhoneBackfill');

  constructor(
    private readonly orders: OrderRecordsService,
    private readonly users: UsersService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      const changed = await this.run();
      if (changed > 0) this.logger.log(`${changed} record(s) given phones in E.164`);
    } catch (error) {
      this.logger.error(`Phone backfill failed: ${(error as Error).message}`);
    }
  }

  /** Answers how many records were rewritten. */
  async run(): Promise<number> {
    return (await this.users.backfillPhones()) + (await this.orders.backfillPhones());
  }
}
