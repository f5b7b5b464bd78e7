/**
 * What the customer's CSV exports (the ledger export and the monthly statement) share: the ledger
 * export's period, the row cap and the refusals that name it.
 */
import { IsISO8601, IsOptional, Matches } from 'class-validator';

/** A day written `YYYY-MM-DD`, years 2000 to 2999 as for statement months. */
export const EXPORT_DATE_PATTERN = /^2\d{3}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const dateMessage = (name: string) => `${name} must be a date written YYYY-MM-DD, e.g. 2026-03-01`;

/** The highest row cap a deployment may set (`CSV_EXPORT_MAX_ROWS`). */
export const EXPORT_MAX_ROWS_LIMIT = 1_000_000;

/** `GET /api/credits/transactions.csv?from=&to=`: days in DISPLAY_TIME_ZONE, both included. */
export class TransactionsExportQuery {
  @IsOptional()
  @Matches(EXPORT_DATE_PATTERN, { message: dateMessage('from') })
  @IsISO8601({ strict: true }, { message: dateMessage('from') })
  from?: string;

  @IsOptional()
  @Matches(EXPORT_DATE_PATTERN, { message: dateMessage('to') })
  @IsISO8601({ strict: true }, { message: dateMessage('to') })
  to?: string;
}

export const EXPORT_MESSAGES = {
  inProgress: 'Another export of yours is under way: wait for it to finish, then try again',
  fromAfterTo: 'from must not be after to',
  tooLarge: (maxRows: number) =>
    `This export would have more than ${maxRows} rows: choose a shorter period with from and to (YYYY-MM-DD)`,
  statementTooLarge: (maxRows: number) =>
    `This month has more than ${maxRows} rows: export it in shorter periods with GET /api/credits/transactions.csv?from=YYYY-MM-DD&to=YYYY-MM-DD`,
} as const;

/** The body of a 422 EXPORT_TOO_LARGE or STATEMENT_TOO_LARGE. */
export interface ExportTooLargeBody {
  error: string;
  code: string;
  /** The cap the export went over. */
  max_rows: number;
}
