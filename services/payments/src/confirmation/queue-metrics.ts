import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { countJobFailures, watchQueues } from '@storefront/platform';
import type { Queue } from 'bullmq';
import { QueueName } from '../queues/queue-names';
import { GrantCreditsJob } from './grant-credits.job';
import { PollPaymentJob } from './poll-payment.job';
import { ReconcilePaymentsJob } from './reconcile-payments.job';

/** Puts the payment queues' depths and their workers' failed attempts on `/metrics`. */
@Injectable()
export class QueueMetrics implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(QueueName.PaymentConfirmation) private readonly confirmation: Queue,
    @InjectQueue(QueueName.CreditGrants) private readonly grants: Queue,
    @InjectQueue(QueueName.Reconciliation) private readonly reconciliation: Queue,
    private readonly poll: PollPaymentJob,
    private readonly grant: GrantCreditsJob,
    private readonly reconcile: ReconcilePaymentsJob,
  ) {}

  // Workers exist once the module is initialised.
  onApplicationBootstrap() {
    watchQueues([this.confirmation, this.grants, this.reconciliation]);
    for (const host of [this.poll, this.grant, this.reconcile]) countJobFailures(host.worker);
  }
}
