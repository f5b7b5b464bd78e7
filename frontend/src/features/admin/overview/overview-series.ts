// Turns the overview reply into chart rows: one row per day of the range (days without data read
// 0), revenue split by currency, and the 24 hourly visit buckets.
import type { DailyCount, DailyRevenue, HourlyCount } from '../admin-contracts';

export interface DayRow {
  day: string;
  /** Revenue per currency code, e.g. { EUR: 40, USD: 0 }. */
  revenue: Record<string, number>;
  credits: number;
  payments: number;
  signups: number;
}

/** YYYY-MM-DD of a date in the browser's time zone. */
export function dayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The `days` calendar days ending today, oldest first. */
export function lastDays(days: number, today: Date = new Date()): string[] {
  return Array.from({ length: days }, (_, index) => {
    const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1 - index));
    return dayKey(date);
  });
}

export function currenciesOf(revenue: DailyRevenue[]): string[] {
  const found = new Set(revenue.map((row) => row.currency.toUpperCase()));
  if (!found.size) found.add('EUR');
  return [...found].sort();
}

export function dayRows(days: string[], revenue: DailyRevenue[], signups: DailyCount[]): DayRow[] {
  const currencies = currenciesOf(revenue);
  const byDay = new Map<string, DayRow>();
  const rowOf = (day: string) => {
    let row = byDay.get(day);
    if (!row) {
      row = {
        day,
        revenue: Object.fromEntries(currencies.map((c) => [c, 0])),
        credits: 0,
        payments: 0,
        signups: 0,
      };
      byDay.set(day, row);
    }
    return row;
  };
  days.forEach(rowOf);
  for (const entry of revenue) {
    const row = rowOf(entry.day);
    const currency = entry.currency.toUpperCase();
    row.revenue[currency] = (row.revenue[currency] ?? 0) + entry.amount;
    row.credits += entry.credits;
    row.payments += entry.payments ?? 0;
  }
  for (const entry of signups) rowOf(entry.day).signups += entry.count;
  return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
}

export interface Totals {
  revenue: Record<string, number>;
  credits: number;
  payments: number;
  signups: number;
}

export function totalsOf(rows: DayRow[]): Totals {
  const totals: Totals = { revenue: {}, credits: 0, payments: 0, signups: 0 };
  for (const row of rows) {
    for (const [currency, amount] of Object.entries(row.revenue))
      totals.revenue[currency] = (totals.revenue[currency] ?? 0) + amount;
    totals.credits += row.credits;
    totals.payments += row.payments;
    totals.signups += row.signups;
  }
  return totals;
}

export function visitsTotal(hours: HourlyCount[]): number {
  return hours.reduce((sum, hour) => sum + hour.count, 0);
}
