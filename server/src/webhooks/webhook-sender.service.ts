import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Model, Types } from 'mongoose';
import { ClaimedQueue, retryDelay } from '../common/schedule/claimed-queue';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { WebhookAttemptRecord, WebhookDeliveryRecord } from './schemas/webhook-delivery.schema';
import { WebhookSubscriptionRecord } from './schemas/webhook-subscription.schema';
import { signature } from './webhook-signature';

/** How much of a receiver's answer the log keeps. */
const RESPONSE_KEPT = 200;
/** Deliveries sent side by side by one run. */
const SENDERS = 4;
/** Deliveries one run sends at most; the next run goes on. */
const PER_RUN = 200;
const USER_AGENT = 'VoltShop-Webhooks/1';

type StoredDelivery = WebhookDeliveryRecord & { _id: Types.ObjectId };
type StoredSubscription = WebhookSubscriptionRecord & { _id: Types.ObjectId };

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
 * when something is queued, each claimed before it is sent (`ClaimedQueue`), so with several processes on one database
 * each delivery is sent by one of them.
 *
 * One attempt: a POST with a time limit (WEBHOOK_TIMEOUT_MS) that follows no redirect; a 2xx answer delivers it.
 * Otherwise it is retried after WEBHOOK_RETRY_BASE_MS, doubling each time up to 6 hours, until an attempt fails
 * WEBHOOK_RETRY_FOR_MS after the first (then: failed). A subscription whose deliveries failed without a success for
 * WEBHOOK_PAUSE_AFTER_MS is paused; its waiting deliveries are held until it is resumed.
 */
@Injectable()
export class WebhookSender extends ClaimedQueue<StoredDelivery, WebhookDeliveryRecord> {
  constructor(
    @InjectModel(WebhookSubscriptionRecord.name) private readonly subscriptions: Model<WebhookSubscriptionRecord>,
    @InjectModel(WebhookDeliveryRecord.name) private readonly deliveries: Model<WebhookDeliveryRecord>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    scheduler: SchedulerRegistry,
  ) {
    // Its writes (a subscription failing, paused) are the System's in the audit log, even when a request kicked it.
    super({
      name: 'Webhook deliveries',
      context: 'Webhooks',
      scheduler,
      tickMs: config.webhooks.tickMs,
      model: deliveries,
      state: { field: 'status', waiting: 'pending', sending: 'sending' },
      claimMs: config.webhooks.timeoutMs + 60_000,
      senders: SENDERS,
      perRun: PER_RUN,
    });
  }

  protected async attempt(delivery: StoredDelivery): Promise<void> {
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
