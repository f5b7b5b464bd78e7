import type { AdminStatusFilter } from '@storefront/contracts';
import { adminTransactionsFilter, STATS_SQL, STATS_TOTAL_OF } from './admin-transactions.query';

describe('admin transaction list queries', () => {
  it.each(['pending', 'completed', 'expired'] as AdminStatusFilter[])(
    'counts the %s stat card with exactly the condition the filter lists, so it can stand as the total',
    (status) => {
      const condition = adminTransactionsFilter(undefined, status).where.replace(/^WHERE /, '');
      expect(condition).not.toBe('');
      expect(STATS_SQL).toContain(`count(*) FILTER (WHERE ${condition})::int AS ${STATS_TOTAL_OF[status]}`);
    },
  );

  it('takes the unfiltered total from the card counting every payment', () => {
    expect(adminTransactionsFilter(undefined, 'all').where).toBe('');
    expect(STATS_SQL).toMatch(new RegExp(`SELECT count\\(\\*\\)::int AS ${STATS_TOTAL_OF.all},`));
  });

  it('says when a search narrows the list, which the stat cards cannot count', () => {
    expect(adminTransactionsFilter('bitcoin', 'all').searched).toBe(true);
    expect(adminTransactionsFilter('   ', 'completed').searched).toBe(false);
    expect(adminTransactionsFilter(undefined, 'pending').searched).toBe(false);
  });
});
