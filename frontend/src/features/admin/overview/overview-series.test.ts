import { describe, expect, it } from 'vitest';
import { currenciesOf, dayRows, lastDays, totalsOf } from './overview-series';

describe('overview series', () => {
  it('lists the range’s days, oldest first, ending today', () => {
    expect(lastDays(3, new Date(2025, 2, 1, 15))).toEqual(['2025-02-27', '2025-02-28', '2025-03-01']);
  });

  it('fills days without data with zeros and splits revenue by currency', () => {
    const rows = dayRows(
      ['2025-03-01', '2025-03-02'],
      [
        { day: '2025-03-02', currency: 'eur', amount: 40, credits: 20, payments: 2 },
        { day: '2025-03-02', currency: 'usd', amount: 10, credits: 5, payments: 1 },
      ],
      [{ day: '2025-03-01', count: 3 }],
    );
    expect(rows).toEqual([
      { day: '2025-03-01', revenue: { EUR: 0, USD: 0 }, credits: 0, payments: 0, signups: 3 },
      { day: '2025-03-02', revenue: { EUR: 40, USD: 10 }, credits: 25, payments: 3, signups: 0 },
    ]);
    expect(totalsOf(rows)).toEqual({ revenue: { EUR: 40, USD: 10 }, credits: 25, payments: 3, signups: 3 });
  });

  it('shows euros when nothing was sold', () => {
    expect(currenciesOf([])).toEqual(['EUR']);
  });
});
