import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, AppConfig, WhatsAppConfig } from '../../config/app-config';

/** A template message as the Cloud API takes it: the approved template's name, a language, the body's values in order. */
export interface TemplateMessage {
  /** The recipient's number, digits with the country code (`923001234567`). */
  to: string;
  /** The approved template's name; WHATSAPP_TEMPLATE (the order confirmation) when not given. */
  template?: string;
  language: string;
  /** The body's {{1}}, {{2}}, … values. */
  bodyValues: string[];
}

/** One try, as the delivery log keeps it. */
export interface SendTry {
  at: Date;
  attempt: number;
  status: 'sent' | 'failed';
  messageId?: string;
  error?: string;
}

/** Why a send gave up, and whether trying again later could help (429, 5xx, the network). */
class CloudApiError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** How many tries, and the wait before the second (doubled before each next one). */
export const WHATSAPP_TRIES = 3;
export const WHATSAPP_FIRST_BACKOFF_MS = 400;

/**
 * The WhatsApp Business Cloud API (Meta): `POST {WHATSAPP_API_URL}/{version}/{phone-number-id}/messages` with a
 * bearer token and a template message; the answer names the message (`messages[0].id`, a `wamid.`), a refusal
 * carries `error.message` and `error.code`. Network failures, 429 and 5xx are tried again with backoff;
 * other refusals (a bad number, a template not approved) are not. Every try is answered for the log.
 */
@Injectable()
export class WhatsAppCloudClient {
  private readonly logger = new Logger('WhatsApp');

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get configured(): boolean {
    return Boolean(this.config.confirmation.whatsapp);
  }

  async sendTemplate(message: TemplateMessage): Promise<SendTry[]> {
    const settings = this.config.confirmation.whatsapp;
    if (!settings) throw new Error('WhatsApp Cloud API is not configured');
    const tries: SendTry[] = [];
    for (let attempt = 1; attempt <= WHATSAPP_TRIES; attempt++) {
      if (attempt > 1) await sleep(WHATSAPP_FIRST_BACKOFF_MS * 2 ** (attempt - 2));
      const at = new Date();
      try {
        const messageId = await this.post(settings, message);
        tries.push({ at, attempt, status: 'sent', messageId });
        return tries;
      } catch (error) {
        const failure = error instanceof CloudApiError ? error : new CloudApiError((error as Error).message, true);
        tries.push({ at, attempt, status: 'failed', error: failure.message });
        this.logger.warn(`Send to ${message.to} failed (try ${attempt}): ${failure.message}`);
        if (!failure.retryable) return tries;
      }
    }
    return tries;
  }

  /**
   * One try, for a caller that keeps its own queue and retries (the messages to customers): answers what it came
   * to, and whether a later try could help.
   */
  async sendOnce(message: TemplateMessage): Promise<{ messageId?: string; error?: string; retryable: boolean }> {
    const settings = this.config.confirmation.whatsapp;
    if (!settings) throw new Error('WhatsApp Cloud API is not configured');
    try {
      return { messageId: await this.post(settings, message), retryable: false };
    } catch (error) {
      const failure = error instanceof CloudApiError ? error : new CloudApiError((error as Error).message, true);
      return { error: failure.message, retryable: failure.retryable };
    }
  }

  private async post(settings: WhatsAppConfig, message: TemplateMessage): Promise<string> {
    const url = `${settings.apiUrl}/${settings.apiVersion}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: message.to,
          type: 'template',
          template: {
            name: message.template ?? settings.template,
            language: { code: message.language },
            components: [
              { type: 'body', parameters: message.bodyValues.map((text) => ({ type: 'text', text: paramText(text) })) },
            ],
          },
        }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new CloudApiError(`Network: ${(error as Error).message}`, true);
    }
    const body = (await response.json().catch(() => ({}))) as {
      messages?: Array<{ id?: string }>;
      error?: { message?: string; code?: number };
    };
    if (response.ok && body.messages?.[0]?.id) return body.messages[0].id;
    const reason = body.error?.message ?? `HTTP ${response.status}`;
    const code = body.error?.code !== undefined ? ` (code ${body.error.code})` : '';
    throw new CloudApiError(`${reason}${code}`, response.status === 429 || response.status >= 500);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Template values may not hold line breaks, tabs or more than four spaces in a row (Cloud API rule). */
const paramText = (text: string) =>
  text
    .replace(/[\r\n\t]+/g, ', ')
    .replace(/ {4,}/g, '   ')
    .trim();
