import { describe, expect, it } from 'vitest';
import { historyLimit, historyView, transactionsPath } from './transaction-history-rules';

describe('how much credit history the dashboard shows (SPEC §9)', () => {
  it('asks for 10 rows, or 100 once expanded', () => {
    expect(historyLimit(false)).toBe(10);
    expect(historyLimit(true)).toBe(100);
  });

  it('offers to expand only once 10 rows came back', () => {
    expect(historyView(0, false).offerExpand).toBe(false);
    expect(historyView(9, false).offerExpand).toBe(false);
    expect(historyView(10, false).offerExpand).toBe(true);
  });

  it('once expanded, offers to collapse instead', () => {
    expect(historyView(37, true)).toMatchObject({ limit: 100, offerExpand: false, offerCollapse: true });
    expect(historyView(10, true)).toMatchObject({ offerExpand: false, offerCollapse: true });
  });

  it('hints that the list scrolls only above 20 rows', () => {
    expect(historyView(20, true).scrollHint).toBe(false);
    expect(historyView(21, true).scrollHint).toBe(true);
    expect(historyView(10, false).scrollHint).toBe(false);
  });
});

describe('which movements the history asks for', () => {
  it('asks for every type unless one is chosen, and passes the chosen one as ?type=', () => {
    expect(transactionsPath(10, 'all')).toBe('/credits/transactions?limit=10');
    expect(transactionsPath(10, 'credit_spend')).toBe('/credits/transactions?limit=10&type=credit_spend');
    expect(transactionsPath(100, 'credit_purchase')).toBe(
      '/credits/transactions?limit=100&type=credit_purchase',
    );
  });
});
