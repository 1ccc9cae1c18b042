import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Model, Types } from 'mongoose';
import { ClaimedQueue, retryDelay } from '../common/schedule/claimed-queue';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailService } from '../messaging/email/mail.service';
import { WhatsAppCloudClient } from '../messaging/whatsapp/whatsapp-cloud.client';
import { CustomerMessageRecord, MessageAttemptRecord } from './schemas/customer-message.schema';
import { MessageOptOutRecord } from './schemas/message-opt-out.schema';

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
 * start, and at once when one is queued, each claimed before it is sent (`ClaimedQueue`), so with several processes
 * on one database each is sent by one of them.
 *
 * One attempt: the WhatsApp template message, or the e-mail. Sent, it is `sent`; refused for good (a bad number, a
 * template not approved) it is `failed`; otherwise it is retried after CUSTOMER_MESSAGE_RETRY_BASE_MS, doubling
 * each time up to 6 hours, until CUSTOMER_MESSAGE_MAX_ATTEMPTS attempts have failed (then: failed).
 */
@Injectable()
export class CustomerMessageSender extends ClaimedQueue<StoredMessage, CustomerMessageRecord> {
  constructor(
    @InjectModel(CustomerMessageRecord.name) private readonly messages: Model<CustomerMessageRecord>,
    @InjectModel(MessageOptOutRecord.name) private readonly optOuts: Model<MessageOptOutRecord>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    scheduler: SchedulerRegistry,
    private readonly whatsapp: WhatsAppCloudClient,
    private readonly mail: MailService,
  ) {
    super({
      name: 'Customer messages',
      context: 'CustomerMessages',
      scheduler,
      tickMs: config.customerMessages.tickMs,
      model: messages,
      state: { field: 'state', waiting: 'queued', sending: 'sending' },
      claimMs: CLAIM_MS,
      senders: SENDERS,
      perRun: PER_RUN,
    });
  }

  protected async attempt(message: StoredMessage): Promise<void> {
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
                at.getTime() + retryDelay(attempts.length, this.config.customerMessages.retryBaseMs),
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
