import { Module } from '@nestjs/common';
import { PaymentsDataModule } from '../payments/payments-data.module';
import { ProvidersModule } from '../providers/providers.module';
import { ConfirmationService } from './confirmation.service';
import { GrantCreditsJob } from './grant-credits.job';
import { GrantCreditsService } from './grant-credits.service';
import { PaymentJobs } from './payment-jobs';
import { PollPaymentJob } from './poll-payment.job';
import { QueueMetrics } from './queue-metrics';
import { ReconcilePaymentsJob } from './reconcile-payments.job';

/** From "the provider says paid" to "the credits are in the ledger", exactly once. */
@Module({
  imports: [PaymentsDataModule, ProvidersModule],
  providers: [
    PaymentJobs,
    ConfirmationService,
    GrantCreditsService,
    PollPaymentJob,
    GrantCreditsJob,
    ReconcilePaymentsJob,
    QueueMetrics,
  ],
  exports: [PaymentJobs, ConfirmationService, GrantCreditsService],
})
export class ConfirmationModule {}
