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

/**
 * What a credit change by hand is sent with (the reason and its trimmed note), or null after
 * `refuse` was given the catalogue key of what is missing.
 */
export function statedReason(
  reason: CreditReason | '',
  note: string,
  refuse: (missing: 'reasons.missing' | 'reasons.noteMissing') => void,
): { reason: CreditReason; reason_note: string } | null {
  const missing = missingReason(reason, note);
  if (missing || !reason) {
    refuse(missing ?? 'reasons.missing');
    return null;
  }
  return { reason, reason_note: note.trim() };
}
