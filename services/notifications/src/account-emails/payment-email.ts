/** Which mail, if any, a change of a payment deserves, and the preference that governs it. */
import type { EmailPreferenceKey, PaymentStatus, PaymentUpdatedEvent } from '@storefront/contracts';
import type { AccountEmailKind, PaymentEmailKind } from './account-email-templates';

const CLOSED_UNPAID: readonly PaymentStatus[] = ['expired', 'failed'];
const MONEY_SEEN: readonly PaymentStatus[] = ['confirming', 'paid', 'partially_paid'];

/**
 * One mail per state a payment reaches: seen on chain (waiting → confirming), confirmed or
 * partially paid (once its credits are added), expired with nothing received (waiting →
 * expired), late money after an expiry or failure, and a refund. Confirmation counts, a failure
 * and the other steps send nothing.
 */
export function paymentEmailFor({ previous, payment }: PaymentUpdatedEvent): PaymentEmailKind | null {
  const before = previous.status;
  const now = payment.status;
  if (now === 'refunded') return before === 'refunded' ? null : 'payment-refunded';
  if (payment.creditsAdded && !previous.creditsAdded) {
    if (now === 'paid') return 'payment-confirmed';
    if (now === 'partially_paid') return 'payment-partial';
  }
  if (CLOSED_UNPAID.includes(before) && MONEY_SEEN.includes(now)) return 'payment-late';
  if (before === 'waiting' && now === 'confirming') return 'payment-received';
  if (before === 'waiting' && now === 'expired') return 'payment-expired';
  return null;
}

/** The user's preference each mail follows; null for a mail about the account's safety, always sent. */
export const PREFERENCE_OF: Record<AccountEmailKind, EmailPreferenceKey | null> = {
  'payment-received': 'payment_received',
  'payment-confirmed': 'payment_confirmed',
  'payment-partial': 'payment_partial',
  'payment-expired': 'payment_expired',
  'payment-late': 'payment_late',
  'payment-refunded': 'payment_refunded',
  // The customer's only way to get the money back: always sent.
  'refund-issued': null,
  'low-balance': 'low_balance',
  'new-sign-in': 'new_sign_in',
  'password-changed': null,
  'sign-up-attempt': null,
  'api-keys-revoked': null,
  'service-key-expiring': null,
};

/** The dedupe key of a payment's mail: one per payment and state, however often it is reported. */
export const paymentEmailKey = (paymentId: string, kind: PaymentEmailKind) =>
  `payment:${paymentId}:${kind.replace('payment-', '')}`;
