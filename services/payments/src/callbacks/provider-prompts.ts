import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { PaymentJobData } from '../confirmation/payment-jobs';
import { JobName, QueueName } from '../queues/queue-names';

/**
 * Prompts to read a payment again: a job per prompt, queued once its delivery is recorded as
 * `queued`. The recorded deliveries are what a job reads for: one that finds them all settled by
 * a read that started after they were recorded has nothing left to do, so a burst of prompts
 * costs one or two reads, and a prompt arriving mid-read is read again.
 */
@Injectable()
export class ProviderPrompts {
  constructor(@InjectQueue(QueueName.ProviderPrompts) private readonly queue: Queue<PaymentJobData>) {}

  async prompt(paymentId: string): Promise<void> {
    await this.queue.add(
      JobName.ReadAfterPrompt,
      { paymentId },
      {
        // A provider that cannot be asked is asked again for about a quarter of an hour; the
        // payment's own poll and the reconciler carry on after that.
        attempts: 10,
        backoff: { type: 'exponential', delay: 1000 },
        removeOnComplete: true,
        removeOnFail: true,
      },
    );
  }
}
