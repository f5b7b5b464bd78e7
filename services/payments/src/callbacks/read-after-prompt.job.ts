import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { OnApplicationBootstrap } from '@nestjs/common';
import { countJobFailures, watchQueues } from '@storefront/platform';
import type { Job, Queue } from 'bullmq';
import type { PaymentJobData } from '../confirmation/payment-jobs';
import { QueueName } from '../queues/queue-names';
import { ProviderCallbacksService } from './provider-callbacks.service';

/**
 * The read of a prompted payment (`ProviderCallbacksService.readAfterPrompt`) for a prompt passed
 * on by request, answered as soon as it was recorded, or one whose read failed: many side by side.
 * A provider that cannot be asked fails the job, which BullMQ retries with a growing back-off.
 */
@Processor(QueueName.ProviderPrompts, { concurrency: 25 })
export class ReadAfterPromptJob extends WorkerHost implements OnApplicationBootstrap {
  constructor(
    private readonly callbacks: ProviderCallbacksService,
    @InjectQueue(QueueName.ProviderPrompts) private readonly queue: Queue,
  ) {
    super();
  }

  /** Its queue's depth and its failed attempts on `/metrics`, beside the other payment queues. */
  onApplicationBootstrap() {
    watchQueues([this.queue]);
    countJobFailures(this.worker);
  }

  async process(job: Job<PaymentJobData>): Promise<void> {
    // A retry reads whatever: its first attempt found deliveries to settle and failed.
    await this.callbacks.readAfterPrompt(job.data.paymentId, job.attemptsMade > 0);
  }
}
