import { transactionsCsv } from './transactions-csv';

describe('the ledger CSV export', () => {
  const row = {
    id: '5f0c3c8e-5b8a-4f57-9a33-2a4c1c1c9a01',
    created_at: new Date('2026-11-26T10:00:00.123Z'),
    at: '2026-11-26 10:00:00.123456+00',
    type: 'credit_spend',
    amount: '-12.50',
    description: '=HYPERLINK("http://x")',
    api_key_name: '@bot',
  };

  it('writes a header once, ISO dates, signed amounts, and text a spreadsheet cannot run as a formula', () => {
    const first = transactionsCsv([row], true).split('\r\n');
    expect(first[0]).toBe('date,type,amount,description,api_key_name');
    expect(first[1]).toBe(`2026-11-26T10:00:00.123Z,credit_spend,-12.50,"'=HYPERLINK(""http://x"")",'@bot`);
    expect(transactionsCsv([row], false).startsWith('2026-11-26T10:00:00.123Z')).toBe(true);
  });
});
