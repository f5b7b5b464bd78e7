// The low-balance threshold as typed in Settings: the server's rule (a whole number of credits from
// 0, which turns the warning off, to 100,000), checked before asking so the form can say so.
import { MAX_LOW_BALANCE_THRESHOLD } from './api/get-email-preferences';

/** The threshold `text` stands for, or null when it is not one the server takes. */
export function parseLowBalanceThreshold(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= MAX_LOW_BALANCE_THRESHOLD ? value : null;
}
