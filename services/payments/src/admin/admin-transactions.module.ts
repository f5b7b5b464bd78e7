import { Module } from '@nestjs/common';
import { ConfirmationModule } from '../confirmation/confirmation.module';
import { PaymentsDataModule } from '../payments/payments-data.module';
import { AdminTransactionsHandler } from './admin-transactions.handler';
import { AdminTransactionsService } from './admin-transactions.service';

@Module({
  imports: [PaymentsDataModule, ConfirmationModule],
  controllers: [AdminTransactionsHandler],
  providers: [AdminTransactionsService],
})
export class AdminTransactionsModule {}
