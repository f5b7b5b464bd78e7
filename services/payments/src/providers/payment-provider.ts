import type { Crypto, FiatCurrency, PaymentProviderName, PaymentStatus } from '@storefront/contracts';

export interface ProviderPaymentRequest {
  /** Our public payment id, sent as the provider's order id. */
  paymentId: string;
  /** Fiat amount, two decimals. */
  amount: string;
  currency: FiatCurrency;
  crypto: Crypto;
  /** Our own crypto estimate; a provider that prices the payment itself ignores it. */
  quotedCryptoAmount: string;
  expiresAt: Date;
}

export interface ProviderPayment {
  providerPaymentId: string;
  address: string;
  /** Exact amount to send, as a decimal string. */
  cryptoAmount: string;
  expiresAt: Date;
  /** The provider's own page for paying it (BTCPay's checkout), when it has one: a second way to pay. */
  checkoutLink?: string;
}

/** What the provider currently says about a payment, in our status words. */
export interface ProviderPaymentState {
  status: PaymentStatus;
  confirmations?: number;
  txHash?: string | null;
  /** Crypto actually received, as a decimal string; what a partially_paid payment is worth. */
  actuallyPaid?: string | null;
  /**
   * The provider's own figures, as decimal strings, when it gives them: what arrived is valued
   * against these, not against our first quote (the provider may have re-quoted since).
   */
  figures?: ProviderFigures;
  /** Settled or invalidated by hand in the provider's back office, not by what the chain shows. */
  markedByHand?: boolean;
}

export interface ProviderFigures {
  /** The crypto the provider asks for now. */
  payAmount?: string | null;
  /** The fiat it priced the payment at, and in which currency. */
  priceAmount?: string | null;
  priceCurrency?: string | null;
  /** What the merchant receives after the provider's conversion and fees, and in which currency. */
  outcomeAmount?: string | null;
  outcomeCurrency?: string | null;
}

/** A callback a provider posted about one of its payments, as it arrived. */
export interface ProviderCallback {
  body: Record<string, unknown>;
  /** The body's exact bytes, for a provider that signs the bytes it sent (BTCPay). */
  rawBody?: Buffer;
  signature?: string;
}

/** What a provider makes of a callback, in words that are not its own. */
export type CallbackReading =
  /**
   * Not signed by the provider: only what identifies the payment is kept, to look into it, or
   * nothing at all (`summary` null).
   */
  | { kind: 'unsigned'; providerPaymentId: string | null; summary: Record<string, unknown> | null }
  /** Signed, about the payment the provider knows as `providerPaymentId` (our order id beside it). */
  | {
      kind: 'signed';
      providerPaymentId: string | null;
      orderId: string | null;
      /** The payment's state, or undefined for a status we have no word for (`rawStatus`). */
      state?: ProviderPaymentState;
      /**
       * The callback only says that something happened: the payment's state is asked of the
       * provider (`status`) instead of being read from the body.
       */
      askProvider?: boolean;
      /** An event that moves no payment (BTCPay's InvoiceCreated, say): recorded, nothing more. */
      movesNothing?: boolean;
      rawStatus: string;
      body: Record<string, unknown>;
    };

/** The provider takes no payment in this crypto: the buyer is told to choose another (4xx, not 502). */
export class CryptoNotServedError extends Error {
  constructor(
    readonly provider: PaymentProviderName,
    readonly crypto: Crypto,
  ) {
    super(`${provider} takes no ${crypto} payments`);
  }
}

/** Whether a provider's server answers, for the service's health details. */
export interface ProviderHealth {
  reachable: boolean;
  detail?: string;
}

/** A crypto payment processor: it issues an address for an amount and later says whether it was paid. */
/** Money given back to the payer: `amount` of the payment's fiat `currency`, a decimal string. */
export interface ProviderRefundRequest {
  /** Our payment id: it names the refund at the provider. */
  paymentId: string;
  amount: string;
  currency: string;
}

/** A refund the payer claims themselves, at `claimLink`, giving where the money goes. */
export interface ProviderRefund {
  pullPaymentId: string;
  claimLink: string;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Whether it takes payments in `crypto` at all; absent for one that takes every crypto (the sandbox). */
  serves?(crypto: Crypto): boolean;
  /** Throws CryptoNotServedError for a crypto the provider takes no payments in. */
  create(request: ProviderPaymentRequest): Promise<ProviderPayment>;
  status(providerPaymentId: string): Promise<ProviderPaymentState>;
  /**
   * Nothing `status` says moves a payment once it is paid or partly paid (the provider reports no
   * refunds): a prompt about one whose credits were added needs no read.
   */
  readonly paidIsFinal?: boolean;
  /**
   * Stops the provider from taking money for the payment, where it offers that (NOWPayments has
   * no public cancel for a payment; the sandbox has).
   */
  cancel?(providerPaymentId: string): Promise<void>;
  /**
   * Gives money back for a paid payment as a claim the payer follows; absent where the provider
   * offers no refund (NOWPayments, the sandbox).
   */
  refund?(providerPaymentId: string, request: ProviderRefundRequest): Promise<ProviderRefund>;
  /** Verifies and reads a callback (webhook) the provider posted; absent for one that posts none (the sandbox). */
  readCallback?(callback: ProviderCallback): CallbackReading;
  /** Asks the provider's server whether it answers; absent for one with no server (the sandbox). */
  health?(): Promise<ProviderHealth>;
}
