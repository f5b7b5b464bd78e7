import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { ServiceRedis } from '@storefront/platform';
import type { Queue } from 'bullmq';
import type { PaymentJobData } from '../confirmation/payment-jobs';
import { JobName, QueueName } from '../queues/queue-names';

/** How long a prompt nobody took is remembered (the poll reads open payments anyway). */
const PROMPT_TTL_SECONDS = 24 * 3600;

/**
 * Prompts to read a payment again, coalesced per payment by a flag: each prompt sets it and queues
 * a job; a job reads only if it takes the flag (a read started after the prompt was recorded), so
 * a burst of prompts costs one or two reads, and a prompt arriving mid-read is read again.
 */
@Injectable()
export class ProviderPrompts {
  constructor(
    @InjectQueue(QueueName.ProviderPrompts) private readonly queue: Queue<PaymentJobData>,
    private readonly redis: ServiceRedis,
  ) {}

  async prompt(paymentId: string): Promise<void> {
    await this.redis.client.set(this.flag(paymentId), '1', 'EX', PROMPT_TTL_SECONDS);
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

  /** Takes the payment's pending prompt; whether there was one. */
  async take(paymentId: string): Promise<boolean> {
    return (await this.redis.client.del(this.flag(paymentId))) > 0;
  }

  private flag(paymentId: string): string {
    return this.redis.key('prompted', paymentId);
  }
}
