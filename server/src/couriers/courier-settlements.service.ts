import { BadRequestException, ConflictException, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import type { RequestContext } from '../common/access/request-context';
import { courierName, isCourierCode } from '../orders/courier-directory';
import type { StoredOrder } from '../orders/order-view';
import { OrderRecordsService } from '../orders/order-records.service';
import { COURIER_APIS, CourierApi, courierFailure, ParcelPayment } from './courier-api';
import { COURIER_MESSAGE } from './dto/ship-order.input';
import { CourierPayment, SettlementFetchReport, SettlementRow } from './models/remittance.models';
import { RemittancesService } from './remittances.service';
import { CourierPaymentRecord } from './schemas/courier-payment.schema';

/** At most this many parcels are asked about in one fetch (the oldest deliveries first). */
const BATCH = 500;
const rupees = (value: number) => Math.round(value * 100) / 100;

/** The context of the schedule's runs: no signed-in user. */
const SCHEDULE: RequestContext = { ip: 'schedule' };

/**
 * Courier payments fetched from the courier's API: the delivered, unpaid COD orders booked with a configured
 * courier are asked about (`CourierApi.payments`), and the parcels it has paid are recorded as one courier
 * payment per payment reference, through RemittancesService.record (its checks, its flag). Orders already
 * paid are never asked again, and a reference is recorded once, so a second fetch records nothing new.
 */
@Injectable()
export class CourierSettlementsService {
  private readonly logger = new Logger('CourierPayments');
  /** One fetch per courier at a time (an admin's click and the schedule): the second waits for the first. */
  private readonly running = new Map<string, Promise<unknown>>();

  constructor(
    private readonly orders: OrderRecordsService,
    @InjectModel(CourierPaymentRecord.name) private readonly payments: Model<CourierPaymentRecord>,
    private readonly remittances: RemittancesService,
    @Inject(COURIER_APIS) private readonly apis: CourierApi[],
  ) {}

  /** Asks the courier's API which delivered parcels it has paid and records those payments. */
  async fetch(ctx: RequestContext, courier: string): Promise<SettlementFetchReport> {
    if (!isCourierCode(courier)) throw new BadRequestException(COURIER_MESSAGE);
    const api = this.apis.find((entry) => entry.code === courier);
    if (!api?.payments)
      throw new BadRequestException(`${courierName(courier)} payments cannot be fetched through its API here`);
    if (!api.configured)
      throw new BadRequestException(`${courierName(courier)} is not configured: set its API token (see README)`);
    const before = this.running.get(courier) ?? Promise.resolve();
    const run = before.catch(() => undefined).then(() => this.fetchFrom(ctx, api));
    this.running.set(courier, run);
    void run
      .catch(() => undefined)
      .finally(() => {
        if (this.running.get(courier) === run) this.running.delete(courier);
      });
    return run;
  }

  /** The schedule's part: every configured courier API, failures logged (the next run tries again). */
  async fetchAll(): Promise<number> {
    let recorded = 0;
    for (const api of this.apis.filter((entry) => entry.configured && entry.payments)) {
      try {
        const report = await this.fetch(SCHEDULE, api.code);
        recorded += report.payments.length;
        if (report.payments.length)
          this.logger.log(
            `${report.courierName}: ${report.payments.length} payments recorded for ${report.paid} orders`,
          );
      } catch (error) {
        this.logger.warn(`Fetching ${courierName(api.code)} payments failed: ${(error as Error).message}`);
      }
    }
    return recorded;
  }

  private async fetchFrom(ctx: RequestContext, api: CourierApi): Promise<SettlementFetchReport> {
    const courier = api.code;
    const name = courierName(courier);
    const due = await this.orders.unpaidDelivered({ code: courier, limit: BATCH });
    const parcels = due.filter((record) => record.shipment?.trackingNumber);
    const report: SettlementFetchReport = {
      courier,
      courierName: name,
      checked: parcels.length,
      paid: 0,
      notPaid: 0,
      failed: 0,
      payments: [],
      rows: [],
    };
    if (!parcels.length) return report;

    let answers: ParcelPayment[];
    try {
      answers = await api.payments!(parcels.map((record) => record.shipment!.trackingNumber));
    } catch (error) {
      throw courierFailure(error, this.logger);
    }
    const byTracking = new Map(answers.map((answer) => [answer.trackingNumber, answer]));
    const rowOf = (record: StoredOrder, reference: string, result: string, message: string): SettlementRow => ({
      orderId: String(record._id),
      orderNumber: record.orderNumber,
      trackingNumber: record.shipment!.trackingNumber,
      reference,
      result,
      message,
    });

    const groups = new Map<string, Array<{ record: StoredOrder; answer: ParcelPayment }>>();
    for (const record of parcels) {
      const answer = byTracking.get(record.shipment!.trackingNumber);
      if (!answer?.settled) {
        report.rows.push(rowOf(record, '', 'not_paid', `Not paid by ${name} yet`));
        continue;
      }
      if (!answer.reference) {
        report.rows.push(rowOf(record, '', 'failed', `${name} reports it paid but gives no payment reference`));
        continue;
      }
      const group = groups.get(answer.reference) ?? [];
      group.push({ record, answer });
      groups.set(answer.reference, group);
    }

    for (const [reference, group] of groups) {
      const outcome = await this.recordGroup(ctx, courier, reference, group);
      const paid = 'id' in outcome;
      for (const { record } of group)
        report.rows.push(
          rowOf(record, reference, paid ? 'paid' : 'failed', paid ? `Paid by ${reference}` : outcome.message),
        );
      if (paid) report.payments.push(outcome);
    }
    report.paid = report.rows.filter((row) => row.result === 'paid').length;
    report.notPaid = report.rows.filter((row) => row.result === 'not_paid').length;
    report.failed = report.rows.filter((row) => row.result === 'failed').length;
    return report;
  }

  /**
   * One payment reference's parcels as one courier payment. The amount is what the courier says it paid when
   * it tells for every parcel (then a difference flags the payment), else the orders' COD amounts.
   */
  private async recordGroup(
    ctx: RequestContext,
    courier: string,
    reference: string,
    group: Array<{ record: StoredOrder; answer: ParcelPayment }>,
  ): Promise<CourierPayment | { message: string }> {
    const name = courierName(courier);
    if (await this.payments.exists({ courier, reference }))
      return { message: `${name} payment ${reference} is already recorded without this order: add it by hand` };
    const told = group.every(({ answer }) => typeof answer.amount === 'number');
    const cod = rupees(group.reduce((sum, { record }) => sum + record.totalAmount, 0));
    const dates = group
      .map(({ answer }) => answer.settledAt?.getTime())
      .filter((time): time is number => typeof time === 'number');
    try {
      return await this.remittances.record(ctx, {
        courier,
        reference,
        date: dates.length ? new Date(Math.max(...dates)) : new Date(),
        amount: told ? rupees(group.reduce((sum, { answer }) => sum + answer.amount!, 0)) : cod,
        charges: rupees(group.reduce((sum, { answer }) => sum + (answer.charges ?? 0), 0)),
        orderIds: group.map(({ record }) => String(record._id)),
        note: `Fetched from ${name}'s payment status`,
      });
    } catch (error) {
      if (error instanceof BadRequestException || error instanceof ConflictException) return { message: error.message };
      throw error;
    }
  }
}
