import { Module } from '@nestjs/common';
import { OpenPaymentClaimsRepository } from './open-payment-claims.repository';
import { PaymentCountsRepository } from './payment-counts.repository';
import { PaymentsRepository } from './payments.repository';
import { ReceiptsRepository } from '../receipts/receipts.repository';

@Module({
  providers: [PaymentsRepository, PaymentCountsRepository, OpenPaymentClaimsRepository, ReceiptsRepository],
  exports: [PaymentsRepository, PaymentCountsRepository, OpenPaymentClaimsRepository, ReceiptsRepository],
})
export class PaymentsDataModule {}
