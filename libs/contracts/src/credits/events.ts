import type { EventFields } from '../event-fields';
import type { CreditTransactionType } from './transactions';

/**
 * A balance changed (every change: purchase, admin add/remove). Purchases are also announced by
 * `payments.payment.confirmed`; a consumer that tells the user about both should pick one.
 */
export interface BalanceChangedEvent {
  userId: string;
  /** Signed change. */
  delta: number;
  /** Balance after the change. */
  balance: number;
  type: CreditTransactionType;
  adminId?: string;
  description: string;
  transactionId: string;
  /**
   * When the change committed (ISO 8601, microseconds): one user's events are in this order.
   * Absent from events written before it was added.
   */
  at?: string;
}

/**
 * The event's fields: `credits.announce` (balance-events.sql.ts), the one statement that writes
 * it, is held to them by balance-changed.int-spec.ts.
 */
export const BALANCE_CHANGED_FIELDS: EventFields<BalanceChangedEvent> = {
  userId: 'string',
  delta: 'number',
  balance: 'number',
  type: 'string',
  adminId: 'string?',
  description: 'string',
  transactionId: 'string',
  at: 'string?',
};
