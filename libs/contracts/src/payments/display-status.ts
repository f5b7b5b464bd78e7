import type { PaymentProviderName, PaymentStatus } from './payment';

export const DISPLAY_STATUSES = ['pending', 'completed', 'partial', 'expired', 'refunded'] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];

/**
 * How the admin list shows a payment (spec section 4): paid is completed; partially paid (final,
 * credited for what arrived) is partial, whatever its expiry; refunded is refunded; otherwise a passed
 * expiry, or a provider-declared expiry or failure, is expired; the rest is pending.
 */
export function displayStatus(
  status: PaymentStatus,
  expiresAt: Date | string,
  now = new Date(),
): DisplayStatus {
  if (status === 'paid') return 'completed';
  if (status === 'partially_paid') return 'partial';
  if (status === 'refunded') return 'refunded';
  if (status === 'expired' || status === 'failed') return 'expired';
  return new Date(expiresAt).getTime() <= now.getTime() ? 'expired' : 'pending';
}

/** Paid (fully or partially), but the credits have not reached the user's balance yet. */
export function isAnomaly(status: PaymentStatus, creditsAdded: boolean): boolean {
  return (status === 'paid' || status === 'partially_paid') && !creditsAdded;
}

/**
 * Refunded by the provider after its credits reached the balance, and not yet reversed: the
 * buyer has both the money back and the credits. The admin may take exactly those credits back.
 */
export function isRefundedAfterCredit(payment: {
  status: PaymentStatus;
  creditsAdded: boolean;
  creditsReversed: boolean;
  credits: number;
}): boolean {
  return (
    payment.status === 'refunded' && payment.creditsAdded && !payment.creditsReversed && payment.credits > 0
  );
}

/**
 * Finance may refund its unspent credits by claim link: a BTCPay payment paid (fully or partially)
 * whose credits were added and not taken back, with no refund asked yet.
 */
export function isRefundableByClaimLink(payment: {
  provider: PaymentProviderName;
  status: PaymentStatus;
  creditsAdded: boolean;
  creditsReversed: boolean;
  credits: number;
  refundAsked: boolean;
}): boolean {
  return (
    payment.provider === 'btcpay' &&
    (payment.status === 'paid' || payment.status === 'partially_paid') &&
    payment.creditsAdded &&
    !payment.creditsReversed &&
    payment.credits > 0 &&
    !payment.refundAsked
  );
}
