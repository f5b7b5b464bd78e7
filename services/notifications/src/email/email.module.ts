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

/** Outbound email: the outbox queue, its worker and the transport chosen by SMTP_URL. */
@Module({
  imports: [
    BullModule.registerQueueAsync({
      name: Queues.emailOutbox,
      inject: [NotificationsConfig],
      useFactory: (config: NotificationsConfig) => ({ defaultJobOptions: emailJobOptions(config) }),
    }),
  ],
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
