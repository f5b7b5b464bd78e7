/**
 * Captures and spends at the instant a hold expires, against real Postgres: whichever takes the
 * balance lock first, the held credits are spent at most once and the balance never goes below zero.
 */
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { stackWithClients, StackWithClients } from '../../../../tests/support/stack-clients';
import { HoldsRepository } from './holds.repository';
import { SpendsRepository } from './spends.repository';

const KEY = { keyId: randomUUID(), keyName: 'Analyser' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

describe('a hold at its expiry', () => {
  let db: Client;
  let close: StackWithClients['close'];
  let dataSource: DataSource;
  let repository: SpendsRepository;
  let holds: HoldsRepository;
  let databaseUrl: string;

  beforeAll(async () => {
    let stack: StackWithClients['stack'];
    ({ stack, db, close } = await stackWithClients({ services: ['credits'], gateway: false }));
    databaseUrl = stack.database.url;
    dataSource = await new DataSource({
      type: 'postgres',
      url: stack.database.url,
      extra: { max: 24 },
    }).initialize();
    repository = new SpendsRepository(dataSource);
    holds = new HoldsRepository(dataSource);
  }, 90000);

  afterAll(async () => {
    await dataSource?.destroy();
    await close?.();
  });

  /** Users with `credits` each, as a purchase would leave them. */
  async function usersWith(count: number, credits: number): Promise<string[]> {
    const users = Array.from({ length: count }, () => randomUUID());
    await db.query(
      `WITH u AS (SELECT unnest($1::uuid[]) AS id), t AS (
         INSERT INTO credits.transactions (user_id, type, amount, description, payment_method, status)
         SELECT id, 'credit_add', $2, 'Test credits', 'admin', 'completed' FROM u
       )
       INSERT INTO credits.balances (user_id, balance) SELECT id, $2 FROM u`,
      [users, credits],
    );
    return users;
  }

  const holdOf = async (userId: string, amount: number, expiresInSeconds: number) => {
    const outcome = await holds.hold({
      userId,
      amount,
      expiresInSeconds,
      description: null,
      idempotencyKey: null,
      requestHash: 'h',
      ...KEY,
    });
    if (outcome.kind !== 'held') throw new Error(`not held: ${outcome.kind}`);
    return outcome.hold;
  };

  const spendOf = (userId: string, amount: number) =>
    repository.spend({
      userId,
      amount,
      description: 'analysis',
      metadata: null,
      idempotencyKey: `k-${randomUUID()}`,
      requestHash: 'h',
      ...KEY,
    });

  const captureOf = (holdId: string, userId: string, amount: number) =>
    holds.capture(holdId, { userId }, amount, {
      ...KEY,
      description: null,
      metadata: null,
      requestHash: 'h',
    });

  /** Runs `meanwhile` while the user's balance row is locked by another transaction, then commits it. */
  async function withBalanceLocked(userId: string, meanwhile: () => Promise<void>) {
    const locker = new Client({ connectionString: databaseUrl });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('SELECT 1 FROM credits.balances WHERE user_id = $1 FOR UPDATE', [userId]);
      await meanwhile();
      await locker.query('COMMIT');
    } finally {
      await locker.end();
    }
  }

  /** Each user's balance and the sum of their ledger rows. */
  async function booksOf(users: string[]) {
    const { rows } = await db.query<{ user_id: string; balance: string; ledger: string }>(
      `SELECT b.user_id, b.balance,
              (SELECT sum(t.amount) FROM credits.transactions t WHERE t.user_id = b.user_id) AS ledger
         FROM credits.balances b WHERE b.user_id = ANY($1::uuid[])`,
      [users],
    );
    return rows.map((r) => ({ user: r.user_id, balance: Number(r.balance), ledger: Number(r.ledger) }));
  }

  it('judges a hold by the clock once the balance lock is held, however long the wait for it', async () => {
    // Each user: 10 credits, a hold of 6 for 1 s. A capture, a spend and a new hold each start
    // before that hold expires and get the balance lock after it has.
    const [capturer, spender, holder] = await usersWith(3, 10);
    const expiring = await Promise.all([capturer, spender, holder].map((userId) => holdOf(userId, 6, 1)));
    let answers: [
      ReturnType<typeof captureOf>,
      ReturnType<typeof spendOf>,
      ReturnType<HoldsRepository['hold']>,
    ];
    await withBalanceLocked(capturer, async () => {
      await withBalanceLocked(spender, async () => {
        await withBalanceLocked(holder, async () => {
          answers = [
            captureOf(expiring[0].id, capturer, 6),
            spendOf(spender, 7),
            holds.hold({
              userId: holder,
              amount: 7,
              expiresInSeconds: 60,
              description: null,
              idempotencyKey: null,
              requestHash: 'h',
              ...KEY,
            }),
          ];
          await sleep(Date.parse(expiring[0].expires_at) - Date.now() + 150);
        });
      });
    });
    const [capture, spend, hold] = await Promise.all(answers!);

    // The capture is refused as a hold no longer live; the spend and the new hold count it as gone.
    expect({ capture: capture.kind, spend: spend.kind, hold: hold.kind }).toEqual({
      capture: 'not-active',
      spend: 'spent',
      hold: 'held',
    });
    expect(capture).toMatchObject({ hold: { status: 'expired' } });
    // The new hold lasts its whole minute from the moment it got the lock.
    const made = hold.kind === 'held' ? Date.parse(hold.hold.expires_at) : 0;
    expect(made - Date.parse(expiring[2].expires_at)).toBeGreaterThanOrEqual(60_000);
    expect(await booksOf([capturer, spender])).toEqual(
      expect.arrayContaining([
        { user: capturer, balance: 10, ledger: 10 },
        { user: spender, balance: 3, ledger: 3 },
      ]),
    );
  });

  it('captures only what the balance less the other live holds covers, so never below zero', async () => {
    const [userId] = await usersWith(1, 10);
    const [first, second] = [await holdOf(userId, 6, 60), await holdOf(userId, 3, 60)];
    // Credits taken by hand past what is held (an administrator may): 6 left for 9 held.
    await db.query(
      `WITH t AS (
         INSERT INTO credits.transactions (user_id, type, amount, description, payment_method, status)
         VALUES ($1, 'credit_spend', -4, 'Removed by hand', 'admin', 'completed')
       )
       UPDATE credits.balances SET balance = balance - 4 WHERE user_id = $1`,
      [userId],
    );

    expect(await captureOf(first.id, userId, 6)).toEqual({
      kind: 'insufficient',
      balance: 6,
      available: 3,
      shortfall: 3,
    });
    expect(await captureOf(first.id, userId, 3)).toMatchObject({ kind: 'captured', balance: 3 });
    expect(await captureOf(second.id, userId, 3)).toMatchObject({ kind: 'captured', balance: 0 });
    expect(await booksOf([userId])).toEqual([{ user: userId, balance: 0, ledger: 0 }]);
  });

  it('never spends held credits twice when a capture and a spend race at the expiry (1,000 rounds)', async () => {
    // Each round: 10 credits, a hold of 6 for 1 s, then at its expiry a spend of 7 (which fits only
    // once the hold no longer counts) and a capture of 6 (which fits only while it does), each fired
    // at a random instant within JITTER_MS of a point LEAD_MS before the expiry. Both succeeding
    // would leave -3. A wave's rounds start over SPREAD_MS, so a few race at any one moment.
    // A capture reaches its decision a few milliseconds after it is sent (more round trips than a
    // spend), hence the lead: the two then decide on either side of the expiry about as often.
    const WAVES = 10;
    const ROUNDS_PER_WAVE = 100;
    const SPREAD_MS = 400;
    const JITTER_MS = 10;
    const LEAD_MS = 12;
    const figures = { rounds: 0, captured: 0, captureRefused: 0, spent: 0, spendRefused: 0, both: 0 };
    const negative: { user: string; balance: number; ledger: number }[] = [];
    const unbalanced: typeof negative = [];

    for (let wave = 0; wave < WAVES; wave++) {
      const users = await usersWith(ROUNDS_PER_WAVE, 10);
      await Promise.all(
        users.map(async (userId) => {
          await sleep(Math.random() * SPREAD_MS);
          const hold = await holdOf(userId, 6, 1);
          const expiry = Date.parse(hold.expires_at);
          const jitter = () => (Math.random() * 2 - 1) * JITTER_MS - LEAD_MS;
          const [spend, capture] = await Promise.all([
            sleep(expiry - Date.now() + jitter()).then(() => spendOf(userId, 7)),
            sleep(expiry - Date.now() + jitter()).then(() => captureOf(hold.id, userId, 6)),
          ]);
          figures.rounds++;
          const captured = capture.kind === 'captured';
          const spent = spend.kind === 'spent';
          if (captured) figures.captured++;
          else figures.captureRefused++;
          if (spent) figures.spent++;
          else figures.spendRefused++;
          if (captured && spent) figures.both++;
        }),
      );
      for (const books of await booksOf(users)) {
        if (books.balance < 0) negative.push(books);
        if (books.balance !== books.ledger) unbalanced.push(books);
      }
    }

    console.log(`hold expiry races: ${JSON.stringify(figures)}`);
    expect({ negative: negative.length, unbalanced: unbalanced.length, both: figures.both }).toEqual({
      negative: 0,
      unbalanced: 0,
      both: 0,
    });
    expect(figures.rounds).toBe(WAVES * ROUNDS_PER_WAVE);
    // The race went both ways: some captures came in time, some spends found the hold expired.
    expect(figures.captured).toBeGreaterThan(0);
    expect(figures.spent).toBeGreaterThan(0);
  }, 120000);
});
