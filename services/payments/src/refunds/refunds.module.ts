import { Module } from '@nestjs/common';
import { PaymentsDataModule } from '../payments/payments-data.module';
import { ProvidersModule } from '../providers/providers.module';
import { RefundsHandler } from './refunds.handler';
import { RefundsRepository } from './refunds.repository';
import { RefundsService } from './refunds.service';

/** Finance's refunds of a paid payment's unspent credits, by the provider's claim link. */
@Module({
  imports: [ProvidersModule, PaymentsDataModule],
  controllers: [RefundsHandler],
  providers: [RefundsService, RefundsRepository],
})
export class RefundsModule {}
