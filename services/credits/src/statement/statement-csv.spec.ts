import { statementCsv, statementType } from './statement-csv';
import type { StatementLedgerRow } from './statement.repository';

const row = (amount: string, type: string, description: string | null, adminId: string | null = null) =>
  ({
    id: '2b1c1a64-2b4b-4d55-9d7e-0c1c5a6b7d8e',
    created_at: new Date('2026-03-02T10:00:00Z'),
    at: '2026-03-02 10:00:00.123456+00',
    type,
    admin_id: adminId,
    api_key_id: null,
    amount,
    description,
  }) as StatementLedgerRow;

describe('statement CSV', () => {
  it('opens and closes with the balance, each row carrying the balance after it', () => {
    const { csv, balance } = statementCsv(
      [row('10.00', 'credit_purchase', 'Achat'), row('-2.50', 'credit_spend', '=HYPERLINK("x")')],
      500,
      { opening: new Date('2026-02-28T23:00:00Z'), closing: new Date('2026-03-31T22:00:00Z') },
    );
    expect(csv.split('\r\n')).toEqual([
      'date,type,description,amount,balance_after',
      '2026-02-28T23:00:00.000Z,opening balance,,,5.00',
      '2026-03-02T10:00:00.000Z,purchase,Achat,10.00,15.00',
      `2026-03-02T10:00:00.000Z,spend,"'=HYPERLINK(""x"")",-2.50,12.50`,
      '2026-03-31T22:00:00.000Z,closing balance,,,12.50',
      '',
    ]);
    expect(balance).toBe(1250);
  });

  it("names an administrator's removal an adjustment, an API spend a spend", () => {
    expect(statementType({ type: 'credit_spend', admin_id: 'a' })).toBe('adjustment');
    expect(statementType({ type: 'credit_spend', admin_id: null })).toBe('spend');
    expect(statementType({ type: 'credit_add', admin_id: 'a' })).toBe('adjustment');
    expect(statementType({ type: 'credit_refund', admin_id: null })).toBe('refund');
  });
});
