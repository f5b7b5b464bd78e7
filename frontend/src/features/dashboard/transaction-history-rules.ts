// How much of the credit history the dashboard shows (SPEC §9): 10 rows, 100 when expanded. The
// expand is offered once 10 rows came back (there may be more); above 20 rows the list scrolls
// inside its card, with a hint saying so. The list shows one type of movement, or all.
import type { CreditTransactionType } from '@storefront/contracts/browser';

export const HISTORY_ROWS = 10;
export const HISTORY_ROWS_EXPANDED = 100;
export const SCROLL_HINT_ABOVE = 20;

export type HistoryLimit = typeof HISTORY_ROWS | typeof HISTORY_ROWS_EXPANDED;

export interface HistoryView {
  /** How many rows to ask the server for. */
  limit: HistoryLimit;
  offerExpand: boolean;
  offerCollapse: boolean;
  scrollHint: boolean;
}

export function historyLimit(expanded: boolean): HistoryLimit {
  return expanded ? HISTORY_ROWS_EXPANDED : HISTORY_ROWS;
}

export function historyView(rowCount: number, expanded: boolean): HistoryView {
  return {
    limit: historyLimit(expanded),
    offerExpand: !expanded && rowCount >= HISTORY_ROWS,
    offerCollapse: expanded,
    scrollHint: rowCount > SCROLL_HINT_ABOVE,
  };
}

/** The history's type filter, in the order it offers them: adjustments are an administrator's additions. */
export const HISTORY_FILTERS = [
  'all',
  'credit_purchase',
  'credit_add',
  'credit_spend',
  'credit_refund',
] as const satisfies readonly ('all' | CreditTransactionType)[];

export type HistoryFilter = (typeof HISTORY_FILTERS)[number];

/** The list's URL under /api: all types unless one is chosen. */
export function transactionsPath(limit: HistoryLimit, filter: HistoryFilter): string {
  const query = new URLSearchParams({ limit: String(limit) });
  if (filter !== 'all') query.set('type', filter);
  return `/credits/transactions?${query}`;
}
