// The low-balance threshold as typed in Settings: the server's rule (a whole number of credits from
// 0, which turns the warning off, to 100,000), checked before asking so the form can say so.
import { LOW_BALANCE_THRESHOLD_MAX } from '@storefront/contracts/browser';

/** The threshold `text` stands for, or null when it is not one the server takes. */
export function parseLowBalanceThreshold(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= LOW_BALANCE_THRESHOLD_MAX ? value : null;
}
