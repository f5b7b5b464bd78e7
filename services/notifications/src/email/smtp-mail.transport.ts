import { OnApplicationShutdown } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { MailTransport, OutgoingMail } from './mail-transport';

/** Connections to the mail server open at once, and mails sent over one before it is renewed. */
const SMTP_POOL_CONNECTIONS = 5;
const SMTP_POOL_MESSAGES = 100;

export class SmtpMailTransport extends MailTransport implements OnApplicationShutdown {
  readonly kind = 'smtp';
  private readonly transporter: Transporter;

  constructor(url: string, from: string) {
    super();
    // Mails go over a few connections kept open and reused (up to SMTP_POOL_MESSAGES each), not
    // one connection and handshake a mail. Bounded waits: a hanging server fails the attempt and
    // the queue's back-off takes over.
    this.transporter = createTransport(
      {
        url,
        pool: true,
        maxConnections: SMTP_POOL_CONNECTIONS,
        maxMessages: SMTP_POOL_MESSAGES,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      },
      { from },
    );
  }

  async deliver(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.language ? { headers: { 'Content-Language': mail.language } } : {}),
    });
  }

  onApplicationShutdown() {
    this.transporter.close();
  }
}
