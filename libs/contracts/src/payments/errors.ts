/** Error codes of the payments routes that a client acts on. */
export const PaymentsErrorCode = {
  /** The user already has as many payments waiting for funds as allowed (`Retry-After`: the next expiry). */
  TooManyOpenPayments: 'TOO_MANY_OPEN_PAYMENTS',
  /** The user opened too many payments within the last minute. */
  PaymentRateLimited: 'PAYMENT_RATE_LIMITED',
  /** A transaction hash asked for a re-check too soon after the last one (per payment or per user). */
  RecheckRateLimited: 'PAYMENT_RECHECK_RATE_LIMITED',
  /** The payment belongs to a deleted account: its money is never credited. */
  AccountDeleted: 'ACCOUNT_DELETED',
  /** Credits were asked for a payment that is not paid (yet). */
  PaymentNotPaid: 'PAYMENT_NOT_PAID',
  /** Only a sandbox payment can be marked paid by hand. */
  NotASandboxPayment: 'NOT_A_SANDBOX_PAYMENT',
  /** A provider callback whose signature does not match. */
  InvalidSignature: 'INVALID_SIGNATURE',
  /** A payment id that is not one (not a UUID). */
  InvalidPaymentId: 'INVALID_PAYMENT_ID',
  /** The provider did not create the payment. */
  ProviderFailed: 'PAYMENT_PROVIDER_FAILED',
  /** No payment provider in use takes this crypto (BTCPay takes no ETH). */
  PaymentMethodUnavailable: 'PAYMENT_METHOD_UNAVAILABLE',
  /** Every provider that serves this crypto fails its health check now (503): choose another or retry later. */
  PaymentMethodTemporarilyUnavailable: 'PAYMENT_METHOD_TEMPORARILY_UNAVAILABLE',
  /** Credits are taken back only from a payment refunded after they were added. */
  NotRefundedAfterCredit: 'PAYMENT_NOT_REFUNDED_AFTER_CREDIT',
  /** Only a paid BTCPay payment whose credits were added and not taken back is refunded by claim link. */
  NotRefundable: 'PAYMENT_NOT_REFUNDABLE',
  /** All of the payment's credits were spent: nothing is left to refund. */
  NothingUnspent: 'PAYMENT_NOTHING_UNSPENT',
  /** The credits were taken back but the provider did not create the refund: retry (only the provider is asked again). */
  RefundPending: 'PAYMENT_REFUND_PENDING',
} as const;
export type PaymentsErrorCode = (typeof PaymentsErrorCode)[keyof typeof PaymentsErrorCode];
