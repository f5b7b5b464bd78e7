import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { TransactionsExportQuery } from './exports';

const messages = (query: Record<string, unknown>) =>
  validateSync(plainToInstance(TransactionsExportQuery, query)).flatMap((e) =>
    Object.values(e.constraints ?? {}),
  );

describe('the ledger export’s period', () => {
  it('takes real days written YYYY-MM-DD, either end or none', () => {
    for (const query of [
      {},
      { from: '2026-01-01' },
      { to: '2028-02-29' },
      { from: '2026-01-01', to: '2026-12-31' },
    ])
      expect(messages(query)).toEqual([]);
  });

  it('refuses anything else with a message naming the field and the format', () => {
    for (const bad of [
      '2026-02-30',
      '2027-02-29',
      '01/02/2026',
      '2026-1-5',
      '0000-01-01',
      '2026-01-01T00:00:00Z',
      '',
    ])
      expect(messages({ from: bad })).toContain('from must be a date written YYYY-MM-DD, e.g. 2026-03-01');
    expect(messages({ to: ['2026-01-01'] })).toContain(
      'to must be a date written YYYY-MM-DD, e.g. 2026-03-01',
    );
  });
});
