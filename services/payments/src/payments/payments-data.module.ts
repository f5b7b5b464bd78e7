import { Module } from '@nestjs/common';
import { OpenPaymentClaimsRepository } from './open-payment-claims.repository';
import { PaymentCountsRepository } from './payment-counts.repository';
import { PaymentsRepository } from './payments.repository';

@Module({
  providers: [PaymentsRepository, PaymentCountsRepository, OpenPaymentClaimsRepository],
  exports: [PaymentsRepository, PaymentCountsRepository, OpenPaymentClaimsRepository],
})
export class PaymentsDataModule {}
