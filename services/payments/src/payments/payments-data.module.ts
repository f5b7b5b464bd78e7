import { Module } from '@nestjs/common';
import { PaymentCountsRepository } from './payment-counts.repository';
import { PaymentsRepository } from './payments.repository';

@Module({
  providers: [PaymentsRepository, PaymentCountsRepository],
  exports: [PaymentsRepository, PaymentCountsRepository],
})
export class PaymentsDataModule {}
