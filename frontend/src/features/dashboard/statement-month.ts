// The month of a statement: written YYYY-MM as <input type="month"> gives it and the API takes it
// (GET /api/credits/statement?month=), last month unless the user picks another, never a month to come.

const MONTH = /^(2\d{3})-(0[1-9]|1[0-2])$/;

const monthOf = (year: number, monthIndex: number) => `${year}-${String(monthIndex + 1).padStart(2, '0')}`;

/** The month this day falls in, in the reader's time zone. */
export function currentMonth(now: Date = new Date()): string {
  return monthOf(now.getFullYear(), now.getMonth());
}

/** The month before this day's: the default statement, the last one complete. */
export function previousMonth(now: Date = new Date()): string {
  const year = now.getFullYear();
  const month = now.getMonth();
  return month === 0 ? monthOf(year - 1, 11) : monthOf(year, month - 1);
}

/** Whether `value` is a month a statement can be asked for: YYYY-MM, up to the current month. */
export function isStatementMonth(value: string, now: Date = new Date()): boolean {
  return MONTH.test(value) && value <= currentMonth(now);
}
