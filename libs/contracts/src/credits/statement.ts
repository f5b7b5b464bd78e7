/** A user's monthly statement: their ledger for one month as CSV, opening and closing balance included. */
import { IsString, Matches } from 'class-validator';
import { ExportSlice } from './exports';

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

export class StatementRequest extends ExportSlice(StatementQuery, {
  cursor: 300,
  slice: STATEMENT_CSV_SLICE,
}) {}

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
