import {
  AdminSort,
  AdminStatusFilter,
  HealthSubjects,
  ListAdminTransactionsRequest,
  PaymentsSubjects,
} from '@storefront/contracts';
import type { MessageBus } from '@storefront/platform';
import { randomInt, randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { startStack, Stack, waitFor } from '../../../../tests/support/stack';
import { PaymentCountsRepository } from '../payments/payment-counts.repository';
import { adminTransactionsFilter, adminTransactionsOrder } from './admin-transactions.query';
import { answeringBus } from '../../../../tests/support/stack-clients';

/** The stat cards as they were counted over the whole table per request: the oracle. */
const FRESH_STATS_SQL = `
  SELECT count(*)::int AS total,
         count(*) FILTER (WHERE status IN ('waiting', 'confirming') AND expires_at > now())::int AS pending,
         count(*) FILTER (WHERE status = 'paid')::int AS completed,
         count(*) FILTER (WHERE status IN ('expired', 'failed')
                            OR (status IN ('waiting', 'confirming') AND expires_at <= now()))::int AS expired,
         count(*) FILTER (WHERE (status IN ('paid', 'partially_paid') AND NOT credits_added)
                             OR (status = 'refunded' AND credits_added AND credits_reversed_at IS NULL
                                 AND credits > 0))::int AS anomalies
    FROM payments.payments`;

const CRYPTOS = ['btc', 'eth', 'ltc'] as const;

/** Rows of every kind the list distinguishes; open ones an hour away from expiring either way. */
const SEED_SQL = `
  INSERT INTO payments.payments (payment_id, user_id, amount, currency, crypto, crypto_amount, address,
     provider, provider_payment_id, status, credits, credits_added, expires_at, created_at, paid_at)
  SELECT gen_random_uuid(), gen_random_uuid(), 10 + i % 7, 'eur', (ARRAY['btc','eth','ltc'])[1 + i % 3], 0.001,
         'addr-' || i, 'sandbox', 'sb_' || md5(random()::text), s, 5, s IN ('paid', 'partially_paid') AND i % 4 <> 0,
         now() + CASE WHEN i % 2 = 0 THEN interval '1 hour' ELSE interval '-1 hour' END,
         now() - (i || ' seconds')::interval, CASE WHEN s IN ('paid', 'partially_paid') THEN now() END
    FROM (SELECT i, (ARRAY['waiting','confirming','paid','partially_paid','expired','failed'])[1 + i % 6] AS s
            FROM generate_series(1, $1::int) i) g`;

/**
 * The Transactions tab's stat cards and totals come from running counts kept by triggers; these
 * prove them equal to a fresh count after creations, status changes, deletions and rollbacks,
 * concurrent ones included, and that the list still returns the rows its filter and order name.
 */
describe('admin transaction list: running counts and pages', () => {
  let stack: Stack;
  let bus: MessageBus;
  let pool: Pool;
  let dataSource: DataSource;
  let counts: PaymentCountsRepository;

  beforeAll(async () => {
    stack = await startStack({
      services: ['payments'],
      gateway: false,
      env: { PRICE_API_URL: 'http://127.0.0.1:9/simple/price', RECONCILE_INTERVAL_MS: '3600000' },
    });
    bus = await answeringBus(stack, ['payments'], 10000);
    pool = new Pool({ connectionString: stack.database.url, max: 8 });
    dataSource = await new DataSource({ type: 'postgres', url: stack.database.url }).initialize();
    counts = new PaymentCountsRepository(dataSource);
  }, 90000);

  afterAll(async () => {
    await dataSource?.destroy();
    await pool?.end();
    await bus?.onApplicationShutdown();
    await stack?.shutdown();
  });

  const list = (q: Partial<ListAdminTransactionsRequest>) =>
    bus.request(PaymentsSubjects.listAdmin, { status: 'all', sort: 'newest', page: 1, pageSize: 10, ...q });

  async function freshStats() {
    return (await pool.query(FRESH_STATS_SQL)).rows[0];
  }

  /** What the list must answer, counted and read straight from the table. */
  async function expected(
    search: string | undefined,
    status: AdminStatusFilter,
    sort: AdminSort,
    page: number,
  ) {
    const { where, params, param } = adminTransactionsFilter(search, status);
    const total = (await pool.query(`SELECT count(*)::int AS n FROM payments.payments ${where}`, params))
      .rows[0].n;
    const rows = await pool.query(
      `SELECT payment_id FROM payments.payments ${where} ORDER BY ${adminTransactionsOrder(sort)}
        LIMIT 10 OFFSET ${param((page - 1) * 10)}`,
      params,
    );
    return { total, ids: rows.rows.map((r: { payment_id: string }) => r.payment_id) };
  }

  /** One random change, the way the service makes them (conditional updates), or by hand. */
  async function randomChange(i: number) {
    const pick = (status: string) =>
      `(SELECT payment_id FROM payments.payments WHERE status = '${status}' ORDER BY random() LIMIT 1)`;
    switch (i % 8) {
      case 0:
        return bus.request(PaymentsSubjects.create, {
          userId: randomUUID(),
          amount: 10 + randomInt(50),
          currency: 'eur',
          crypto: CRYPTOS[randomInt(3)],
        });
      case 1:
        return pool.query(
          `UPDATE payments.payments SET status = 'confirming' WHERE payment_id = ${pick('waiting')}`,
        );
      case 2:
        return pool.query(
          `UPDATE payments.payments SET status = 'paid', paid_at = now() WHERE payment_id = ${pick('confirming')}
             AND status = 'confirming'`,
        );
      case 3:
        return pool.query(
          `UPDATE payments.payments SET credits_added = true WHERE payment_id = ${pick('paid')} AND NOT credits_added`,
        );
      case 4:
        // The reconciler's many-row update.
        return pool.query(
          `UPDATE payments.payments SET status = 'expired'
            WHERE payment_id IN (SELECT payment_id FROM payments.payments WHERE status = 'waiting'
                                  AND expires_at <= now() LIMIT 3)`,
        );
      case 5: {
        // A change that rolls back must not count.
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          await client.query(
            `UPDATE payments.payments SET status = 'failed' WHERE payment_id = ${pick('waiting')}`,
          );
          await client.query(`DELETE FROM payments.payments WHERE payment_id = ${pick('paid')}`);
          await client.query('ROLLBACK');
        } finally {
          client.release();
        }
        return;
      }
      case 6:
        return pool.query(`DELETE FROM payments.payments WHERE payment_id = ${pick('expired')}`);
      default:
        return counts.compact();
    }
  }

  it('keeps the stat cards equal to a fresh count through concurrent creations and status changes', async () => {
    await pool.query(SEED_SQL, [600]);
    // Refunds, credited or not, some of them reversed already.
    await pool.query(
      `UPDATE payments.payments SET status = 'refunded'
        WHERE payment_id IN (SELECT payment_id FROM payments.payments WHERE status = 'paid' LIMIT 30)`,
    );
    await pool.query(
      `UPDATE payments.payments SET credits_reversed_at = now()
        WHERE payment_id IN (SELECT payment_id FROM payments.payments
                              WHERE status = 'refunded' AND credits_added LIMIT 5)`,
    );
    const seeded = await list({});
    expect(seeded.stats).toEqual(await freshStats());
    const refundAnomalies = await pool.query(
      `SELECT count(*)::int AS n FROM payments.payments
        WHERE status = 'refunded' AND credits_added AND credits_reversed_at IS NULL`,
    );
    expect(refundAnomalies.rows[0].n).toBeGreaterThan(0);

    // 10 at a time, 400 changes, folds among them.
    const queue = Array.from({ length: 400 }, (_, i) => i);
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        for (let i = queue.shift(); i !== undefined; i = queue.shift()) await randomChange(i);
      }),
    );
    const stats = (await list({})).stats;
    expect(stats).toEqual(await freshStats());
    expect(stats.pending).toBeGreaterThan(0);
    expect(stats.anomalies).toBeGreaterThan(0);
    expect(await counts.drift()).toEqual([]);

    // A fold changes nothing a reader sees.
    await counts.compact();
    expect((await list({})).stats).toEqual(stats);
  });

  it('keeps the counts across a restart of the service', async () => {
    const before = (await list({})).stats;
    await stack.stop('payments');
    await pool.query(`UPDATE payments.payments SET status = 'paid' WHERE status = 'confirming'`);
    await stack.start('payments');
    await waitFor('payments to answer', async () => {
      const reply = await bus
        .request(HealthSubjects.check('payments'), {}, { timeoutMs: 500 })
        .catch(() => null);
      return reply?.status === 'up';
    });
    const after = (await list({})).stats;
    expect(after).toEqual(await freshStats());
    expect(after.completed).toBeGreaterThan(before.completed);
  });

  it.each([
    [undefined, 'all', 'newest', 1],
    [undefined, 'all', 'newest', 40],
    [undefined, 'pending', 'oldest', 1],
    [undefined, 'expired', 'amount_desc', 3],
    [undefined, 'completed', 'amount_asc', 2],
    ['bitcoin', 'all', 'newest', 2],
    ['ETH', 'expired', 'oldest', 1],
    ['ltc', 'completed', 'newest', 1],
    ['12', 'all', 'amount_asc', 1],
    ['sb_', 'pending', 'newest', 1],
  ] as const)(
    'lists search %s, status %s, sort %s, page %s with its exact total',
    async (search, status, sort, page) => {
      const reply = await list({ ...(search ? { search } : {}), status, sort, page });
      const want = await expected(search, status, sort, page);
      expect(reply.total).toBe(want.total);
      expect(reply.transactions.map((t) => t.paymentId)).toEqual(want.ids);
    },
  );

  it('finds a crypto search among payments of other cryptos whose id starts with the word', async () => {
    // A transaction id starting with a crypto's code: counted once, though the running count of
    // that crypto holds the others.
    await pool.query(
      `UPDATE payments.payments SET provider_payment_id = 'btc-' || payment_id
        WHERE payment_id IN (SELECT payment_id FROM payments.payments WHERE crypto = 'eth' LIMIT 2)`,
    );
    for (const status of ['all', 'pending', 'completed', 'expired'] as const) {
      const want = await expected('btc', status, 'newest', 1);
      expect((await list({ search: 'btc', status })).total).toBe(want.total);
    }
    const all = await list({ search: 'btc' });
    expect(all.total).toBe(
      (await pool.query(`SELECT count(*)::int AS n FROM payments.payments WHERE crypto = 'btc'`)).rows[0].n +
        2,
    );
  });

  it('counts anew when the triggers were bypassed', async () => {
    await pool.query(`INSERT INTO payments.payment_counts VALUES ('paid', 'btc', true, 5)`);
    expect(await counts.drift()).toEqual([
      expect.objectContaining({ status: 'paid', crypto: 'btc', credits_added: true }),
    ]);
    await counts.recount();
    expect(await counts.drift()).toEqual([]);
    expect((await list({})).stats).toEqual(await freshStats());
  });
});
