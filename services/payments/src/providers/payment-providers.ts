import { Injectable } from '@nestjs/common';
import type { PaymentProviderName } from '@storefront/contracts';
import { PaymentsConfig } from '../config';
import { NowPaymentsProvider } from './nowpayments.provider';
import type { PaymentProvider } from './payment-provider';
import { SandboxProvider } from './sandbox.provider';

/** The configured provider for new payments, and each stored payment's own provider for its checks. */
@Injectable()
export class PaymentProviders {
  constructor(
    private readonly config: PaymentsConfig,
    readonly sandbox: SandboxProvider,
    private readonly nowPayments: NowPaymentsProvider,
  ) {}

  get current(): PaymentProvider {
    return this.get(this.config.PAYMENT_PROVIDER);
  }

  get(name: PaymentProviderName | string): PaymentProvider {
    if (name === 'sandbox') return this.sandbox;
    if (name === 'nowpayments') return this.nowPayments;
    throw new Error(`unknown payment provider ${name}`);
  }
}
