import { Module } from '@nestjs/common';
import { BtcPayProvider } from './btcpay.provider';
import { NowPaymentsProvider } from './nowpayments.provider';
import { PaymentProviders } from './payment-providers';
import { ProvidersHealth } from './providers-health';
import { SandboxChain } from './sandbox-chain';
import { SandboxProvider } from './sandbox.provider';

@Module({
  providers: [
    PaymentProviders,
    SandboxProvider,
    SandboxChain,
    NowPaymentsProvider,
    BtcPayProvider,
    ProvidersHealth,
  ],
  exports: [PaymentProviders],
})
export class ProvidersModule {}
