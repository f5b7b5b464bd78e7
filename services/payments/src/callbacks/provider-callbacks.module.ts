import { Module } from '@nestjs/common';
import { ConfirmationModule } from '../confirmation/confirmation.module';
import { PaymentsDataModule } from '../payments/payments-data.module';
import { ProvidersModule } from '../providers/providers.module';
import { CallbackRetentionJob } from './callback-retention.job';
import { ProviderCallbacksHandler } from './provider-callbacks.handler';
import { ProviderCallbacksRepository } from './provider-callbacks.repository';
import { ProviderCallbacksService } from './provider-callbacks.service';
import { ReadAfterPromptJob } from './read-after-prompt.job';

@Module({
  imports: [PaymentsDataModule, ConfirmationModule, ProvidersModule],
  controllers: [ProviderCallbacksHandler],
  providers: [
    ProviderCallbacksService,
    ProviderCallbacksRepository,
    CallbackRetentionJob,
    ReadAfterPromptJob,
  ],
})
export class ProviderCallbacksModule {}
