/** The credits service's own error codes, next to the common ones (`CommonErrorCode`). */
export const CreditsErrorCode = {
  /** A guarded set-balance found another balance than the one the edit started from. */
  BalanceChanged: 'CREDITS_CHANGED',
  IdempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  /** A payment reversal names a payment whose credits this user never received. */
  PaymentNotCredited: 'PAYMENT_NOT_CREDITED',
} as const;
export type CreditsErrorCode = (typeof CreditsErrorCode)[keyof typeof CreditsErrorCode];

export const CREDITS_MESSAGES = {
  balanceChanged: 'Le solde a changé entre-temps : rechargez et réessayez.',
  idempotencyKeyReused: 'This request key was already used for another change',
  paymentNotCredited: 'Aucun crédit de ce paiement dans le registre',
} as const;
