import { describe, expect, it } from 'vitest';
import { currentMonth, isStatementMonth, statementMovements } from './statement-month';

describe('the statement month', () => {
  it('is the current month by default, in the reader’s time zone', () => {
    expect(currentMonth(new Date(2026, 0, 1))).toBe('2026-01');
    expect(currentMonth(new Date(2026, 10, 30))).toBe('2026-11');
  });

  it('counts the movements of a statement, not its header and balances', () => {
    const head = 'date,type,description,amount,balance_after\r\n';
    const open = '2026-11-01T00:00:00.000Z,opening balance,,,0.00\r\n';
    const close = '2026-11-30T23:59:59.999Z,closing balance,,,20.00\r\n';
    expect(statementMovements(head + open + close)).toBe(0);
    expect(
      statementMovements(`${head}${open}2026-11-02T10:00:00.000Z,purchase,Pack,20.00,20.00\r\n${close}`),
    ).toBe(1);
  });

  it('takes YYYY-MM up to the current month, nothing else', () => {
    const now = new Date(2026, 2, 14);
    expect(isStatementMonth('2026-03', now)).toBe(true);
    expect(isStatementMonth('2025-12', now)).toBe(true);
    for (const value of ['2026-04', '2027-01', '', '2026-3', '2026-13', '2026-00', '1999-12', '03/2026'])
      expect(isStatementMonth(value, now)).toBe(false);
  });
});
