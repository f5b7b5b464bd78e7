// How the Credits tab shows a balance (SPEC §2): red with its minus when negative, 'Positif' or
// 'Négatif' ('Positive' or 'Negative' in English), and 'Nul' ('Zero') for an empty balance, which
// is neither. A balance is an amount held, not a movement: no '+' before it; movements keep theirs.
import { formatNumber } from '../admin-format';

export type BalanceSign = 'positive' | 'negative' | 'zero';

export function balanceSign(credits: number): BalanceSign {
  if (credits < 0) return 'negative';
  return credits > 0 ? 'positive' : 'zero';
}

/** A balance: "12,5", "-3", "0" (a minus only when below zero). */
export function balanceCredits(credits: number): string {
  return credits < 0 ? `-${formatNumber(Math.abs(credits))}` : formatNumber(credits);
}

/** A movement of credits: "+12,5", "-3", "0". */
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
