import { Module } from '@nestjs/common';
import { ConfirmationModule } from '../confirmation/confirmation.module';
import { PaymentsDataModule } from '../payments/payments-data.module';
import { RoutingModule } from '../routing/routing.module';
import { AdminTransactionsHandler } from './admin-transactions.handler';
import { AdminTransactionsService } from './admin-transactions.service';
import { ProvidersOverviewService } from './providers-overview.service';

@Module({
  imports: [PaymentsDataModule, ConfirmationModule, RoutingModule],
  controllers: [AdminTransactionsHandler],
  providers: [AdminTransactionsService, ProvidersOverviewService],
})
export class AdminTransactionsModule {}
