import { Injectable } from '@nestjs/common';
import type { CallbackProviderName, PaymentProviderName } from '@storefront/contracts';
import { PaymentsConfig } from '../config';
import { BtcPayProvider } from './btcpay.provider';
import { NowPaymentsProvider } from './nowpayments.provider';
import type { PaymentProvider } from './payment-provider';
import { SandboxProvider } from './sandbox.provider';

/**
 * Each provider by name: a stored payment's own provider for its checks, whichever one opens new
 * payments now (routing/payment-routing.service.ts chooses that).
 */
@Injectable()
export class PaymentProviders {
  constructor(
    private readonly config: PaymentsConfig,
    readonly sandbox: SandboxProvider,
    private readonly nowPayments: NowPaymentsProvider,
    private readonly btcPay: BtcPayProvider,
  ) {}

  get(name: PaymentProviderName | string): PaymentProvider {
    if (name === 'sandbox') return this.sandbox;
    if (name === 'nowpayments') return this.nowPayments;
    if (name === 'btcpay') return this.btcPay;
    throw new Error(`unknown payment provider ${name}`);
  }

  /**
   * The provider whose callback route was posted to, if it is set up here: one new payments may
   * go to (PAYMENT_PROVIDER or PAYMENT_ROUTES), or another whose callback secret is set (its older
   * payments still get their news), so each provider's callbacks keep working whichever one opens
   * new payments.
   */
  receivingCallbacks(name: CallbackProviderName): PaymentProvider | null {
    if (this.config.providersInUse.includes(name)) return this.get(name);
    if (name === 'nowpayments') return this.config.NOWPAYMENTS_IPN_SECRET ? this.nowPayments : null;
    return this.config.BTCPAY_WEBHOOK_SECRET ? this.btcPay : null;
  }

  /** Whether the servers of the providers set up here answer (the sandbox has none). */
  async health(): Promise<Record<string, unknown>> {
    if (!this.config.providersInUse.includes('btcpay') && !this.config.BTCPAY_URL) return {};
    return { btcpay: await this.btcPay.health() };
  }
}
