import { OnApplicationShutdown } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { MailTransport, OutgoingMail } from './mail-transport';

export class SmtpMailTransport extends MailTransport implements OnApplicationShutdown {
  readonly kind = 'smtp';
  private readonly transporter: Transporter;

  constructor(url: string, from: string) {
    super();
    // Bounded waits: a hanging server fails the attempt and the queue's back-off takes over.
    this.transporter = createTransport(
      { url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
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
