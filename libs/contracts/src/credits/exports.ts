/**
 * What the customer's CSV exports (the ledger export and the monthly statement) share: the ledger
 * export's period, the row cap and the refusals that name it.
 */
import { IsIn, IsInt, IsISO8601, IsOptional, IsUUID, Matches, Max, Min } from 'class-validator';
import type { Constructor } from '../query-params';
import { TEXT_LANGUAGES, type TextLanguage } from '../stored-texts/stored-texts';
import { IsOptionalText } from '../text-fields';

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

/**
 * One slice of an export as the gateway asks the credits service for it, on the export's own
 * query (`Base`: its period or its month): whose, in which language, after which cursor, how many
 * rows, and with the first slice the most rows the whole export may have.
 */
export function ExportSlice<B extends Constructor>(Base: B, limits: { cursor: number; slice: number }) {
  class ExportSliceRequest extends Base {
    @IsUUID()
    userId: string;

    /** The language descriptions are written in (the caller's Accept-Language); English by default. */
    @IsOptional()
    @IsIn(TEXT_LANGUAGES)
    language?: TextLanguage;

    /** From the previous slice's `nextCursor`. */
    @IsOptionalText(limits.cursor)
    cursor?: string;

    @IsInt()
    @Min(1)
    @Max(limits.slice)
    limit: number;

    /** With the first slice: 422 (EXPORT_TOO_LARGE, STATEMENT_TOO_LARGE) past this many rows. */
    @IsOptional()
    @IsInt()
    @Min(1)
    @Max(EXPORT_MAX_ROWS_LIMIT)
    maxRows?: number;
  }
  return ExportSliceRequest;
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
