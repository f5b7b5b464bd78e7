// Pager arithmetic shared by the tabs' tables.

export type PageButton = number | 'ellipsis';

export const MAX_PAGE_BUTTONS = 5;

/** How many pages `total` rows make at `pageSize` per page (at least 1, so page 1 always exists). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/** Keeps a page number inside 1..pages. */
export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(1, Math.floor(page) || 1), Math.max(1, pages));
}

/**
 * The numbered buttons of a pager (SPEC §2, Transactions): up to five consecutive pages around the
 * current one, then an ellipsis and the last page when they do not reach it.
 *   pageButtons(1, 3)   → [1, 2, 3]
 *   pageButtons(1, 20)  → [1, 2, 3, 4, 5, 'ellipsis', 20]
 *   pageButtons(9, 20)  → [7, 8, 9, 10, 11, 'ellipsis', 20]
 *   pageButtons(20, 20) → [16, 17, 18, 19, 20]
 */
export function pageButtons(current: number, pages: number): PageButton[] {
  const last = Math.max(1, pages);
  const page = clampPage(current, last);
  const start = Math.max(1, Math.min(page - Math.floor(MAX_PAGE_BUTTONS / 2), last - MAX_PAGE_BUTTONS + 1));
  const end = Math.min(last, start + MAX_PAGE_BUTTONS - 1);
  const buttons: PageButton[] = [];
  for (let n = start; n <= end; n += 1) buttons.push(n);
  if (end < last) {
    if (end < last - 1) buttons.push('ellipsis');
    buttons.push(last);
  }
  return buttons;
}

/** The 1-based rows a page shows: 'Showing {from} to {to} of {total}'; 0 to 0 when empty. */
export function pageRange(
  page: number,
  pageSize: number,
  total: number,
): { from: number; to: number; total: number } {
  if (total <= 0) return { from: 0, to: 0, total: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from: Math.min(from, total), to: Math.min(page * pageSize, total), total };
}
