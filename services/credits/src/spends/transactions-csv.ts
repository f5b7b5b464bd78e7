import {
  renderLedgerText,
  TRANSACTIONS_CSV_COLUMNS,
  type StoredTextParams,
  isUuid,
} from '@storefront/contracts';
import { stringify } from 'csv-stringify/sync';

/** A spreadsheet runs a cell starting with one of these as a formula; text from clients must not. */
const FORMULA_START = /^[=+\-@\t\r]/;
export const neutralise = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

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
    neutralise(renderLedgerText(row, language, row.description) ?? ''),
    neutralise(row.api_key_name ?? ''),
  ]);
  return stringify(withHeader ? [[...TRANSACTIONS_CSV_COLUMNS], ...lines] : lines, {
    record_delimiter: 'windows',
  });
}

/** Where the next slice starts: after this row (its time to the microsecond, and id). */
export function encodeCursor(at: string, id: string): string {
  return Buffer.from(`${at}|${id}`).toString('base64url');
}

export function decodeCursor(cursor: string): { at: string; id: string } | null {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  return at && id && isUuid(id) && /^[\d\-: .+]{10,40}$/.test(at) ? { at, id } : null;
}
