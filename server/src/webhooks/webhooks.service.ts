import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, Model, QueryFilter, Types } from 'mongoose';
import type { RequestContext } from '../common/access/request-context';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type {
  CreateWebhookSubscriptionInput,
  UpdateWebhookSubscriptionInput,
  WebhookDeliveriesArgs,
} from './dto/webhook.inputs';
import type { WebhookDelivery, WebhookDeliveryPage, WebhookSubscriptionModel } from './models/webhook.models';
import { WebhookDeliveryRecord } from './schemas/webhook-delivery.schema';
import { WebhookSubscriptionRecord } from './schemas/webhook-subscription.schema';
import { PING_EVENT } from './webhook-events';
import { WebhookSender } from './webhook-sender.service';
import { newSecret } from './webhook-signature';
import { webhookUrlProblem } from './webhook-url';

/** An Owner keeps at most this many subscriptions. */
export const MAX_SUBSCRIPTIONS = 20;
export const SUBSCRIPTION_NOT_FOUND = 'Webhook not found';
export const DELIVERY_NOT_FOUND = 'Webhook delivery not found';

type StoredSubscription = WebhookSubscriptionRecord & { _id: Types.ObjectId };
type StoredDelivery = WebhookDeliveryRecord & { _id: Types.ObjectId };

const subscriptionView = (record: StoredSubscription): WebhookSubscriptionModel => ({
  id: String(record._id),
  url: record.url,
  events: record.events,
  description: record.description ?? '',
  active: record.active,
  pausedAt: record.pausedAt ?? null,
  pausedReason: record.pausedReason ?? '',
  failingSince: record.failingSince ?? null,
  createdByName: record.createdByName ?? '',
  createdAt: record.createdAt,
});

export const deliveryView = (record: StoredDelivery): WebhookDelivery => ({
  id: String(record._id),
  subscriptionId: record.subscriptionId,
  event: record.event,
  status: record.status,
  payload: record.body,
  createdAt: record.createdAt,
  nextAttemptAt: record.status === 'pending' ? (record.nextAttemptAt ?? null) : null,
  attempts: (record.attempts ?? []).map((attempt) => ({
    number: attempt.number,
    at: attempt.at,
    statusCode: attempt.statusCode,
    error: attempt.error ?? '',
    durationMs: attempt.durationMs,
    response: attempt.response ?? '',
  })),
});

/**
 * Webhooks (collections `webhook_subscriptions` and `webhook_deliveries`): the addresses an Owner subscribes to the
 * shop's events, and the queue of deliveries to them, kept in the database so that it survives restarts. Events
 * come in through `enqueue` (WebhookEventsListener, after the change is stored); WebhookSender sends them.
 */
@Injectable()
export class WebhooksService {
  constructor(
    @InjectModel(WebhookSubscriptionRecord.name) private readonly subscriptions: Model<WebhookSubscriptionRecord>,
    @InjectModel(WebhookDeliveryRecord.name) private readonly deliveries: Model<WebhookDeliveryRecord>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sender: WebhookSender,
  ) {}

  async list(): Promise<WebhookSubscriptionModel[]> {
    const records = await this.subscriptions
      .find()
      .sort({ createdAt: -1 })
      .limit(MAX_SUBSCRIPTIONS)
      .lean<StoredSubscription[]>();
    return records.map(subscriptionView);
  }

  async create(
    ctx: RequestContext,
    input: CreateWebhookSubscriptionInput,
  ): Promise<{ secret: string; subscription: WebhookSubscriptionModel }> {
    this.assertUrl(input.url);
    if ((await this.subscriptions.countDocuments()) >= MAX_SUBSCRIPTIONS)
      throw new BadRequestException(`A shop may have at most ${MAX_SUBSCRIPTIONS} webhooks. Delete one first.`);
    const secret = newSecret();
    const created = await this.subscriptions.create({
      url: input.url,
      events: [...new Set(input.events)],
      description: input.description ?? '',
      secret,
      active: true,
      createdByName: ctx.user?.name ?? '',
    });
    return { secret, subscription: subscriptionView(created.toObject<StoredSubscription>()) };
  }

  /** Changes the address, events or description; `active` pauses or resumes (which sends what the pause held). */
  async update(id: string, input: UpdateWebhookSubscriptionInput): Promise<WebhookSubscriptionModel> {
    const current = await this.load(id);
    if (input.url !== undefined) this.assertUrl(input.url);
    const set: Record<string, unknown> = {};
    const unset: Record<string, 1> = {};
    if (input.url !== undefined) set.url = input.url;
    if (input.events !== undefined) set.events = [...new Set(input.events)];
    if (input.description !== undefined) set.description = input.description;
    if (input.active === true && !current.active) {
      Object.assign(set, { active: true, pausedReason: '' });
      Object.assign(unset, { pausedAt: 1, failingSince: 1 });
    } else if (input.active === false && current.active) {
      Object.assign(set, { active: false, pausedAt: new Date(), pausedReason: 'Paused by the Owner' });
    }
    const updated = await this.subscriptions
      .findOneAndUpdate(
        { _id: current._id },
        { ...(Object.keys(set).length ? { $set: set } : {}), ...(Object.keys(unset).length ? { $unset: unset } : {}) },
        { returnDocument: 'after' },
      )
      .lean<StoredSubscription>();
    if (!updated) throw new NotFoundException(SUBSCRIPTION_NOT_FOUND);
    if (input.active === true && !current.active) {
      await this.deliveries.updateMany(
        { subscriptionId: id, status: 'held' },
        { $set: { status: 'pending', nextAttemptAt: new Date() }, $unset: { roundStartedAt: 1 } },
      );
      this.sender.kick();
    }
    return subscriptionView(updated);
  }

  /** Deletes a subscription and its delivery log; nothing more is sent to it. */
  async remove(id: string): Promise<WebhookSubscriptionModel> {
    const current = await this.load(id);
    await this.subscriptions.deleteOne({ _id: current._id });
    await this.deliveries.deleteMany({ subscriptionId: id });
    return subscriptionView(current);
  }

  /** A new secret at once: deliveries from now on are signed with it, and the old one stops matching. */
  async rollSecret(id: string): Promise<{ secret: string; subscription: WebhookSubscriptionModel }> {
    const current = await this.load(id);
    const secret = newSecret();
    const updated = await this.subscriptions
      .findOneAndUpdate({ _id: current._id }, { $set: { secret } }, { returnDocument: 'after' })
      .lean<StoredSubscription>();
    if (!updated) throw new NotFoundException(SUBSCRIPTION_NOT_FOUND);
    return { secret, subscription: subscriptionView(updated) };
  }

  async deliveryLog(args: WebhookDeliveriesArgs): Promise<WebhookDeliveryPage> {
    const filter: QueryFilter<WebhookDeliveryRecord> = {};
    if (args.subscriptionId) filter.subscriptionId = args.subscriptionId;
    if (args.status) filter.status = args.status as WebhookDeliveryRecord['status'];
    const [records, total] = await Promise.all([
      this.deliveries
        .find(filter)
        .sort({ createdAt: -1, _id: -1 })
        .skip(args.offset ?? 0)
        .limit(args.limit ?? 20)
        .lean<StoredDelivery[]>(),
      this.deliveries.countDocuments(filter),
    ]);
    return { items: records.map(deliveryView), total };
  }

  /**
   * Sends a delivery again now, as it was (same id and body), with a new retry window. Refused while it is being
   * sent, and while its subscription is paused (resume it first).
   */
  async redeliver(id: string): Promise<WebhookDelivery> {
    if (!isValidObjectId(id)) throw new NotFoundException(DELIVERY_NOT_FOUND);
    const delivery = await this.deliveries.findById(id).lean<StoredDelivery>();
    if (!delivery) throw new NotFoundException(DELIVERY_NOT_FOUND);
    const subscription = await this.load(delivery.subscriptionId);
    if (!subscription.active) throw new ConflictException('This webhook is paused. Resume it first.');
    const updated = await this.deliveries
      .findOneAndUpdate(
        { _id: delivery._id, status: { $ne: 'sending' } },
        { $set: { status: 'pending', nextAttemptAt: new Date() }, $unset: { roundStartedAt: 1, claimedUntil: 1 } },
        { returnDocument: 'after' },
      )
      .lean<StoredDelivery>();
    if (!updated) throw new ConflictException('This delivery is being sent right now.');
    this.sender.kick();
    return deliveryView(updated);
  }

  /** Queues a `ping` event to one subscription, whatever events it chose. */
  async sendTest(id: string): Promise<WebhookDelivery> {
    const subscription = await this.load(id);
    if (!subscription.active) throw new ConflictException('This webhook is paused. Resume it first.');
    const [delivery] = await this.queue([subscription], PING_EVENT, { message: 'A test from the shop' });
    this.sender.kick();
    return deliveryView(delivery);
  }

  /** Queues `event` with `data` to every active subscription to it, and starts sending. */
  async enqueue(event: string, data: unknown): Promise<number> {
    const subscribed = await this.subscriptions.find({ active: true, events: event }).lean<StoredSubscription[]>();
    if (subscribed.length === 0) return 0;
    await this.queue(subscribed, event, data);
    this.sender.kick();
    return subscribed.length;
  }

  /** Whether an active subscription wants `event` (so its data is worked out only then). */
  async anySubscribed(event: string): Promise<boolean> {
    return (await this.subscriptions.exists({ active: true, events: event })) !== null;
  }

  /** The dashboard's notices: one per subscription paused after failing. */
  async pausedNotices(): Promise<string[]> {
    const paused = await this.subscriptions
      .find({ active: false, failingSince: { $exists: true } })
      .limit(MAX_SUBSCRIPTIONS)
      .lean<StoredSubscription[]>();
    return paused.map(
      (subscription) =>
        `The webhook to ${subscription.url} was paused: ${subscription.pausedReason} Fix the receiver, then resume it on the Webhooks page.`,
    );
  }

  private async queue(subscriptions: StoredSubscription[], event: string, data: unknown): Promise<StoredDelivery[]> {
    const now = new Date();
    const documents = subscriptions.map((subscription) => {
      const _id = new Types.ObjectId();
      return {
        _id,
        subscriptionId: String(subscription._id),
        event,
        body: JSON.stringify({ id: String(_id), event, createdAt: now.toISOString(), data }),
        status: 'pending' as const,
        nextAttemptAt: now,
        attempts: [],
      };
    });
    const created = await this.deliveries.insertMany(documents);
    return created.map((document) => document.toObject<StoredDelivery>());
  }

  private assertUrl(url: string): void {
    const problem = webhookUrlProblem(url, this.config.env === 'production');
    if (problem) throw new BadRequestException(problem);
  }

  private async load(id: string): Promise<StoredSubscription> {
    if (!isValidObjectId(id)) throw new NotFoundException(SUBSCRIPTION_NOT_FOUND);
    const record = await this.subscriptions.findById(id).lean<StoredSubscription>();
    if (!record) throw new NotFoundException(SUBSCRIPTION_NOT_FOUND);
    return record;
  }
}
