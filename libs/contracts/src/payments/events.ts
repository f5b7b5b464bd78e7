import type { Crypto, FiatCurrency, PaymentStatus, PaymentView } from './payment';

/** A payment's credits reached the user's balance (sent once per payment). */
export interface PaymentConfirmedEvent {
  paymentId: string;
  userId: string;
  amount: number;
  currency: FiatCurrency;
  crypto: Crypto;
  credits: number;
}

/** A refund by claim link was made (sent once per payment): `amount` of `currency` for `credits`. */
export interface PaymentRefundIssuedEvent {
  paymentId: string;
  userId: string;
  credits: number;
  amount: number;
  currency: FiatCurrency;
  claimLink: string;
}

/** What a payment was before the change a `payments.payment.updated` event announces. */
export interface PaymentPreviousState {
  status: PaymentStatus;
  confirmations: number;
  creditsAdded: boolean;
  /** Whether the credits of a refunded payment had been taken back (absent from older events). */
  creditsReversed?: boolean;
}

/**
 * A stored change of a payment, written in the transaction of the change: the payment as the
 * payment page reads it now, and what it was before. Sent for every change of its status,
 * confirmations, transaction hash or credits (added, or taken back after a refund), never for an
 * update that changed none of them.
 */
export interface PaymentUpdatedEvent {
  paymentId: string;
  userId: string;
  previous: PaymentPreviousState;
  payment: PaymentView;
}
