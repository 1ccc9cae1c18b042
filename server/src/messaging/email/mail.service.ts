import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { MailContent, renderMail } from './mail-template';

/**
 * E-mail through SMTP (nodemailer), to the server SMTP_URL names, from MAIL_FROM. Without SMTP_URL the shop sends
 * no e-mail: `configured` is false and callers choose another way, or none.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private transport?: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get configured(): boolean {
    return Boolean(this.config.mail.smtpUrl);
  }

  /** Sends one e-mail, its plain and HTML bodies from the same content; answers the server's message id. */
  async send(to: string, content: MailContent): Promise<string> {
    const smtpUrl = this.config.mail.smtpUrl;
    if (!smtpUrl) throw new Error('SMTP_URL is not set');
    this.transport ??= createTransport(smtpUrl);
    const { subject, text, html } = renderMail(content);
    const sent = await this.transport.sendMail({ from: this.config.mail.from, to, subject, text, html });
    this.logger.log(`E-mail "${subject}" sent (${String(sent.messageId)})`);
    return String(sent.messageId);
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}
