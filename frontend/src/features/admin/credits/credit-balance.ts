// How the Credits tab shows a balance (SPEC §2): signed, red when negative, 'Positif' or 'Négatif'
// ('Positive' or 'Negative' in English), and 'Nul' ('Zero') for an empty balance, which is neither.
import { formatNumber } from '../admin-format';

export type BalanceSign = 'positive' | 'negative' | 'zero';

export function balanceSign(credits: number): BalanceSign {
  if (credits < 0) return 'negative';
  return credits > 0 ? 'positive' : 'zero';
}

/** "+12,5", "-3", "0". */
export function signedCredits(credits: number): string {
  if (credits > 0) return `+${formatNumber(credits)}`;
  if (credits < 0) return `-${formatNumber(Math.abs(credits))}`;
  return formatNumber(0);
}

/** The amount field: a number above 0 with at most two decimals (step 0.01), else null. */
export function parseCreditAmount(raw: string): number | null {
  const text = raw.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const value = Number(text);
  return value > 0 ? value : null;
}
