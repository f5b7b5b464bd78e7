import type { Crypto } from '@storefront/contracts';
import type { BtcPayPaymentMethod } from './btcpay-greenfield';

/** Bitcoin over Lightning: a BOLT11 invoice as the destination. */
export const BTCPAY_LIGHTNING_METHOD = 'BTC-LN';

/**
 * The one BTCPay payment method each way to pay is paid with: on-chain (`<code>-CHAIN`), or
 * `BTC-LN` for Lightning. BTCPay takes no ether, so ETH has none.
 */
export const BTCPAY_PAYMENT_METHOD: Readonly<Record<Crypto, string | null>> = {
  btc: 'BTC-CHAIN',
  ltc: 'LTC-CHAIN',
  lightning: BTCPAY_LIGHTNING_METHOD,
  eth: null,
};

export function paymentMethodOf(
  methods: readonly BtcPayPaymentMethod[],
  paymentMethodId: string,
): BtcPayPaymentMethod | undefined {
  return methods.find((m) => m.paymentMethodId === paymentMethodId);
}

export interface LightningInvoice {
  /** The BOLT11 invoice to pay. */
  bolt11: string;
  /** Its amount, in BTC. */
  amount: string | null;
  /** A `lightning:` link to it, when BTCPay gives one. */
  paymentLink: string | null;
}

/** The Lightning invoice of an invoice's `BTC-LN` method, if it has one that is activated. */
export function lightningInvoice(methods: readonly BtcPayPaymentMethod[]): LightningInvoice | null {
  const method = paymentMethodOf(methods, BTCPAY_LIGHTNING_METHOD);
  if (!method?.destination || method.activated === false) return null;
  return {
    bolt11: method.destination,
    amount: method.amount ?? null,
    paymentLink: method.paymentLink ?? null,
  };
}
