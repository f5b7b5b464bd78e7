import { adminTransactionsFilter, adminTransactionsTotal } from './admin-transactions.query';
import { CountsRow, PaymentTally } from './payment-tally';

describe('admin transaction list queries', () => {
  it('takes a total without a search from the running counts alone', () => {
    expect(adminTransactionsTotal(undefined, 'expired')).toEqual({ fromCounts: {}, unmatched: null });
    expect(adminTransactionsTotal('   ', 'all')).toEqual({ fromCounts: {}, unmatched: null });
  });

  it('counts a crypto search from the running counts of that crypto, plus the id matches of other cryptos', () => {
    const plan = adminTransactionsTotal('Bitcoin', 'completed');
    expect(plan.fromCounts).toEqual({ crypto: 'btc' });
    expect(plan.unmatched?.where).toContain('crypto <> $3');
    expect(plan.unmatched?.where).toContain(`status = 'paid'`);
    expect(plan.unmatched?.params).toEqual(['bitcoin%', 'Bitcoin%', 'btc']);
    // The list itself shows every payment of the crypto.
    expect(adminTransactionsFilter('Bitcoin', 'completed').where).toContain('crypto = $3');
  });

  it('finds Lightning payments by "lightning" or "ln"', () => {
    expect(adminTransactionsTotal('Lightning', 'all').fromCounts).toEqual({ crypto: 'lightning' });
    expect(adminTransactionsTotal('LN', 'all').fromCounts).toEqual({ crypto: 'lightning' });
    expect(adminTransactionsFilter('ln', 'all').params).toContain('lightning');
  });

  it('counts any other search in SQL, with the filter the list uses', () => {
    const plan = adminTransactionsTotal('500', 'all');
    const list = adminTransactionsFilter('500', 'all');
    expect(plan.fromCounts).toBeNull();
    expect(plan.unmatched).toEqual({ where: list.where, params: list.params });
  });
});

describe('payment tally', () => {
  const row = (
    kind: CountsRow['kind'],
    status: CountsRow['status'],
    crypto: CountsRow['crypto'],
    n: number,
    creditsAdded = false,
  ): CountsRow => ({
    kind,
    status,
    crypto,
    credits_added: creditsAdded,
    n,
  });
  const tally = new PaymentTally([
    // Running counts, not yet folded: several rows per key add up.
    row('counted', 'paid', 'btc', 5, true),
    row('counted', 'paid', 'btc', -1, true),
    row('counted', 'paid', 'eth', 2, false),
    row('counted', 'partially_paid', 'ltc', 1, false),
    row('counted', 'expired', 'btc', 3),
    row('counted', 'failed', 'eth', 1),
    row('counted', 'waiting', 'btc', 4),
    row('counted', 'confirming', 'eth', 1),
    // Of the five open payments, two ran out of time without a status change.
    row('pending', 'waiting', 'btc', 3),
    row('overdue', 'waiting', 'btc', 1),
    row('overdue', 'confirming', 'eth', 1),
    row('appended', null, null, 11),
  ]);

  it('makes the stat cards: open payments past their time count as expired, partial payments only in the total', () => {
    expect(tally.stats()).toEqual({ total: 16, pending: 3, completed: 6, expired: 6, anomalies: 3 });
  });

  it('counts a status filter for one crypto', () => {
    expect(tally.count('all', 'btc')).toBe(11);
    expect(tally.count('completed', 'btc')).toBe(4);
    expect(tally.count('expired', 'btc')).toBe(4);
    expect(tally.count('pending', 'eth')).toBe(0);
    expect(tally.count('expired', 'eth')).toBe(2);
  });

  it('reports the appended rows and, when not asked for, no unmatched rows', () => {
    expect(tally.appended).toBe(11);
    expect(tally.unmatched).toBe(0);
  });
});
