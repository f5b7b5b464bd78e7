import { describe, expect, it } from 'vitest';
import { currentMonth, isStatementMonth, previousMonth } from './statement-month';

describe('the statement month', () => {
  it('is last month by default, December of last year in January', () => {
    expect(previousMonth(new Date(2026, 2, 14))).toBe('2026-02');
    expect(previousMonth(new Date(2026, 0, 1))).toBe('2025-12');
    expect(previousMonth(new Date(2026, 10, 30))).toBe('2026-10');
    expect(currentMonth(new Date(2026, 10, 30))).toBe('2026-11');
  });

  it('takes YYYY-MM up to the current month, nothing else', () => {
    const now = new Date(2026, 2, 14);
    expect(isStatementMonth('2026-03', now)).toBe(true);
    expect(isStatementMonth('2025-12', now)).toBe(true);
    for (const value of ['2026-04', '2027-01', '', '2026-3', '2026-13', '2026-00', '1999-12', '03/2026'])
      expect(isStatementMonth(value, now)).toBe(false);
  });
});
