// The usage chart's arithmetic: each day's bar as a share of the busiest day.
import type { UsageDay } from '../admin-contracts';

export interface UsageBar {
  date: string;
  spent: number;
  /** 0..1 of the chart's height; a day with spends is never drawn flat. */
  height: number;
}

/** The smallest visible share for a day that spent something, against a much busier day. */
const MIN_VISIBLE = 0.02;

export function usageBars(days: readonly UsageDay[]): UsageBar[] {
  const max = Math.max(0, ...days.map((day) => day.spent));
  return days.map(({ date, spent }) => ({
    date,
    spent,
    height: max > 0 && spent > 0 ? Math.max(MIN_VISIBLE, spent / max) : 0,
  }));
}
