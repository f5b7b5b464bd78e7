import type { PaymentStatus } from './payment';

export const DISPLAY_STATUSES = ['pending', 'completed', 'partial', 'expired'] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];

/**
 * How the admin list shows a payment (spec section 4): paid is completed; partially paid (final,
 * credited for what arrived) is partial, whatever its expiry; otherwise a passed
 * expiry, or a provider-declared expiry or failure, is expired; the rest is pending.
 */
export function displayStatus(
  status: PaymentStatus,
  expiresAt: Date | string,
  now = new Date(),
): DisplayStatus {
  if (status === 'paid') return 'completed';
  if (status === 'partially_paid') return 'partial';
  if (status === 'expired' || status === 'failed') return 'expired';
  return new Date(expiresAt).getTime() <= now.getTime() ? 'expired' : 'pending';
}

/** Paid (fully or partially), but the credits have not reached the user's balance yet. */
export function isAnomaly(status: PaymentStatus, creditsAdded: boolean): boolean {
  return (status === 'paid' || status === 'partially_paid') && !creditsAdded;
}
