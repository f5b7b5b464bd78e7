// An administrator's broadcast to 100,000 users, timed at the HTTP route the back office calls:
// notifications pages the active user ids from auth over NATS and writes the rows in batches.
import { nextIp, signInAdmin } from '../lib/clients.mjs';
import { measured } from '../lib/load.mjs';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const LIMIT_MS = 10_000;

export default {
  id: 6,
  name: `broadcast to ${USERS.toLocaleString('en')} users (POST /api/admin/notifications/broadcast)`,
  target: '< 10 s',
  async run({ stack, log }) {
    const t = Date.now();
    await stack.db.query(
      `INSERT INTO auth.users (email, first_name, last_name, password_hash, email_confirmed_at)
       SELECT 'audience-' || i || '@bench.test', 'Bench', i::text, 'not-a-hash', now()
         FROM generate_series(1, $1) i`,
      [USERS],
    );
    await stack.db.query('ANALYZE auth.users');
    const active = (await stack.db.query('SELECT count(*)::int AS n FROM auth.users WHERE is_active')).rows[0]
      .n;
    log(`    seeded ${USERS} users in ${Date.now() - t} ms (${active} active accounts in all)`);
    const { token } = await signInAdmin(stack.baseUrl);
    const before = (await stack.db.query('SELECT count(*)::int AS n FROM notifications.notifications'))
      .rows[0].n;

    return measured(stack.pids(), async () => {
      const started = performance.now();
      const res = await fetch(`${stack.baseUrl}/api/admin/notifications/broadcast`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'x-forwarded-for': nextIp(),
        },
        body: JSON.stringify({
          title: 'Benchmark',
          message: 'A broadcast to every active user',
          type: 'info',
        }),
      });
      const body = await res.json();
      const ms = Math.round(performance.now() - started);
      const stored =
        (await stack.db.query('SELECT count(*)::int AS n FROM notifications.notifications')).rows[0].n -
        before;
      return {
        connections: 1,
        requests: 1,
        rps: null,
        p50: null,
        tail: { label: 'time', ms },
        errors: res.ok ? 0 : 1,
        non2xx: res.ok ? 0 : 1,
        details: {
          status: res.status,
          count: body.count,
          activeUsers: active,
          rowsStored: stored,
          rowsPerSecond: Math.round((stored / ms) * 1000),
        },
        met: res.ok && ms < LIMIT_MS && body.count === active && stored === active,
      };
    });
  },
};
