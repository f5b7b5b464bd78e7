import {
  AdminTransaction,
  Crypto,
  displayStatus,
  FiatCurrency,
  isAnomaly,
  isRefundedAfterCredit,
  PaymentProviderName,
  PaymentStatus,
  PaymentView,
} from '@storefront/contracts';

/** A row of `payments.payments` as pg returns it (numerics as strings). */
export interface PaymentRow {
  payment_id: string;
  user_id: string;
  amount: string;
  currency: FiatCurrency;
  crypto: Crypto;
  crypto_amount: string;
  address: string;
  qr_code: string | null;
  provider: PaymentProviderName;
  provider_payment_id: string;
  status: PaymentStatus;
  confirmations: number;
  tx_hash: string | null;
  credits: number;
  credits_added: boolean;
  expires_at: Date;
  created_at: Date;
  updated_at: Date;
  paid_at: Date | null;
  /** Fiat actually received, set only when the payment is partially_paid. */
  paid_amount?: string | null;
  /** When the buyer's account was deleted: the payment is then never polled nor credited. */
  user_deleted_at?: Date | null;
  /** When an administrator took back the credits of this refunded payment. */
  credits_reversed_at?: Date | null;
  /** A refund by claim link (services/payments/src/refunds): see the payments baseline migration. */
  refund_requested_at?: Date | null;
  refund_requested_by?: string | null;
  refund_reason_code?: string | null;
  refund_reason_note?: string | null;
  refund_credits?: number | null;
  refund_amount?: string | null;
  refund_pull_payment_id?: string | null;
  refund_claim_link?: string | null;
  refunded_at?: Date | null;
  /** The price of one credit in the payment's currency (null on rows written by hand). */
  credit_price?: string | null;
  /** The EUR to currency rate the payment was converted at; null when nothing was converted. */
  fx_rate?: string | null;
  /**
   * The coins that arrived, as the provider reported them, for a partially paid payment or one
   * paid more than asked.
   */
  paid_crypto_amount?: string | null;
  /** The provider's own page for paying this payment (BTCPay's checkout). */
  checkout_link?: string | null;
  /** Settled or invalidated by hand in the provider's back office. */
  marked_by_hand?: boolean;
}

const numberOrNull = (value: string | null | undefined) =>
  value === null || value === undefined ? null : Number(value);

const paidAmountOf = (row: PaymentRow) => numberOrNull(row.paid_amount);

export function toPaymentView(row: PaymentRow, canSimulate: boolean): PaymentView {
  const amount = Number(row.amount);
  const cryptoAmount = Number(row.crypto_amount);
  return {
    payment_id: row.payment_id,
    transactionId: row.provider_payment_id,
    user_id: row.user_id,
    amount,
    price_amount: amount,
    currency: row.currency,
    price_currency: row.currency,
    crypto: row.crypto,
    cryptoAmount,
    crypto_amount: cryptoAmount,
    address: row.address,
    qr_code: row.qr_code,
    status: row.status,
    confirmations: row.confirmations,
    txHash: row.tx_hash,
    credits: row.credits,
    creditsAdded: row.credits_added,
    expiresAt: row.expires_at.toISOString(),
    createdAt: row.created_at.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
    provider: row.provider,
    paidAmount: paidAmountOf(row),
    creditsReversedAt: row.credits_reversed_at?.toISOString() ?? null,
    refundClaimLink: row.refund_claim_link ?? null,
    refundPending: !!row.refund_requested_at && !row.refund_claim_link,
    checkoutLink: row.checkout_link ?? null,
    canSimulate:
      canSimulate &&
      row.provider === 'sandbox' &&
      !['paid', 'partially_paid', 'expired', 'failed', 'refunded'].includes(row.status),
  };
}

export function toAdminTransaction(row: PaymentRow, now = new Date()): AdminTransaction {
  return {
    paymentId: row.payment_id,
    transactionId: row.provider_payment_id,
    userId: row.user_id,
    amount: Number(row.amount),
    currency: row.currency,
    crypto: row.crypto,
    cryptoAmount: Number(row.crypto_amount),
    status: row.status,
    displayStatus: displayStatus(row.status, row.expires_at, now),
    paidAmount: paidAmountOf(row),
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
    creditsAdded: row.credits_added,
    credits: row.credits,
    address: row.address,
    anomaly: isAnomaly(row.status, row.credits_added),
    accountDeletedAt: row.user_deleted_at?.toISOString() ?? null,
    refundedAfterCredit: isRefundedAfterCredit({
      status: row.status,
      creditsAdded: row.credits_added,
      creditsReversed: !!row.credits_reversed_at,
      credits: row.credits,
    }),
    creditsReversedAt: row.credits_reversed_at?.toISOString() ?? null,
    refund: row.refund_requested_at
      ? {
          requestedAt: row.refund_requested_at.toISOString(),
          credits: row.refund_credits ?? 0,
          amount: Number(row.refund_amount ?? 0),
          claimLink: row.refund_claim_link ?? null,
        }
      : null,
    creditPrice: numberOrNull(row.credit_price),
    fxRate: numberOrNull(row.fx_rate),
    provider: row.provider,
    markedByHand: !!row.marked_by_hand,
  };
}
