import { Module } from '@nestjs/common';
import { MailService } from './mail.service';

/** Sending e-mail through SMTP (SMTP_URL and MAIL_FROM). */
@Module({ providers: [MailService], exports: [MailService] })
export class EmailModule {}
