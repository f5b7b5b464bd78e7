import { Module } from '@nestjs/common';
import { NowPaymentsProvider } from './nowpayments.provider';
import { PaymentProviders } from './payment-providers';
import { SandboxChain } from './sandbox-chain';
import { SandboxProvider } from './sandbox.provider';

@Module({
  providers: [PaymentProviders, SandboxProvider, SandboxChain, NowPaymentsProvider],
  exports: [PaymentProviders],
})
export class ProvidersModule {}
