// Whether a credit change by hand says why: a reason, and a note when the reason is 'Autre' (the
// server refuses either missing).
import type { CreditReason } from '../admin-contracts';

/** The catalogue key saying what is missing, or null when the reason is complete. */
export function missingReason(
  reason: CreditReason | '',
  note: string,
): 'reasons.missing' | 'reasons.noteMissing' | null {
  if (!reason) return 'reasons.missing';
  if (reason === 'other' && !note.trim()) return 'reasons.noteMissing';
  return null;
}
