import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import {
  DEFAULT_TEXT_LANGUAGE,
  type ListMailboxDto,
  type ListMailboxReply,
  type SendEmailDto,
  type SendEmailReply,
} from '@storefront/contracts';
import { currentCorrelationId, ServiceError } from '@storefront/platform';
import type { Queue } from 'bullmq';
import { NotificationsConfig } from '../config';
import { Queues } from '../queues';
import { DevMailboxRepository } from './dev-mailbox.repository';
import { renderEmail } from './email-templates';
import { EmailJobData, MailTransport } from './mail-transport';

const MAILBOX_PAGE = 50;

@Injectable()
export class EmailService {
  constructor(
    @InjectQueue(Queues.emailOutbox) private readonly outbox: Queue<EmailJobData>,
    private readonly config: NotificationsConfig,
    private readonly mailbox: DevMailboxRepository,
    private readonly transport: MailTransport,
  ) {}

  /** Renders now, so a bad request fails for the caller instead of in the worker. */
  async send({ to, template, data, language }: SendEmailDto): Promise<SendEmailReply> {
    // A request without a language comes from a sender older than languages: English, as it was.
    const written = language ?? DEFAULT_TEXT_LANGUAGE;
    const mail = renderEmail(template, data, this.config.BRAND_NAME, written);
    await this.outbox.add(template, {
      ...mail,
      to,
      template,
      language: written,
      correlationId: currentCorrelationId(),
    });
    return { queued: true };
  }

  async listMailbox({ to, limit }: ListMailboxDto): Promise<ListMailboxReply> {
    // Answer as if the subject did not exist: production has no mailbox to reveal.
    if (this.config.isProduction) throw ServiceError.notFound('Not found');
    return { messages: await this.mailbox.list(to, limit ?? MAILBOX_PAGE), delivery: this.transport.kind };
  }
}
