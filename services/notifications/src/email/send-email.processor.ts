import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { runWithCorrelationId } from '@storefront/platform';
import type { Job } from 'bullmq';
import { Queues } from '../queues';
import { EmailJobData, MailTransport } from './mail-transport';

/** The outbox worker: hands each queued mail to the transport; a failure is retried with back-off. */
@Processor(Queues.emailOutbox, { concurrency: 5 })
export class SendEmailProcessor extends WorkerHost {
  private readonly logger = new Logger(SendEmailProcessor.name);

  constructor(private readonly transport: MailTransport) {
    super();
  }

  process(job: Job<EmailJobData>): Promise<void> {
    return runWithCorrelationId(job.data.correlationId, async () => {
      await this.transport.deliver(job.data);
      this.logger.log(
        `mail ${job.id} (${job.data.template}) delivered via ${this.transport.kind} on attempt ${job.attemptsMade + 1}`,
      );
    });
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job<EmailJobData> | undefined, err: Error) {
    if (!job) return;
    runWithCorrelationId(job.data.correlationId, () => {
      const tries = `${job.attemptsMade}/${job.opts.attempts ?? 1}`;
      const final = job.attemptsMade >= (job.opts.attempts ?? 1);
      const message = `mail ${job.id} (${job.data.template}) attempt ${tries} failed: ${err.message}`;
      if (final) this.logger.error(`${message}; giving up, the job stays in the failed set`);
      else this.logger.warn(`${message}; will retry`);
    });
  }
}
