import { renderLedgerText, TRANSACTIONS_CSV_COLUMNS, type StoredTextParams } from '@storefront/contracts';
import { csvLines, csvText } from '@storefront/platform';

export interface LedgerCsvRow {
  id: string;
  created_at: Date;
  /** created_at to the microsecond, as Postgres writes it: where the next slice starts. */
  at: string;
  type: string;
  amount: string;
  description: string | null;
  description_code: string | null;
  description_params: StoredTextParams | null;
  api_key_name: string | null;
}

/**
 * Rows of the user's ledger export: ISO dates, signed amounts with two decimals, descriptions in
 * `language` (those stored as a code; the others as written).
 */
export function transactionsCsv(rows: LedgerCsvRow[], withHeader: boolean, language = 'en'): string {
  const lines = rows.map((row) => [
    new Date(row.created_at).toISOString(),
    row.type,
    Number(row.amount).toFixed(2),
    csvText(renderLedgerText(row, language, row.description) ?? ''),
    csvText(row.api_key_name ?? ''),
  ]);
  return csvLines(withHeader ? [[...TRANSACTIONS_CSV_COLUMNS], ...lines] : lines);
}
