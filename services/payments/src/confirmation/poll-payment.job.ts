import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { DelayedError, Job } from 'bullmq';
import { PaymentsConfig } from '../config';
import { QueueName } from '../queues/queue-names';
import { ConfirmationService, lateCheckDelay } from './confirmation.service';
import type { PaymentJobData } from './payment-jobs';

/**
 * One job per open payment: ask the provider, apply the answer, and sleep until the next tick by
 * moving the same job back to delayed, until the payment is final or long expired. Once it has
 * expired here the ticks grow far apart (`lateCheckDelay`): late money is still credited.
 */
// Each check waits on the provider's network answer, so many run side by side.
@Processor(QueueName.PaymentConfirmation, { concurrency: 25 })
export class PollPaymentJob extends WorkerHost {
  private readonly logger = new Logger(PollPaymentJob.name);

  constructor(
    private readonly confirmation: ConfirmationService,
    private readonly config: PaymentsConfig,
  ) {
    super();
  }

  async process(job: Job<PaymentJobData>, token?: string): Promise<void> {
    const { paymentId } = job.data;
    let payment;
    try {
      payment = await this.confirmation.check(paymentId);
    } catch (err) {
      // A provider outage must not end the poll: try again at the next tick.
      this.logger.warn(`could not check payment ${paymentId}: ${String(err)}`);
      await job.moveToDelayed(Date.now() + this.config.PAYMENT_POLL_INTERVAL_MS, token);
      throw new DelayedError();
    }
    if (!payment || !this.confirmation.watched(payment)) return;
    const wait =
      payment.status === 'expired' ? lateCheckDelay(payment) : this.config.pollIntervalFor(payment.provider);
    await job.moveToDelayed(Date.now() + wait, token);
    throw new DelayedError();
  }
}
