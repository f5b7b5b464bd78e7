// The month of a statement: written YYYY-MM as the API takes it (GET /api/credits/statement?month=),
// picked as a month and a year, the current month unless the user picks another (a new customer's
// movements are all in it), never a month to come.

const MONTH = /^(2\d{3})-(0[1-9]|1[0-2])$/;

/** YYYY-MM of a year and a month numbered from 0. */
export const monthOf = (year: number, monthIndex: number) =>
  `${year}-${String(monthIndex + 1).padStart(2, '0')}`;

/** How many years back the year choice goes (older statements through the API's from and to). */
export const STATEMENT_YEARS = 10;

/** The month this day falls in, in the reader's time zone. */
export function currentMonth(now: Date = new Date()): string {
  return monthOf(now.getFullYear(), now.getMonth());
}

/** Whether `value` is a month a statement can be asked for: YYYY-MM, up to the current month. */
export function isStatementMonth(value: string, now: Date = new Date()): boolean {
  return MONTH.test(value) && value <= currentMonth(now);
}

const MONTH_EDGES = new Set(['opening balance', 'closing balance']);

/**
 * How many credit movements a statement's CSV lists: its lines besides the header and the opening
 * and closing balance (the `type` column, the second, names those two).
 */
export function statementMovements(csv: string): number {
  return csv
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== '' && !MONTH_EDGES.has(line.split(',')[1] ?? '')).length;
}
