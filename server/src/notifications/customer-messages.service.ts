import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, Model, Types } from 'mongoose';
import type { AuthUser } from '../common/access/request-context';
import { toE164, whatsappNumber } from '../common/phone/pakistani-phone';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { appAddress } from '../config/shop-address';
import { MailService } from '../messaging/email/mail.service';
import { WhatsAppCloudClient } from '../messaging/whatsapp/whatsapp-cloud.client';
import type { Order } from '../orders/models/order.model';
import { phoneForViewer } from '../orders/phone-view';
import { SettingsService } from '../settings/settings.service';
import { type CustomerMessageKind, fillTemplate } from '../settings/shop-settings';
import { CustomerMessageSender } from './customer-message-sender.service';
import type { CustomerMessage } from './models/customer-message.models';
import { CustomerMessageRecord, MessageChannel, MessageState } from './schemas/customer-message.schema';
import { MessageOptOutRecord } from './schemas/message-opt-out.schema';
import { STOP_PATH, stopToken } from './stop-link';

type StoredMessage = CustomerMessageRecord & { _id: Types.ObjectId };

/** The parcel, for the shipped message. */
export interface ParcelDetails {
  courier: string;
  trackingNumber: string;
  trackingLink: string;
}

/** The body values of each kind's approved WhatsApp template, in order ({{1}}, {{2}}, …). */
export const WHATSAPP_VALUES: Readonly<Record<CustomerMessageKind, readonly string[]>> = {
  confirmed: ['name', 'orderNumber', 'total'],
  shipped: ['name', 'orderNumber', 'courier', 'trackingNumber', 'trackingLink'],
  delivered: ['name', 'orderNumber'],
  returned: ['name', 'orderNumber'],
  reminder: ['name', 'items', 'total', 'resumeLink'],
};

/** A reminder of a checkout left half-way (see open-checkouts): whom it goes to, and what it names. */
export interface CheckoutReminder {
  /** The open checkout's id: one reminder per open checkout. */
  checkoutId: string;
  /** E.164. */
  phone: string;
  /** As typed; empty when none. */
  email: string;
  name: string;
  /** The lines in words ("2 × USB-C Cable, 1 × Charger"). */
  items: string;
  total: number;
  /** The page that restores the cart and the address, from the shop's address on (`/checkout/resume/…`). */
  resumePath: string;
}

/** What became of a reminder: queued for sending, or skipped (and why, in words for the admin). */
export interface ReminderOutcome {
  state: 'queued' | 'skipped';
  channel: MessageChannel;
  reason: string;
}

export const NO_CHANNEL =
  'Not sent: neither WhatsApp nor e-mail (SMTP) is set up, or the order has no number or e-mail for it.';
export const STOPPED = 'Not sent: the customer stopped these messages.';

const rupees = (amount: number) => `Rs. ${new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 }).format(amount)}`;

/** An e-mail as stored: lower case. */
const emailKey = (email: string) => email.trim().toLowerCase();

/**
 * Messages to customers at each step of their order (collections `customer_messages` and `message_opt_outs`).
 * `queue` writes a message once per order and kind, in the words of the settings' templates, by WhatsApp where the
 * Cloud API is set up and the order has a number, else by e-mail where SMTP is set up and the order has one, else
 * not at all (kept as skipped, so the admin sees why). CustomerMessageSender sends the queued ones.
 */
@Injectable()
export class CustomerMessagesService {
  private readonly logger = new Logger('CustomerMessages');

  constructor(
    @InjectModel(CustomerMessageRecord.name) private readonly messages: Model<CustomerMessageRecord>,
    @InjectModel(MessageOptOutRecord.name) private readonly optOuts: Model<MessageOptOutRecord>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: SettingsService,
    private readonly whatsapp: WhatsAppCloudClient,
    private readonly mail: MailService,
    private readonly sender: CustomerMessageSender,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  /** Queues the message of this step of the order, unless it was queued before. */
  async queue(order: Order, kind: CustomerMessageKind, parcel?: ParcelDetails): Promise<void> {
    const key = `${order.id}:${kind}`;
    // An event told twice (or again after a restart) finds it: only reads.
    if (await this.messages.exists({ key })) return;
    const settings = await this.settings.current();
    const language = settings.messages.language;
    const { channel, to } = this.channelFor(order);
    await this.write({
      key,
      kind,
      ids: { orderId: order.id, orderNumber: order.displayId },
      channel,
      to,
      language,
      stoppedBy: [to],
      values: {
        name: order.shippingAddress.name,
        orderNumber: order.displayId,
        total: rupees(order.totalAmount),
        shopName: settings.shop.name,
        courier: parcel?.courier ?? '',
        trackingNumber: parcel?.trackingNumber || '-',
        trackingLink: parcel?.trackingLink || '-',
      },
      template: settings.messages.templates[kind][language],
    });
  }

  /**
   * Queues the one reminder of a checkout left half-way, in the words of the settings' reminder template: by WhatsApp
   * where the Cloud API is set up, else by e-mail where SMTP is and one was typed, else not at all (skipped). Never
   * to a phone or e-mail whose owner stopped the messages. The caller has checked the blocklist and the once-a-day
   * rule; a reminder queued before for this checkout is answered as it is.
   */
  async queueReminder(reminder: CheckoutReminder): Promise<ReminderOutcome> {
    const key = `checkout:${reminder.checkoutId}:reminder`;
    const before = await this.messages.findOne({ key }).lean<StoredMessage>();
    if (before)
      return {
        state: before.state === 'skipped' ? 'skipped' : 'queued',
        channel: before.channel,
        reason: before.reason,
      };
    const settings = await this.settings.current();
    const language = settings.messages.language;
    const phone = whatsappNumber(reminder.phone);
    const email = reminder.email ? emailKey(reminder.email) : '';
    const channel: MessageChannel =
      this.whatsapp.configured && phone ? 'whatsapp' : this.mail.configured && email ? 'email' : 'none';
    const to = channel === 'whatsapp' ? phone : channel === 'email' ? email : '';
    const { state, reason } = await this.write({
      key,
      kind: 'reminder',
      ids: { orderId: '', orderNumber: '', checkoutId: reminder.checkoutId },
      channel,
      to,
      language,
      stoppedBy: [phone, email],
      values: {
        name: reminder.name || (language === 'ur' ? 'صارف' : 'there'),
        items: reminder.items,
        total: rupees(reminder.total),
        shopName: settings.shop.name,
        resumeLink: `${appAddress(this.config, this.adapterHost)}${reminder.resumePath}`,
      },
      template: settings.messages.templates.reminder[language],
    });
    return { state: state === 'skipped' ? 'skipped' : 'queued', channel, reason };
  }

  /**
   * Writes one message once per `key`, its words filled from the template with the values and the stop link: queued,
   * or skipped (and why) where there is no channel or an owner of `stoppedBy` stopped the messages. A write raced by
   * another for the same key (two listeners of one change) leaves the other's.
   */
  private async write(message: {
    key: string;
    kind: CustomerMessageKind;
    ids: Pick<CustomerMessageRecord, 'orderId' | 'orderNumber' | 'checkoutId'>;
    channel: MessageChannel;
    to: string;
    language: CustomerMessageRecord['language'];
    /** The phone and e-mail whose stop ends the message. */
    stoppedBy: string[];
    values: Record<string, string>;
    template: { subject: string; body: string };
  }): Promise<{ state: MessageState; reason: string }> {
    const { key, kind, channel, to } = message;
    const stopLink = to
      ? `${appAddress(this.config, this.adapterHost)}/${STOP_PATH}?token=${stopToken(this.config.jwtSecret, to)}`
      : '';
    const values: Record<string, string> = { ...message.values, stopLink };
    let state: MessageState = 'queued';
    let reason = '';
    if (channel === 'none') [state, reason] = ['skipped', NO_CHANNEL];
    else if (await this.optOuts.exists({ _id: { $in: message.stoppedBy.filter(Boolean) } }))
      [state, reason] = ['skipped', STOPPED];
    const record: Omit<CustomerMessageRecord, 'createdAt' | 'updatedAt' | 'claim' | 'attempts'> = {
      key,
      ...message.ids,
      kind,
      channel,
      to,
      language: message.language,
      subject: fillTemplate(message.template.subject, values),
      body: fillTemplate(message.template.body, values),
      template: channel === 'whatsapp' ? (this.config.confirmation.whatsapp?.stepTemplates[kind] ?? '') : '',
      values: channel === 'whatsapp' ? WHATSAPP_VALUES[kind].map((name) => values[name]) : [],
      stopLink,
      state,
      reason,
      ...(state === 'queued' ? { nextAttemptAt: new Date() } : {}),
    };
    try {
      const { upsertedCount } = await this.messages.updateOne(
        { key },
        { $setOnInsert: { ...record, claim: '', attempts: [] } },
        { upsert: true },
      );
      if (upsertedCount === 1 && state === 'queued') this.sender.kick();
    } catch (error) {
      // Two listeners of one change (its status and its parcel) raced: the other one queued it.
      if ((error as { code?: number }).code !== 11000) throw error;
    }
    return { state, reason };
  }

  /** What became of the reminders of these open checkouts, by checkout id (the admin's Open Checkouts). */
  async reminderStates(checkoutIds: readonly string[]): Promise<Map<string, MessageState>> {
    if (checkoutIds.length === 0) return new Map();
    const records = await this.messages
      .find({ checkoutId: { $in: [...checkoutIds] } }, { checkoutId: 1, state: 1 })
      .lean<Array<{ checkoutId: string; state: MessageState }>>();
    return new Map(records.map((record) => [record.checkoutId, record.state === 'sending' ? 'queued' : record.state]));
  }

  /** The messages of one order, oldest first, as this viewer may see them (phones masked for some staff). */
  async forOrder(orderId: string, viewer?: AuthUser): Promise<CustomerMessage[]> {
    if (!isValidObjectId(orderId)) throw new NotFoundException('Order not found');
    const records = await this.messages
      .find({ orderId })
      .sort({ createdAt: 1, _id: 1 })
      .limit(20)
      .lean<StoredMessage[]>();
    return records.map((record) => messageView(record, viewer));
  }

  /** Whether messages to this address are stopped. */
  async stopped(address: string): Promise<boolean> {
    return Boolean(await this.optOuts.exists({ _id: address }));
  }

  /** Stops the messages to an address: nothing more is sent to it, the ones waiting included. */
  async stop(address: string, via: 'link' | 'reply'): Promise<void> {
    await this.optOuts.updateOne({ _id: address }, { $setOnInsert: { via } }, { upsert: true });
    await this.messages.updateMany(
      { to: address, state: 'queued' },
      { $set: { state: 'skipped', reason: STOPPED }, $unset: { nextAttemptAt: 1 } },
    );
    this.logger.log(`Messages stopped for an address (${via})`);
  }

  /** WhatsApp's word on a message sent (its status webhook): delivered, or failed after all. */
  async providerStatus(providerId: string, status: string, error?: string): Promise<void> {
    if (status === 'delivered' || status === 'read')
      await this.messages.updateOne(
        { providerId, state: 'sent' },
        { $set: { state: 'delivered', deliveredAt: new Date() } },
      );
    else if (status === 'failed')
      await this.messages.updateOne(
        { providerId, state: { $in: ['sent', 'delivered'] } },
        {
          $set: { state: 'failed', reason: `WhatsApp could not deliver it${error ? `: ${error}` : ''}`.slice(0, 200) },
        },
      );
  }

  /** WhatsApp where it is set up and the order has a number; else e-mail where SMTP is and it has one; else none. */
  private channelFor(order: Order): { channel: MessageChannel; to: string } {
    const phone = toE164(order.shippingAddress.phone);
    if (this.whatsapp.configured && phone) return { channel: 'whatsapp', to: whatsappNumber(phone) };
    const email = order.shippingAddress.email || order.customer?.email || order.guestInfo?.email || '';
    if (this.mail.configured && email) return { channel: 'email', to: emailKey(email) };
    return { channel: 'none', to: '' };
  }
}

export function messageView(record: StoredMessage, viewer?: AuthUser): CustomerMessage {
  return {
    id: String(record._id),
    orderId: record.orderId,
    kind: record.kind,
    channel: record.channel,
    to: record.channel === 'whatsapp' ? phoneForViewer(`+${record.to}`, viewer) : record.to,
    language: record.language,
    subject: record.subject,
    body: record.body,
    state: record.state === 'sending' ? 'queued' : record.state,
    reason: record.reason ?? '',
    nextAttemptAt: record.state === 'queued' ? (record.nextAttemptAt ?? null) : null,
    sentAt: record.sentAt ?? null,
    deliveredAt: record.deliveredAt ?? null,
    createdAt: record.createdAt,
    attempts: (record.attempts ?? []).map((attempt) => ({
      number: attempt.number,
      at: attempt.at,
      status: attempt.status,
      answer: attempt.answer ?? '',
    })),
  };
}
