import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { PaymentsConfig } from '../config';
import { grantJobId, JobName, pollJobId, QueueName } from '../queues/queue-names';

export interface PaymentJobData {
  paymentId: string;
}

/**
 * Puts payment work on the queues. Job ids are per payment, so asking twice while a job exists
 * adds nothing; finished jobs are removed so the same id can be enqueued again later.
 */
@Injectable()
export class PaymentJobs {
  private readonly logger = new Logger(PaymentJobs.name);

  constructor(
    @InjectQueue(QueueName.PaymentConfirmation) private readonly confirmation: Queue<PaymentJobData>,
    @InjectQueue(QueueName.CreditGrants) private readonly grants: Queue<PaymentJobData>,
    @InjectQueue(QueueName.ProviderPrompts) private readonly prompts: Queue<PaymentJobData>,
    private readonly config: PaymentsConfig,
  ) {}

  /** Starts the payment's poll unless it is already running. */
  async ensurePoll(paymentId: string, delayMs = this.config.PAYMENT_POLL_INTERVAL_MS): Promise<void> {
    await this.confirmation.add(
      JobName.PollPayment,
      { paymentId },
      { jobId: pollJobId(paymentId), delay: delayMs, removeOnComplete: true, removeOnFail: true },
    );
  }

  /** Runs the payment's next poll now instead of at its next tick. */
  async checkSoon(paymentId: string): Promise<void> {
    const job = await this.confirmation.getJob(pollJobId(paymentId));
    if (!job) return this.ensurePoll(paymentId, 0);
    if (await job.isDelayed()) {
      // The job may have started between the two calls; then it is checking already.
      await job.promote().catch(() => undefined);
    }
  }

  /**
   * Takes the payment's poll (or late check) off the queue. A poll running right now cannot be
   * removed; it ends by itself once the payment is no longer watched.
   */
  async stopPoll(paymentId: string): Promise<void> {
    const job = await this.confirmation.getJob(pollJobId(paymentId));
    if (job && !(await job.isActive())) await job.remove().catch(() => undefined);
  }

  /**
   * Queues a read of the payment at its provider, prompted by a delivery recorded as `queued`
   * (ReadAfterPromptJob): a job per prompt, which finds nothing left to do once a later read
   * settled its delivery.
   */
  async promptRead(paymentId: string): Promise<void> {
    await this.prompts.add(
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

  async enqueueGrant(paymentId: string): Promise<void> {
    await this.grants.add(
      JobName.GrantCredits,
      { paymentId },
      {
        jobId: grantJobId(paymentId),
        attempts: this.config.GRANT_ATTEMPTS,
        backoff: { type: 'exponential', delay: 1000 },
        removeOnComplete: true,
        // A failed job is forgotten so the reconciler can enqueue it again.
        removeOnFail: true,
      },
    );
  }

  /**
   * The reconciler's call for a paid payment still without credits: enqueues its grant, or runs
   * one waiting out a retry back-off now (after an outage the back-off may have grown to minutes).
   */
  async grantSoon(paymentId: string): Promise<void> {
    const job = await this.grants.getJob(grantJobId(paymentId));
    if (!job) return this.enqueueGrant(paymentId);
    if (await job.isDelayed()) {
      // The job may have started between the two calls; then it is granting already.
      await job.promote().catch(() => undefined);
    }
  }

  /** Enqueue without letting a Redis hiccup fail the caller: the reconciler will catch up. */
  async enqueueGrantSafely(paymentId: string): Promise<void> {
    await this.enqueueGrant(paymentId).catch((err) =>
      this.logger.warn(`could not enqueue the grant of ${paymentId}; the reconciler will: ${String(err)}`),
    );
  }
}
