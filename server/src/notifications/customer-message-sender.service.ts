import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Model, Types } from 'mongoose';
import { randomBytes } from 'node:crypto';
import { runAsSystem } from '../common/audit/audit-context';
import { ScheduledJob } from '../common/schedule/scheduled-job';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailService } from '../messaging/email/mail.service';
import { WhatsAppCloudClient } from '../messaging/whatsapp/whatsapp-cloud.client';
import { CustomerMessageRecord, MessageAttemptRecord } from './schemas/customer-message.schema';
import { MessageOptOutRecord } from './schemas/message-opt-out.schema';

/** The longest wait between two attempts of one message. */
export const MAX_MESSAGE_RETRY_GAP_MS = 6 * 3_600_000;
/** How much of a provider's answer an attempt keeps. */
const ANSWER_KEPT = 200;
/** Messages sent side by side by one run. */
const SENDERS = 4;
/** Messages one run sends at most; the next run goes on. */
const PER_RUN = 200;
/** How long a claim lasts: an attempt takes 10 s at most (the Cloud API's limit; the mail server's is nodemailer's). */
const CLAIM_MS = 2 * 60_000;

type StoredMessage = CustomerMessageRecord & { _id: Types.ObjectId };

interface Outcome {
  sent: boolean;
  answer: string;
  /** Whether a later attempt could help (the network, 429, 5xx, a mail server away). */
  retryable: boolean;
  providerId?: string;
}

/**
 * Sends the queued messages to customers (collection `customer_messages`): on a timer (CUSTOMER_MESSAGE_TICK_MS), at
 * start, and at once when one is queued. As the webhook sender: each message is claimed with one conditional update
 * before it is sent, so with several processes on one database each is sent by one of them (the timer needs no
 * lease: a tick that finds nothing due only reads); a claim whose process died runs out and is taken over.
 *
 * One attempt: the WhatsApp template message, or the e-mail. Sent, it is `sent`; refused for good (a bad number, a
 * template not approved) it is `failed`; otherwise it is retried after CUSTOMER_MESSAGE_RETRY_BASE_MS, doubling
 * each time up to 6 hours, until CUSTOMER_MESSAGE_MAX_ATTEMPTS attempts have failed (then: failed).
 */
@Injectable()
export class CustomerMessageSender implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('CustomerMessages');
  private readonly job = new ScheduledJob(
    'Customer messages',
    () => runAsSystem('Customer messages', () => this.sendDue()),
    this.logger,
  );
  private again = false;
  private stopped = false;

  constructor(
    @InjectModel(CustomerMessageRecord.name) private readonly messages: Model<CustomerMessageRecord>,
    @InjectModel(MessageOptOutRecord.name) private readonly optOuts: Model<MessageOptOutRecord>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly scheduler: SchedulerRegistry,
    private readonly whatsapp: WhatsAppCloudClient,
    private readonly mail: MailService,
  ) {}

  onApplicationBootstrap() {
    this.job.start(this.config.customerMessages.tickMs, this.scheduler);
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

  /** Sends every due message (up to PER_RUN); answers how many were attempted. */
  async sendDue(): Promise<number> {
    this.again = false;
    let sent = 0;
    const worker = async () => {
      while (!this.stopped && sent < PER_RUN) {
        const message = await this.claim();
        if (!message) return;
        sent += 1;
        await this.attempt(message);
      }
    };
    await Promise.all(Array.from({ length: SENDERS }, worker));
    return sent;
  }

  /** Takes one due message for this process, or none (see WebhookSender.claim: a fresh token per claim). */
  private async claim(): Promise<StoredMessage | null> {
    for (let tries = 0; tries < 5; tries++) {
      const now = new Date();
      const due = await this.messages
        .find({
          $or: [
            { state: 'queued', nextAttemptAt: { $lte: now } },
            { state: 'sending', claimedUntil: { $lte: now } },
          ],
        })
        .sort({ nextAttemptAt: 1 })
        .limit(SENDERS)
        .lean<StoredMessage[]>();
      if (due.length === 0) return null;
      for (const candidate of due) {
        const claim = randomBytes(8).toString('hex');
        const { modifiedCount } = await this.messages.updateOne(
          { _id: candidate._id, state: candidate.state, claim: candidate.claim ?? '' },
          { $set: { state: 'sending', claim, claimedUntil: new Date(now.getTime() + CLAIM_MS) } },
        );
        if (modifiedCount === 1) return { ...candidate, state: 'sending', claim };
      }
    }
    return null;
  }

  private async attempt(message: StoredMessage): Promise<void> {
    const mine = { _id: message._id, claim: message.claim };
    // Stopped after it was queued: nothing is sent.
    if (await this.optOuts.exists({ _id: message.to })) {
      await this.messages.updateOne(mine, {
        $set: { state: 'skipped', reason: 'Not sent: the customer stopped these messages.' },
        $unset: { nextAttemptAt: 1, claimedUntil: 1 },
      });
      return;
    }
    const at = new Date();
    const outcome = await this.send(message);
    const attempts: MessageAttemptRecord[] = [
      ...(message.attempts ?? []),
      {
        number: (message.attempts?.length ?? 0) + 1,
        at,
        status: outcome.sent ? 'sent' : 'failed',
        answer: outcome.answer.slice(0, ANSWER_KEPT),
      },
    ];
    if (outcome.sent) {
      await this.messages.updateOne(mine, {
        $set: { state: 'sent', attempts, sentAt: at, providerId: outcome.providerId, reason: '' },
        $unset: { nextAttemptAt: 1, claimedUntil: 1 },
      });
      return;
    }
    const givenUp = !outcome.retryable || attempts.length >= this.config.customerMessages.maxAttempts;
    await this.messages.updateOne(
      mine,
      givenUp
        ? {
            $set: {
              state: 'failed',
              attempts,
              reason:
                `Not sent after ${attempts.length} ${attempts.length === 1 ? 'attempt' : 'attempts'}: ${outcome.answer}`.slice(
                  0,
                  ANSWER_KEPT,
                ),
            },
            $unset: { nextAttemptAt: 1, claimedUntil: 1 },
          }
        : {
            $set: {
              state: 'queued',
              attempts,
              nextAttemptAt: new Date(
                at.getTime() + retryGap(attempts.length, this.config.customerMessages.retryBaseMs),
              ),
            },
            $unset: { claimedUntil: 1 },
          },
    );
    if (givenUp)
      this.logger.warn(
        `The ${message.kind} message ${message.orderNumber ? `of order ${message.orderNumber}` : `of checkout ${message.checkoutId}`} failed: ${outcome.answer}`,
      );
  }

  private async send(message: StoredMessage): Promise<Outcome> {
    if (message.channel === 'whatsapp') {
      if (!this.whatsapp.configured) return { sent: false, retryable: false, answer: 'WhatsApp is no longer set up' };
      const answer = await this.whatsapp.sendOnce({
        to: message.to,
        template: message.template,
        language: message.language,
        bodyValues: message.values,
      });
      return answer.messageId
        ? { sent: true, retryable: false, answer: answer.messageId, providerId: answer.messageId }
        : { sent: false, retryable: answer.retryable, answer: answer.error ?? 'Not sent' };
    }
    if (!this.mail.configured) return { sent: false, retryable: false, answer: 'SMTP is no longer set up' };
    try {
      const messageId = await this.mail.send(message.to, {
        subject: message.subject,
        blocks: [
          ...message.body.split(/\n+/).filter(Boolean),
          { label: message.language === 'ur' ? 'یہ پیغامات بند کریں' : 'Stop these messages', link: message.stopLink },
        ],
      });
      return { sent: true, retryable: false, answer: messageId, providerId: messageId };
    } catch (error) {
      // A mail server away, or refusing for now: tried again; the limit ends it.
      return { sent: false, retryable: true, answer: (error as Error).message };
    }
  }
}

/** The wait before the next attempt after `failures` failed ones: base, doubling, at most 6 hours. */
export function retryGap(failures: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, failures - 1), MAX_MESSAGE_RETRY_GAP_MS);
}
