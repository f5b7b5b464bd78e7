// Which ways to pay can be chosen now, and how the payment providers fare, for the checkout and the back office.
import type { Crypto, FiatCurrency, PaymentProviderName } from './payment';

/** A way to pay, and whether some provider that serves it answers now. */
export interface PaymentMethodAvailability {
  crypto: Crypto;
  available: boolean;
}

/** `payments.payment-methods.get` */
export interface GetPaymentMethodsReply {
  methods: PaymentMethodAvailability[];
}

/** `GET /api/payment-methods` */
export interface PaymentMethodsResponse {
  success: true;
  methods: PaymentMethodAvailability[];
}

/** A provider new payments may go to, as its last health check found it. */
export interface ProviderHealthView {
  provider: PaymentProviderName;
  healthy: boolean;
  /** What the check said beside it (why it failed, "not synchronized"); null if nothing. */
  detail: string | null;
  /** When it was last asked; null before the first check. */
  checkedAt: string | null;
}

/** One provider's part of the payments created in a period. */
export interface ProviderShare {
  provider: PaymentProviderName;
  /** Payments it created. */
  payments: number;
  /** Of those, the ones paid (fully or partly). */
  paid: number;
  /** Fiat received through it (what paid and partially paid payments brought), by currency. */
  received: Record<FiatCurrency, number>;
}

/** `payments.providers.overview`: the back office's providers panel. */
export interface ProvidersOverviewReply {
  /** Each configured provider's health (every provider some way to pay may go to). */
  health: ProviderHealthView[];
  /** Payments of the last `days` days by provider (only those with payments). */
  shares: ProviderShare[];
  days: number;
}

/** `GET /api/admin/payment-providers` */
export interface ProvidersOverviewResponse extends ProvidersOverviewReply {
  success: true;
}
