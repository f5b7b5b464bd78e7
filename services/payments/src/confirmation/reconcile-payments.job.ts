import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { PaymentsConfig } from '../config';
import { JobName, QueueName } from '../queues/queue-names';
import { OpenPaymentClaimsRepository } from '../payments/open-payment-claims.repository';
import { PaymentCountsRepository } from '../payments/payment-counts.repository';
import { PaymentsRepository } from '../payments/payments.repository';
import { CONFIRMING_GRACE_MS } from './confirmation.service';
import { PaymentJobs } from './payment-jobs';

const BATCH = 500;
/** How often a replica compares the running payment counts with a full count. */
const COUNTS_CHECK_EVERY_MS = 60 * 60_000;

/**
 * The safety net, every RECONCILE_INTERVAL_MS: re-enqueues the grant of every paid payment
 * without credits (a lost or exhausted job, a crash between paid and enqueue), re-arms the poll
 * of open payments whose job was lost, closes waiting payments abandoned long ago and forgets the
 * open-payment claims of checkouts that crashed half-way. It also folds the running payment
 * counts and, hourly, checks them against a full count (they drift only if their triggers were
 * bypassed) and counts anew if they differ.
 */
@Processor(QueueName.Reconciliation)
export class ReconcilePaymentsJob extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(ReconcilePaymentsJob.name);
  private countsCheckedAt = 0;

  constructor(
    @InjectQueue(QueueName.Reconciliation) private readonly queue: Queue,
    private readonly payments: PaymentsRepository,
    private readonly counts: PaymentCountsRepository,
    private readonly claims: OpenPaymentClaimsRepository,
    private readonly jobs: PaymentJobs,
    private readonly config: PaymentsConfig,
  ) {
    super();
  }

  async onApplicationBootstrap() {
    // Every replica upserts the same scheduler; BullMQ keeps one.
    await this.queue.upsertJobScheduler(
      JobName.ReconcilePayments,
      { every: this.config.RECONCILE_INTERVAL_MS },
      { name: JobName.ReconcilePayments, opts: { removeOnComplete: true, removeOnFail: true } },
    );
  }

  async process(): Promise<{ regranted: number; repolled: number; expired: number }> {
    const stuck = await this.payments.findPaidWithoutCredits(BATCH);
    for (const paymentId of stuck) await this.jobs.grantSoon(paymentId);

    const open = await this.payments.findOpen(CONFIRMING_GRACE_MS, BATCH * 4);
    for (const paymentId of open) await this.jobs.ensurePoll(paymentId);

    const expired = await this.payments.expireAbandoned(CONFIRMING_GRACE_MS);
    await this.claims.sweepLapsed();
    if (stuck.length || expired) {
      this.logger.log(
        `reconciled: ${stuck.length} grant(s) re-enqueued, ${expired} abandoned payment(s) expired`,
      );
    }
    await this.counts.compact();
    if (Date.now() - this.countsCheckedAt >= COUNTS_CHECK_EVERY_MS) await this.checkCounts();
    return { regranted: stuck.length, repolled: open.length, expired };
  }

  private async checkCounts() {
    const drift = await this.counts.drift();
    if (drift.length) {
      this.logger.error(`payment counts drifted, counting anew: ${JSON.stringify(drift)}`);
      await this.counts.recount();
    }
    this.countsCheckedAt = Date.now();
  }
}
