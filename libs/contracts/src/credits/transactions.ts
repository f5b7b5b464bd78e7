import type { CreditChangeReason } from './reasons';
import type { StoredTextParams } from '../stored-texts/stored-texts';

export const CREDIT_TRANSACTION_TYPES = [
  'credit_add',
  'credit_purchase',
  'credit_spend',
  'credit_refund',
] as const;
export type CreditTransactionType = (typeof CREDIT_TRANSACTION_TYPES)[number];

/**
 * One ledger row, in the spec's `transactions` field names (the dashboard shows them as they are).
 * `amount` is the signed change of the balance: negative for a spend.
 */
export interface CreditTransaction {
  id: string;
  user_id: string;
  type: CreditTransactionType;
  amount: number;
  /** In the caller's language (Accept-Language, else English) when the row has a code; else as written. */
  description: string | null;
  /** The description as a code and its values (see stored-texts), null for a text someone wrote. */
  description_code?: string | null;
  description_params?: StoredTextParams | null;
  admin_id: string | null;
  payment_method: string | null;
  payment_id: string | null;
  status: string;
  created_at: string;
  /** What the API client attached to a spend (JSON object), else null. */
  metadata: Record<string, unknown> | null;
  /** The API key a spend was made with, as named when it was made. */
  api_key_name: string | null;
}

/** A row of the admin credit history; the caller joins the e-mails of `user_id` and `admin_id`. */
export type AdminCreditHistoryEntry = CreditTransaction & { admin_id: string } & AdminLedgerFields;

/**
 * What only the back office sees of a ledger row: why an administrator changed the balance by
 * hand (code and text; null for rows made before reasons, or not by hand) and the four-eyes
 * request that was approved for it.
 */
export interface AdminLedgerFields {
  reason: CreditChangeReason | null;
  approval_id: string | null;
}
