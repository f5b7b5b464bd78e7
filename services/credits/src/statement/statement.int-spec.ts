import { StatementSubjects } from '@storefront/contracts';
import type { MessageBus } from '@storefront/platform';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { stackWithClients, StackWithClients } from '../../../../tests/support/stack-clients';

/** The monthly statement over NATS, against ledger rows written at chosen times. */
describe('monthly statement', () => {
  let bus: MessageBus;
  let db: Client;
  let close: StackWithClients['close'];

  beforeAll(async () => {
    ({ bus, db, close } = await stackWithClients({
      services: ['credits'],
      gateway: false,
      env: { DISPLAY_TIME_ZONE: 'Europe/Paris' },
    }));
  }, 90000);

  afterAll(() => close?.());

  async function ledger(userId: string, rows: [string, string, number, string, string | null][]) {
    for (const [at, type, amount, description, adminId] of rows) {
      await db.query(
        `INSERT INTO credits.transactions (user_id, type, amount, description, admin_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [userId, type, amount, description, adminId, at],
      );
    }
  }

  /** Every slice of the month, `limit` rows at a time, joined. */
  async function statement(userId: string, month: string, limit: number): Promise<string[]> {
    let csv = '';
    let cursor: string | undefined;
    for (;;) {
      const slice = await bus.request(StatementSubjects.get, {
        userId,
        month,
        limit,
        ...(cursor ? { cursor } : {}),
      });
      csv += slice.csv;
      if (!slice.nextCursor) return csv.trim().split('\r\n');
      cursor = slice.nextCursor;
    }
  }

  it("lists the month's purchases, adjustments and spends between the opening and closing balance, in any slice size", async () => {
    const userId = randomUUID();
    const adminId = randomUUID();
    await ledger(userId, [
      // February in Paris: before the month.
      ['2026-02-14T12:00:00Z', 'credit_purchase', 20, 'Achat de 20 crédits (BTC)', null],
      ['2026-02-28T22:59:59Z', 'credit_spend', -1.5, 'Analyse', null],
      // March in Paris (its first hour is still February in UTC).
      ['2026-02-28T23:00:00Z', 'credit_add', 5, 'Geste commercial', adminId],
      ['2026-03-10T09:00:00Z', 'credit_spend', -2.25, 'Analyse', null],
      ['2026-03-15T09:00:00Z', 'credit_spend', -3, 'Retrait', adminId],
      ['2026-03-20T09:00:00Z', 'credit_purchase', 10, 'Achat de 10 crédits (ETH)', null],
      // April in Paris.
      ['2026-03-31T22:00:00Z', 'credit_spend', -4, 'Analyse', null],
    ]);
    const expected = [
      'date,type,description,amount,balance_after',
      '2026-02-28T23:00:00.000Z,opening balance,,,18.50',
      '2026-02-28T23:00:00.000Z,adjustment,Geste commercial,5.00,23.50',
      '2026-03-10T09:00:00.000Z,spend,Analyse,-2.25,21.25',
      '2026-03-15T09:00:00.000Z,adjustment,Retrait,-3.00,18.25',
      '2026-03-20T09:00:00.000Z,purchase,Achat de 10 crédits (ETH),10.00,28.25',
      '2026-03-31T22:00:00.000Z,closing balance,,,28.25',
    ];
    for (const limit of [1, 2, 3, 4, 1000])
      expect(await statement(userId, '2026-03', limit)).toEqual(expected);
  });

  it('gives a month without activity its balance as opening and closing', async () => {
    const userId = randomUUID();
    await ledger(userId, [['2026-01-05T10:00:00Z', 'credit_purchase', 30, 'Achat', null]]);
    expect(await statement(userId, '2026-05', 1000)).toEqual([
      'date,type,description,amount,balance_after',
      '2026-04-30T22:00:00.000Z,opening balance,,,30.00',
      '2026-05-31T22:00:00.000Z,closing balance,,,30.00',
    ]);
  });

  it('refuses a forged cursor and a malformed month', async () => {
    const userId = randomUUID();
    await expect(
      bus.request(StatementSubjects.get, { userId, month: '2026-03', limit: 10, cursor: 'bm90LWEtY3Vyc29y' }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      bus.request(StatementSubjects.get, { userId, month: '2026-3', limit: 10 }),
    ).rejects.toMatchObject({
      status: 400,
    });
  });
});
