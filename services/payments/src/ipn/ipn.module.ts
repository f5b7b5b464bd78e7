import { Module } from '@nestjs/common';
import { ConfirmationModule } from '../confirmation/confirmation.module';
import { PaymentsDataModule } from '../payments/payments-data.module';
import { IpnHandler } from './ipn.handler';
import { IpnService } from './ipn.service';
import { ProviderCallbacksRepository } from './provider-callbacks.repository';

@Module({
  imports: [PaymentsDataModule, ConfirmationModule],
  controllers: [IpnHandler],
  providers: [IpnService, ProviderCallbacksRepository],
})
export class IpnModule {}
