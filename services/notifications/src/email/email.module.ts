import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { NotificationsConfig } from '../config';
import { emailJobOptions, Queues } from '../queues';
import { DevMailboxRepository } from './dev-mailbox.repository';
import { DevMailboxTransport } from './dev-mailbox.transport';
import { EmailHandler } from './email.handler';
import { EmailService } from './email.service';
import { MailTransport } from './mail-transport';
import { QueueMetrics } from './queue-metrics';
import { SendEmailProcessor } from './send-email.processor';
import { SmtpMailTransport } from './smtp-mail.transport';

const emailOutbox = BullModule.registerQueueAsync({
  name: Queues.emailOutbox,
  inject: [NotificationsConfig],
  useFactory: (config: NotificationsConfig) => ({ defaultJobOptions: emailJobOptions(config) }),
});

/** Outbound email: the outbox queue (exported, for other mails to join it), its worker and the transport. */
@Module({
  imports: [emailOutbox],
  exports: [emailOutbox],
  controllers: [EmailHandler],
  providers: [
    EmailService,
    DevMailboxRepository,
    SendEmailProcessor,
    QueueMetrics,
    {
      provide: MailTransport,
      inject: [NotificationsConfig, DevMailboxRepository],
      useFactory: (config: NotificationsConfig, mailbox: DevMailboxRepository): MailTransport =>
        config.SMTP_URL
          ? new SmtpMailTransport(config.SMTP_URL, config.MAIL_FROM)
          : new DevMailboxTransport(mailbox),
    },
  ],
})
export class EmailModule {}
