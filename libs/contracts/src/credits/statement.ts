/** A user's monthly statement: their ledger for one month as CSV, opening and closing balance included. */
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';
import { TEXT_LANGUAGES, type TextLanguage } from '../stored-texts/stored-texts';
import { EXPORT_MAX_ROWS_LIMIT } from './exports';

export const STATEMENT_CSV_COLUMNS = ['date', 'type', 'description', 'amount', 'balance_after'] as const;
/** Ledger rows per NATS reply; the gateway streams the slices one after another. */
export const STATEMENT_CSV_SLICE = 1000;

/** `YYYY-MM`, years 2000 to 2999. */
export const STATEMENT_MONTH_PATTERN = /^2\d{3}-(0[1-9]|1[0-2])$/;
export const STATEMENT_MONTH_MESSAGE = 'month must be a month written YYYY-MM, e.g. 2026-03';

/** How a ledger row reads in the statement's `type` column. */
export const STATEMENT_ROW_TYPES = ['purchase', 'adjustment', 'spend', 'refund'] as const;
export type StatementRowType = (typeof STATEMENT_ROW_TYPES)[number];

/** `GET /api/credits/statement?month=YYYY-MM` */
export class StatementQuery {
  @IsString({ message: STATEMENT_MONTH_MESSAGE })
  @Matches(STATEMENT_MONTH_PATTERN, { message: STATEMENT_MONTH_MESSAGE })
  month: string;
}

export class StatementRequest extends StatementQuery {
  @IsUUID()
  userId: string;

  /** The language descriptions are written in (the caller's Accept-Language); English by default. */
  @IsOptional()
  @IsIn(TEXT_LANGUAGES)
  language?: TextLanguage;

  /** From the previous slice's `nextCursor`. */
  @IsOptional()
  @IsString()
  @MaxLength(300)
  cursor?: string;

  @IsInt()
  @Min(1)
  @Max(STATEMENT_CSV_SLICE)
  limit: number;

  /** With the first slice: 422 STATEMENT_TOO_LARGE when the month has more rows than this. */
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(EXPORT_MAX_ROWS_LIMIT)
  maxRows?: number;
}

export interface StatementReply {
  /** CSV lines: the header and the opening balance with the first slice, the closing balance with the last. */
  csv: string;
  rows: number;
  nextCursor: string | null;
}

export const StatementSubjects = {
  get: 'credits.statement.get',
} as const;

export type StatementRequests = {
  'credits.statement.get': { request: StatementRequest; reply: StatementReply };
};
