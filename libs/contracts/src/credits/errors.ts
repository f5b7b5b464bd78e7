/** The credits service's own error codes, next to the common ones (`CommonErrorCode`). */
export const CreditsErrorCode = {
  /** Only a payment's unspent credits were asked back, and none is left. */
  NothingUnspent: 'PAYMENT_NOTHING_UNSPENT',
  /** A guarded set-balance found another balance than the one the edit started from. */
  BalanceChanged: 'CREDITS_CHANGED',
  IdempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  /** A payment reversal names a payment whose credits this user never received. */
  PaymentNotCredited: 'PAYMENT_NOT_CREDITED',
  /** A CSV export (ledger or statement) while another of the same user's is under way: 429. */
  ExportInProgress: 'EXPORT_IN_PROGRESS',
  /** The ledger export's period has more rows than one file holds (422, with `max_rows`). */
  ExportTooLarge: 'EXPORT_TOO_LARGE',
  /** The statement's month has more rows than one file holds (422, with `max_rows`). */
  StatementTooLarge: 'STATEMENT_TOO_LARGE',
} as const;
export type CreditsErrorCode = (typeof CreditsErrorCode)[keyof typeof CreditsErrorCode];

export const CREDITS_MESSAGES = {
  balanceChanged: 'Le solde a changé entre-temps : rechargez et réessayez.',
  idempotencyKeyReused: 'This request key was already used for another change',
  paymentNotCredited: 'Aucun crédit de ce paiement dans le registre',
  nothingUnspent: 'Tous les crédits de ce paiement ont été dépensés : rien à reprendre',
} as const;
