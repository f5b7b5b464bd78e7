/**
 * The customer's CSV exports (ledger export and monthly statement) through a real gateway, credits
 * service, Postgres and Redis: one export at a time per user, and a row cap that says what to
 * narrow.
 */
import { createRedis } from '@storefront/platform';
import { Client } from 'pg';
import { AuthKit, startKit, TestSession, userSession } from '../../../tests/support/auth-kit';
import { waitFor } from '../../../tests/support/stack';

const MAX_ROWS = 30_000;
/** The busy user's rows: a download that takes a while, and more than the sockets buffer unread. */
const BUSY_ROWS = 20_000;

describe('CSV exports: one at a time per user, and a row cap', () => {
  let kit: AuthKit;
  let db: Client;

  beforeAll(async () => {
    kit = await startKit({
      services: ['auth', 'notifications', 'credits'],
      env: {
        RATE_LIMIT_PER_IP: '500',
        CSV_EXPORT_MAX_ROWS: String(MAX_ROWS),
        DISPLAY_TIME_ZONE: 'Europe/Paris',
      },
    });
    db = new Client({ connectionString: kit.stack.database.url });
    await db.connect();
    // The ledger's triggers would announce every row written below as a balance change.
    await db.query(`SET session_replication_role = replica`);
  }, 120000);

  afterAll(async () => {
    await db?.end();
    await kit?.close();
  });

  /** `rows` ledger rows of `user`, 30 s apart from 2026-01-05T00:00Z, descriptions `width` long. */
  async function ledger(user: TestSession, rows: number, width: number) {
    await db.query(
      `INSERT INTO credits.transactions (user_id, type, amount, description, created_at)
       SELECT $1, 'credit_spend', -0.01, repeat('x', $3) || i, timestamptz '2026-01-05T00:00:00Z' + i * interval '30 seconds'
         FROM generate_series(0, $2 - 1) i`,
      [user.userId, rows, width],
    );
  }

  const get = (who: TestSession, path: string, init: RequestInit = {}) =>
    fetch(`${kit.stack.baseUrl}${path}`, { ...init, headers: { authorization: `Bearer ${who.token}` } });
  const lines = async (res: Response) =>
    (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');

  it('refuses a second export of the same user while one is under way, and frees it when that one ends', async () => {
    const [busy, other] = await Promise.all([userSession(kit, 'busy'), userSession(kit, 'other')]);
    // About 6 MB, which the test leaves unread for a while.
    await ledger(busy, BUSY_ROWS, 300);
    await ledger(other, 3, 10);

    const first = await get(busy, '/api/credits/transactions.csv');
    expect(first.status).toBe(200);
    for (const path of ['/api/credits/transactions.csv', '/api/credits/statement?month=2026-01']) {
      const second = await get(busy, path);
      expect(second.status).toBe(429);
      expect(await second.json()).toEqual({ error: expect.any(String), code: 'EXPORT_IN_PROGRESS' });
      expect(Number(second.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(second.headers.get('retry-after'))).toBeLessThanOrEqual(30);
    }
    // Someone else's export is not held up.
    expect(await lines(await get(other, '/api/credits/transactions.csv'))).toHaveLength(4);

    expect(await lines(first)).toHaveLength(BUSY_ROWS + 1);
    // The first one is over: the next starts at once, as a user who downloads one file and then
    // another asks (the lease is freed before the last bytes of the first go out).
    const next = await get(busy, '/api/credits/statement?month=2026-01');
    expect(next.status).toBe(200);
    // Header, opening balance, the month's rows, closing balance.
    expect(await lines(next)).toHaveLength(BUSY_ROWS + 3);

    // A download the client abandons frees the lease too.
    const abandoned = new AbortController();
    const left = await get(busy, '/api/credits/transactions.csv', { signal: abandoned.signal });
    expect(left.status).toBe(200);
    abandoned.abort();
    await waitFor('the abandoned export to free the lease', async () => {
      const res = await get(busy, '/api/credits/transactions.csv');
      await res.body?.cancel();
      return res.status === 200;
    });
  });

  it('lets a lease left by a stopped gateway lapse on its own', async () => {
    const ada = await userSession(kit, 'lapse');
    const redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
      enableOfflineQueue: true,
    });
    try {
      await redis.set(
        `${kit.stack.env.REDIS_KEY_PREFIX}gateway:csv-export:${ada.userId}`,
        'crashed',
        'PX',
        1500,
      );
    } finally {
      redis.disconnect();
    }
    const refused = await get(ada, '/api/credits/transactions.csv');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^[12]$/);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await get(ada, '/api/credits/transactions.csv')).status).toBe(200);
  });

  it('answers 422 naming the cap when an export would pass it, and exports a shorter period', async () => {
    const heavy = await userSession(kit, 'heavy');
    await ledger(heavy, MAX_ROWS + 1, 5);

    const whole = await get(heavy, '/api/credits/transactions.csv');
    expect(whole.status).toBe(422);
    expect(await whole.json()).toEqual({
      error: `This export would have more than ${MAX_ROWS} rows: choose a shorter period with from and to (YYYY-MM-DD)`,
      code: 'EXPORT_TOO_LARGE',
      max_rows: MAX_ROWS,
    });
    const month = await get(heavy, '/api/credits/statement?month=2026-01');
    expect(month.status).toBe(422);
    expect(await month.json()).toEqual({
      error: expect.stringMatching(new RegExp(`more than ${MAX_ROWS} rows: export it in shorter periods`)),
      code: 'STATEMENT_TOO_LARGE',
      max_rows: MAX_ROWS,
    });

    // 6 January in Paris: 23:00 UTC the day before to 23:00 UTC, a row every 30 s.
    const day = await get(heavy, '/api/credits/transactions.csv?from=2026-01-06&to=2026-01-06');
    expect(day.status).toBe(200);
    const rows = await lines(day);
    expect(rows).toHaveLength(2880 + 1);
    expect(rows[1]).toMatch(/^2026-01-06T22:59:30\.000Z,credit_spend,/);
    expect(rows[2880]).toMatch(/^2026-01-05T23:00:00\.000Z,credit_spend,/);
    // The refusals hold no lease: the next export starts at once.
    const rest = await get(heavy, '/api/credits/transactions.csv?from=2026-01-06');
    expect(rest.status).toBe(200);
    await rest.body?.cancel();

    for (const query of ['from=2026-01-07&to=2026-01-06', 'from=2026-02-30', 'to=06/01/2026']) {
      const refused = await get(heavy, `/api/credits/transactions.csv?${query}`);
      expect(refused.status).toBe(400);
      expect((await refused.json()).code).toBe('VALIDATION_FAILED');
    }
  });
});
