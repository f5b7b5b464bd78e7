import { isUuid } from '@storefront/contracts';
import { stringify } from 'csv-stringify/sync';

/**
 * The services' CSV exports (the ledger, the monthly statement, the connection history) are
 * written here: lines with CRLF as spreadsheet programs expect, text from users made harmless, and
 * the cursor that says where the next slice starts.
 */

/** A spreadsheet runs a cell starting with one of these as a formula; text from users must not. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** `text` as a cell a spreadsheet shows and never runs: a leading formula sign gets a quote. */
export const csvText = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** The CSV text of `lines` (each an array of cells), CRLF after each; '' for none. */
export function csvLines(lines: readonly (readonly string[])[]): string {
  return lines.length ? stringify(lines as string[][], { record_delimiter: 'windows' }) : '';
}

/**
 * Where an export's next slice starts: after the row written at `at` (a timestamp as the database
 * wrote it, to the microsecond) with id `id`; `balance` carries the running balance there for the
 * exports that add one up.
 */
export interface SliceCursor {
  at: string;
  id: string;
  balance?: number;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)?$/;

/** The opaque text handed out as `nextCursor`. */
export function encodeSliceCursor({ at, id, balance }: SliceCursor): string {
  return Buffer.from(JSON.stringify(balance === undefined ? [at, id] : [at, id, balance])).toString(
    'base64url',
  );
}

/** The cursor `encodeSliceCursor` made, or null for any other text. */
export function decodeSliceCursor(text: string): SliceCursor | null {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parts) || parts.length < 2 || parts.length > 3) return null;
  const [at, id, balance] = parts as unknown[];
  if (typeof at !== 'string' || !TIMESTAMP.test(at) || typeof id !== 'string' || !isUuid(id)) return null;
  if (balance === undefined) return { at, id };
  return Number.isSafeInteger(balance) ? { at, id, balance: balance as number } : null;
}
