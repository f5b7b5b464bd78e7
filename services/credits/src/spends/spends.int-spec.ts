import { SpendReply, SpendRequest, SpendSubjects } from '@storefront/contracts';
import type { MessageBus } from '@storefront/platform';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { stackWithClients, StackWithClients } from '../../../../tests/support/stack-clients';
import { HoldsRepository } from './holds.repository';
import { SpendsRepository } from './spends.repository';

/** Spends sent all at once, as many analysers of a busy day would: the service makes them in groups. */
describe('spends arriving together', () => {
  let bus: MessageBus;
  let db: Client;
  let stack: StackWithClients['stack'];
  let close: StackWithClients['close'];
  const keyId = randomUUID();

  beforeAll(async () => {
    ({ stack, bus, db, close } = await stackWithClients({ services: ['credits'], gateway: false }));
  }, 90000);

  afterAll(() => close?.());

  async function userWith(credits: number): Promise<string> {
    const userId = randomUUID();
    await db.query(
      `INSERT INTO credits.transactions (user_id, type, amount, description, payment_method, status)
       VALUES ($1, 'credit_add', $2, 'Test credits', 'admin', 'completed')`,
      [userId, credits],
    );
    await db.query(`INSERT INTO credits.balances (user_id, balance) VALUES ($1, $2)`, [userId, credits]);
    return userId;
  }

  const spend = (request: Omit<SpendRequest, 'keyId' | 'keyName'>) =>
    bus.request(SpendSubjects.spend, { keyId, keyName: 'Analyser', ...request }) as Promise<SpendReply>;

  /** Whether the ledger row's `credits.balance.changed` was written to the outbox. */
  const written = async (transactionId: string) =>
    (await db.query(`SELECT 1 FROM credits.outbox WHERE payload->>'transactionId' = $1`, [transactionId]))
      .rowCount === 1;

  async function ledgerOf(userId: string) {
    const { rows } = await db.query<{ balance: string; ledger: string; spends: number }>(
      `SELECT (SELECT balance FROM credits.balances WHERE user_id = $1) AS balance,
              (SELECT sum(amount) FROM credits.transactions WHERE user_id = $1) AS ledger,
              (SELECT count(*)::int FROM credits.transactions WHERE user_id = $1 AND type = 'credit_spend') AS spends`,
      [userId],
    );
    return { balance: Number(rows[0].balance), ledger: Number(rows[0].ledger), spends: rows[0].spends };
  }

  it('answers each of many simultaneous spends as if they came one after another', async () => {
    // Three users, 30 spends each of 1.25 on 20 credits: exactly 16 fit for each.
    const users = [await userWith(20), await userWith(20), await userWith(20)];
    const twice = `same-${randomUUID()}`;
    const requests = users.flatMap((userId, u) =>
      Array.from({ length: 30 }, (_, i) => ({
        userId,
        amount: 1.25,
        ...(u === 0 && i < 2
          ? { description: 'analysis retried', idempotencyKey: twice }
          : { description: `analysis ${u}-${i}`, idempotencyKey: `k-${randomUUID()}` }),
      })),
    );
    const answers = await Promise.all(requests.map((r) => spend(r)));

    for (const userId of users) {
      const mine = answers.filter((_, i) => requests[i].userId === userId);
      const spent = mine.filter((a) => a.outcome === 'spent');
      const distinct = new Set(spent.map((a) => a.outcome === 'spent' && a.spend.id));
      expect(distinct.size).toBe(16);
      for (const a of mine) if (a.outcome === 'insufficient') expect(a.available).toBeLessThan(1.25);
      expect(await ledgerOf(userId)).toEqual({ balance: 0, ledger: 0, spends: 16 });
    }
    // The retry sent beside its first try got the same spend back, debited once.
    const [first, retry] = [answers[0], answers[1]];
    if (first.outcome === 'spent' && retry.outcome === 'spent') {
      expect(retry.spend.id).toBe(first.spend.id);
      expect([first.replayed, retry.replayed].sort()).toEqual([false, true]);
    } else {
      // Both refused is the only other right answer, and then neither debited.
      expect([first.outcome, retry.outcome]).toEqual(['insufficient', 'insufficient']);
    }
  });

  it('answers a retry with the first spend as it was made and the balance as it is now', async () => {
    const userId = await userWith(10);
    const first = {
      userId,
      amount: 2.5,
      description: 'analysis',
      metadata: { run: 7 },
      idempotencyKey: `k-${randomUUID()}`,
    };
    const made = await spend(first);
    await spend({ userId, amount: 1, description: 'another', idempotencyKey: `k-${randomUUID()}` });
    const retried = await spend(first);

    expect(made).toMatchObject({ outcome: 'spent', balance: 7.5, replayed: false });
    expect(retried).toEqual({ ...made, balance: 6.5, replayed: true });
    expect(await ledgerOf(userId)).toEqual({ balance: 6.5, ledger: 6.5, spends: 2 });
  });

  it('keeps descriptions and metadata exactly as sent, whatever characters they hold', async () => {
    const userId = await userWith(100);
    const description = 'analysis {a,b} "quoted" back\\slash, NULL é 🎲';
    const metadata = { note: 'quote " backslash \\ brace } comma ,', nested: { list: [1, 'two', null] } };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        spend({
          userId,
          amount: 1,
          description: `${description} ${i}`,
          metadata,
          idempotencyKey: `k-${randomUUID()}`,
        }),
      ),
    );
    const { rows } = await db.query<{ description: string; metadata: unknown }>(
      `SELECT description, metadata FROM credits.transactions WHERE user_id = $1 AND type = 'credit_spend'`,
      [userId],
    );
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((r) => r.description))).toEqual(
      new Set(Array.from({ length: 20 }, (_, i) => `${description} ${i}`)),
    );
    for (const row of rows) expect(row.metadata).toEqual(metadata);
    for (const a of answers) expect(a.outcome === 'spent' && a.spend.metadata).toEqual(metadata);
  });

  it('fails only the spend the database refuses, and makes the others sent with it', async () => {
    const userId = await userWith(100);
    // Postgres stores no NUL in text: this spend fails in the database, not in validation.
    const requests = Array.from({ length: 40 }, (_, i) => ({
      userId,
      amount: 1,
      description: i === 20 ? 'bad \u0000 text' : `analysis ${i}`,
      idempotencyKey: `k-${randomUUID()}`,
    }));
    const answers = await Promise.allSettled(requests.map((r) => spend(r)));

    expect(answers.filter((a) => a.status === 'rejected')).toHaveLength(1);
    expect(answers[20].status).toBe('rejected');
    expect(answers.filter((a) => a.status === 'fulfilled' && a.value.outcome === 'spent')).toHaveLength(39);
    expect(await ledgerOf(userId)).toEqual({ balance: 61, ledger: 61, spends: 39 });
  });

  it('announces a spend or a capture exactly when it leaves the balance below the level, and says so', async () => {
    const dataSource = await new DataSource({ type: 'postgres', url: stack.database.url }).initialize();
    try {
      const repository = new SpendsRepository(dataSource);
      const holds = new HoldsRepository(dataSource);
      const [quiet, levelled] = [await userWith(20), await userWith(20)];
      // A user with a level of their own (the default is 10 credits).
      await db.query(
        `INSERT INTO credits.low_balance_levels (user_id, level, updated_at) VALUES ($1, 2, now())`,
        [levelled],
      );
      const spendOf = async (userId: string, amount: number) => {
        const outcome = await repository.spend({
          userId,
          amount,
          description: 'analysis',
          metadata: null,
          keyId,
          keyName: 'Analyser',
          idempotencyKey: `k-${randomUUID()}`,
          requestHash: 'h',
        });
        if (outcome.kind !== 'spent') throw new Error(`not spent: ${outcome.kind}`);
        return { announced: outcome.announced, written: await written(outcome.spend.id) };
      };
      const captureOf = async (userId: string, amount: number) => {
        const hold = await holds.hold({
          userId,
          amount,
          expiresInSeconds: 60,
          description: null,
          keyId,
          keyName: 'Analyser',
          idempotencyKey: null,
          requestHash: 'h',
        });
        if (hold.kind !== 'held') throw new Error(`not held: ${hold.kind}`);
        const outcome = await holds.capture(hold.hold.id, { userId }, amount, {
          keyId,
          keyName: 'Analyser',
          description: 'analysis',
          metadata: null,
          requestHash: 'h',
        });
        if (outcome.kind !== 'captured') throw new Error(`not captured: ${outcome.kind}`);
        return { announced: outcome.announced, written: await written(outcome.spend.id) };
      };
      // 20 → 15 → 10 stays at the default level; 9.99 is below it.
      expect(await spendOf(quiet, 5)).toEqual({ announced: false, written: false });
      expect(await spendOf(quiet, 5)).toEqual({ announced: false, written: false });
      expect(await spendOf(quiet, 0.01)).toEqual({ announced: true, written: true });
      // 20 → 3 → 2 stays at the user's level of 2; 1 is below it.
      expect(await spendOf(levelled, 17)).toEqual({ announced: false, written: false });
      expect(await spendOf(levelled, 1)).toEqual({ announced: false, written: false });
      expect(await spendOf(levelled, 1)).toEqual({ announced: true, written: true });
      // A capture is a debit through the API too: 20 → 10 is quiet, 9 is announced with its balance.
      const captured = await userWith(20);
      expect(await captureOf(captured, 10)).toEqual({ announced: false, written: false });
      expect(await captureOf(captured, 1)).toEqual({ announced: true, written: true });
      const { rows: events } = await db.query(
        `SELECT payload FROM credits.outbox WHERE payload->>'userId' = $1 AND payload->>'type' = 'credit_spend'`,
        [captured],
      );
      expect(events.map((e) => [e.payload.delta, e.payload.balance])).toEqual([[-1, 9]]);
    } finally {
      await dataSource.destroy();
    }
  });
});
