/** A monthly statement's CSV lines. */
import { renderLedgerText, STATEMENT_CSV_COLUMNS, type StatementRowType } from '@storefront/contracts';
import { csvLines, csvText } from '@storefront/platform';
import type { StatementLedgerRow } from './statement.repository';

/** Amounts are kept in cents here, so running balances add up exactly. */
export const toCents = (amount: string | number) => Math.round(Number(amount) * 100);
const fromCents = (cents: number) => (cents / 100).toFixed(2);

export function statementType(row: Pick<StatementLedgerRow, 'type' | 'admin_id'>): StatementRowType {
  switch (row.type) {
    case 'credit_purchase':
      return 'purchase';
    case 'credit_refund':
      return 'refund';
    case 'credit_spend':
      // An administrator's removal is an adjustment, like their additions.
      return row.admin_id ? 'adjustment' : 'spend';
    default:
      return 'adjustment';
  }
}

interface StatementLines {
  csv: string;
  /** The balance after the last line, in cents. */
  balance: number;
}

/**
 * The lines of one slice. `opening` (the first slice) adds the header and the opening balance,
 * `closing` (the last) the closing balance; `balance` is the balance before the slice, in cents.
 */
export function statementCsv(
  rows: StatementLedgerRow[],
  balance: number,
  edges: { opening?: Date; closing?: Date },
  language = 'en',
): StatementLines {
  const lines: string[][] = [];
  if (edges.opening) {
    lines.push([...STATEMENT_CSV_COLUMNS]);
    lines.push([edges.opening.toISOString(), 'opening balance', '', '', fromCents(balance)]);
  }
  let running = balance;
  for (const row of rows) {
    const cents = toCents(row.amount);
    running += cents;
    lines.push([
      new Date(row.created_at).toISOString(),
      statementType(row),
      csvText(renderLedgerText(row, language, row.description) ?? ''),
      fromCents(cents),
      fromCents(running),
    ]);
  }
  if (edges.closing) lines.push([edges.closing.toISOString(), 'closing balance', '', '', fromCents(running)]);
  return { csv: csvLines(lines), balance: running };
}
