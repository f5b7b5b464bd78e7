import type { LucideIcon } from 'lucide-react';
import { formatCount } from '../../admin-format';
import type { StatTone } from '../stat-card';
import type { Stat } from './data-table-panel';

/** One stat card of a tab's counts: which count, its icon and colour. */
export interface CountStat<K extends string> {
  key: K;
  icon: LucideIcon;
  tone?: StatTone;
  /** The card draws attention while its count is above zero (anomalies waiting). */
  alertWhenAny?: boolean;
}

/** The stat row of a list: each card a count, 0 until the counts have loaded. */
export function countStats<K extends string>(
  cards: readonly CountStat<K>[],
  counts: Partial<Record<K, number>> | undefined,
  label: (key: K) => string,
): Stat[] {
  return cards.map(({ key, icon: Icon, tone, alertWhenAny }) => {
    const count = counts?.[key] ?? 0;
    return {
      label: label(key),
      value: formatCount(count),
      icon: <Icon className="size-5" />,
      tone,
      ...(alertWhenAny && { alert: count > 0 }),
    };
  });
}
