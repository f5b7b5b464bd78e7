import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { Job } from 'bullmq';
import { QueueName } from '../queues/queue-names';
import { GrantCreditsService } from './grant-credits.service';
import type { PaymentJobData } from './payment-jobs';

/**
 * Retried with back-off (see PaymentJobs.enqueueGrant) until the credits service acknowledges. A
 * job whose worker lost Redis mid-grant is taken up again within seconds (a short lock, renewed
 * while the grant runs, and a frequent stalled check), not after BullMQ's default 30 s + 30 s.
 */
@Processor(QueueName.CreditGrants, { concurrency: 10, lockDuration: 10_000, stalledInterval: 5_000 })
export class GrantCreditsJob extends WorkerHost {
  private readonly logger = new Logger(GrantCreditsJob.name);

  constructor(private readonly grants: GrantCreditsService) {
    super();
  }

  async process(job: Job<PaymentJobData>): Promise<string> {
    try {
      const outcome = await this.grants.grant(job.data.paymentId);
      this.logger.log(`grant of ${job.data.paymentId}: ${outcome} (attempt ${job.attemptsMade + 1})`);
      return outcome;
    } catch (err) {
      this.logger.warn(
        `grant of ${job.data.paymentId} failed (attempt ${job.attemptsMade + 1}): ${String(err)}`,
      );
      throw err instanceof Error ? err : new Error(String(err));
    }
  }
}
