import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Model, Types } from 'mongoose';
import { randomBytes } from 'node:crypto';
import { runAsSystem } from '../common/audit/audit-context';
import { ScheduledJob } from '../common/schedule/scheduled-job';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { WebhookAttemptRecord, WebhookDeliveryRecord } from './schemas/webhook-delivery.schema';
import { WebhookSubscriptionRecord } from './schemas/webhook-subscription.schema';
import { signature } from './webhook-signature';

/** The longest wait between two attempts of one delivery. */
export const MAX_RETRY_GAP_MS = 6 * 3_600_000;
/** How much of a receiver's answer the log keeps. */
const RESPONSE_KEPT = 200;
/** Deliveries sent side by side by one run. */
const SENDERS = 4;
/** Deliveries one run sends at most; the next run goes on. */
const PER_RUN = 200;
const USER_AGENT = 'VoltShop-Webhooks/1';

type StoredDelivery = WebhookDeliveryRecord & { _id: Types.ObjectId };
type StoredSubscription = WebhookSubscriptionRecord & { _id: Types.ObjectId };

/** The wait before the next attempt after `failures` failed ones in this round: base, doubling, at most 6 hours. */
export function retryDelay(failures: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, failures - 1), MAX_RETRY_GAP_MS);
}

/** What one attempt came to. */
interface Outcome {
  statusCode: number;
  error: string;
  response: string;
  delivered: boolean;
}

/** The first characters of an answer, read no further. */
async function excerpt(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (text.length < RESPONSE_KEPT) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } catch {
    // What was read is enough for the log.
  } finally {
    void reader.cancel().catch(() => undefined);
  }
  return text.slice(0, RESPONSE_KEPT);
}

function failureOf(error: unknown, timeoutMs: number): string {
  const failure = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (failure.name === 'TimeoutError' || failure.name === 'AbortError') return `No answer within ${timeoutMs} ms`;
  const cause = failure.cause?.code ?? failure.cause?.message;
  return `${failure.message ?? String(error)}${cause ? ` (${cause})` : ''}`.slice(0, RESPONSE_KEPT);
}

/**
 * Sends the queued deliveries (collection `webhook_deliveries`): on a timer (WEBHOOK_TICK_MS), at start, and at once
 * when something is queued. Each delivery is claimed with one conditional update before it is sent, so with several
 * processes on one database each delivery is sent by one of them (the timer needs no lease: a tick that finds nothing
 * due only reads); a claim whose process died runs out and the delivery is taken over.
 *
 * One attempt: a POST with a time limit (WEBHOOK_TIMEOUT_MS) that follows no redirect; a 2xx answer delivers it.
 * Otherwise it is retried after WEBHOOK_RETRY_BASE_MS, doubling each time up to 6 hours, until an attempt fails
 * WEBHOOK_RETRY_FOR_MS after the first (then: failed). A subscription whose deliveries failed without a success for
 * WEBHOOK_PAUSE_AFTER_MS is paused; its waiting deliveries are held until it is resumed.
 */
@Injectable()
export class WebhookSender implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Webhooks');
  private readonly job = new ScheduledJob(
    'Webhook deliveries',
    // Its writes (a subscription failing, paused) are the System's in the audit log, even when a request kicked it.
    () => runAsSystem('Webhook deliveries', () => this.sendDue()),
    this.logger,
  );
  private again = false;
  private stopped = false;

  constructor(
    @InjectModel(WebhookSubscriptionRecord.name) private readonly subscriptions: Model<WebhookSubscriptionRecord>,
    @InjectModel(WebhookDeliveryRecord.name) private readonly deliveries: Model<WebhookDeliveryRecord>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly scheduler: SchedulerRegistry,
  ) {}

  onApplicationBootstrap() {
    this.job.start(this.config.webhooks.tickMs, this.scheduler);
    this.kick();
  }

  async onModuleDestroy() {
    this.stopped = true;
    await this.job.stop();
  }

  /** Sends what is due now, after the run under way if there is one. */
  kick(): void {
    if (this.stopped) return;
    this.again = true;
    void this.job.run().then(() => {
      if (this.again && !this.stopped) this.kick();
    });
  }

  /** Sends every due delivery (up to PER_RUN); answers how many were attempted. */
  async sendDue(): Promise<number> {
    this.again = false;
    let sent = 0;
    const worker = async () => {
      while (!this.stopped && sent < PER_RUN) {
        const delivery = await this.claim();
        if (!delivery) return;
        sent += 1;
        await this.attempt(delivery);
      }
    };
    await Promise.all(Array.from({ length: SENDERS }, worker));
    return sent;
  }

  /**
   * Takes one due delivery for this process, or none. A due one is read, then taken with an update conditional on
   * the claim it had when read (each claim is a fresh token), so of two processes or workers that read it, exactly
   * one takes it.
   */
  private async claim(): Promise<StoredDelivery | null> {
    for (let tries = 0; tries < 5; tries++) {
      const now = new Date();
      const due = await this.deliveries
        .find({
          $or: [
            { status: 'pending', nextAttemptAt: { $lte: now } },
            { status: 'sending', claimedUntil: { $lte: now } },
          ],
        })
        .sort({ nextAttemptAt: 1 })
        .limit(SENDERS)
        .lean<StoredDelivery[]>();
      if (due.length === 0) return null;
      for (const candidate of due) {
        const claim = randomBytes(8).toString('hex');
        const { modifiedCount } = await this.deliveries.updateOne(
          { _id: candidate._id, status: candidate.status, claim: candidate.claim ?? '' },
          {
            $set: {
              status: 'sending',
              claim,
              claimedUntil: new Date(now.getTime() + this.config.webhooks.timeoutMs + 60_000),
            },
          },
        );
        if (modifiedCount === 1) return { ...candidate, status: 'sending', claim };
      }
    }
    return null;
  }

  private async attempt(delivery: StoredDelivery): Promise<void> {
    const subscription = await this.subscriptions.findById(delivery.subscriptionId).lean<StoredSubscription>();
    if (!subscription) {
      await this.deliveries.deleteOne({ _id: delivery._id, claim: delivery.claim });
      return;
    }
    if (!subscription.active) {
      await this.deliveries.updateOne(
        { _id: delivery._id, claim: delivery.claim },
        { $set: { status: 'held' }, $unset: { claimedUntil: 1 } },
      );
      return;
    }
    const at = new Date();
    const started = Date.now();
    const outcome = await this.post(subscription, delivery);
    const attempt: WebhookAttemptRecord = {
      number: (delivery.attempts?.length ?? 0) + 1,
      at,
      statusCode: outcome.statusCode,
      error: outcome.error,
      durationMs: Date.now() - started,
      response: outcome.response,
    };
    const attempts = [...(delivery.attempts ?? []), attempt];
    const roundStartedAt = delivery.roundStartedAt ?? at;
    if (outcome.delivered) {
      await this.deliveries.updateOne(
        { _id: delivery._id, claim: delivery.claim },
        { $set: { status: 'delivered', attempts, roundStartedAt }, $unset: { nextAttemptAt: 1, claimedUntil: 1 } },
      );
      if (subscription.failingSince)
        await this.subscriptions.updateOne(
          { _id: subscription._id, failingSince: { $exists: true } },
          { $unset: { failingSince: 1 } },
        );
      return;
    }
    const { retryBaseMs, retryForMs } = this.config.webhooks;
    const failures = attempts.filter((one) => one.at.getTime() >= roundStartedAt.getTime()).length;
    const givenUp = at.getTime() - roundStartedAt.getTime() >= retryForMs;
    await this.deliveries.updateOne(
      { _id: delivery._id, claim: delivery.claim },
      givenUp
        ? { $set: { status: 'failed', attempts, roundStartedAt }, $unset: { nextAttemptAt: 1, claimedUntil: 1 } }
        : {
            $set: {
              status: 'pending',
              attempts,
              roundStartedAt,
              nextAttemptAt: new Date(at.getTime() + retryDelay(failures, retryBaseMs)),
            },
            $unset: { claimedUntil: 1 },
          },
    );
    await this.failed(subscription, at);
  }

  /** Notes a failure on the subscription, and pauses it once it has failed for the pause window. */
  private async failed(subscription: StoredSubscription, at: Date): Promise<void> {
    const failingSince = subscription.failingSince ?? at;
    if (!subscription.failingSince)
      await this.subscriptions.updateOne(
        { _id: subscription._id, failingSince: { $exists: false } },
        { $set: { failingSince } },
      );
    const pauseAfterMs = this.config.webhooks.pauseAfterMs;
    if (at.getTime() - failingSince.getTime() < pauseAfterMs) return;
    const days = Math.round((pauseAfterMs / 86_400_000) * 10) / 10;
    const { modifiedCount } = await this.subscriptions.updateOne(
      { _id: subscription._id, active: true },
      {
        $set: {
          active: false,
          pausedAt: at,
          pausedReason: `its deliveries failed for ${days} ${days === 1 ? 'day' : 'days'} (since ${failingSince.toISOString()}).`,
        },
      },
    );
    if (modifiedCount === 0) return;
    await this.deliveries.updateMany(
      { subscriptionId: String(subscription._id), status: 'pending' },
      { $set: { status: 'held' } },
    );
    this.logger.warn(
      `Webhook ${String(subscription._id)} to ${subscription.url} paused: failing since ${failingSince.toISOString()}`,
    );
  }

  private async post(subscription: StoredSubscription, delivery: StoredDelivery): Promise<Outcome> {
    const timestamp = Math.floor(Date.now() / 1000);
    const { timeoutMs } = this.config.webhooks;
    try {
      const response = await fetch(subscription.url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          'content-type': 'application/json',
          'user-agent': USER_AGENT,
          'x-volt-event': delivery.event,
          'x-volt-delivery': String(delivery._id),
          'x-volt-timestamp': String(timestamp),
          'x-volt-signature': signature(subscription.secret, timestamp, delivery.body),
        },
        body: delivery.body,
      });
      const response200 = await excerpt(response);
      const delivered = response.status >= 200 && response.status < 300;
      const error = delivered
        ? ''
        : response.status >= 300 && response.status < 400
          ? `Answered ${response.status}: redirects are not followed`
          : `Answered ${response.status}`;
      return { statusCode: response.status, error, response: response200, delivered };
    } catch (error) {
      return { statusCode: 0, error: failureOf(error, timeoutMs), response: '', delivered: false };
    }
  }
}
