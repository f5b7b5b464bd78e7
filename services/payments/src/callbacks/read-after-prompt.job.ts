import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import { countJobFailures, watchQueues } from '@storefront/platform';
import type { Job, Queue } from 'bullmq';
import { ConfirmationService } from '../confirmation/confirmation.service';
import type { PaymentJobData } from '../confirmation/payment-jobs';
import { PaymentsRepository } from '../payments/payments.repository';
import { PaymentProviders } from '../providers/payment-providers';
import { QueueName } from '../queues/queue-names';
import { ProviderCallbacksRepository } from './provider-callbacks.repository';

/**
 * Reads a prompted payment from its provider and applies what the provider says, as the webhook
 * itself used to before answering: the provider delivers its webhooks one after another, so it is
 * answered as soon as the delivery is recorded and the reading happens here, many side by side.
 * Each delivery's row gets the outcome of the read that followed it. A provider that cannot be
 * asked fails the job, which BullMQ retries with a growing back-off.
 */
@Processor(QueueName.ProviderPrompts, { concurrency: 25 })
export class ReadAfterPromptJob extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(ReadAfterPromptJob.name);

  constructor(
    private readonly payments: PaymentsRepository,
    private readonly providers: PaymentProviders,
    private readonly callbacks: ProviderCallbacksRepository,
    private readonly confirmation: ConfirmationService,
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
    await this.read(job.data.paymentId, job.attemptsMade > 0);
  }

  private async read(paymentId: string, retry: boolean): Promise<void> {
    const payment = await this.payments.find(paymentId);
    if (!payment) return;
    const provider = this.providers.get(payment.provider);
    // Taken before asking: a delivery recorded after this point has its own prompt.
    const deliveries = await this.callbacks.queuedFor(provider.name, payment.provider_payment_id);
    // Settled by a read that started after this prompt's delivery was recorded: nothing left to do.
    if (deliveries.length === 0 && !retry) return;
    let state;
    try {
      state = await provider.status(payment.provider_payment_id);
    } catch (err) {
      this.logger.warn(
        `${provider.name} was not reached about ${paymentId} after its prompt: ${String(err)}`,
      );
      throw err;
    }
    const after = await this.confirmation.apply(payment, state);
    const changed = after.status !== payment.status;
    await this.callbacks.settle(
      deliveries,
      changed ? `applied: ${payment.status} -> ${after.status}` : `unchanged: ${after.status}`,
    );
  }
}
