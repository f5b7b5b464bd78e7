// A signed-in read: token check at the gateway, then the notifications service and Postgres.
import { seedUsers, signIn, PASSWORD } from '../lib/clients.mjs';
import { load, measured } from '../lib/load.mjs';

const ROWS = 20;
const CONNECTIONS = 20;

export default {
  id: 2,
  name: `signed-in read GET /api/notifications (${ROWS} rows)`,
  target: '≥4% of baseline req/s, p99 < 50 ms',
  async run({ stack, baseline, seconds }) {
    const [user] = await seedUsers(stack.db, 'reader', 1);
    await stack.db.query(
      `INSERT INTO notifications.notifications (user_id, type, title, message, is_read, created_at)
       SELECT $1, 'info', 'Notification ' || i, 'Body of notification ' || i, i % 3 = 0,
              now() - (i || ' minutes')::interval
         FROM generate_series(1, $2) i`,
      [user.id, ROWS],
    );
    const { token } = await signIn(stack.baseUrl, user.email, PASSWORD);
    const url = `${stack.baseUrl}/api/notifications`;
    const check = await fetch(url, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json());
    if (check.notifications?.length !== ROWS) {
      throw new Error(`expected ${ROWS} notifications, got ${JSON.stringify(check).slice(0, 200)}`);
    }
    const result = await measured(stack.pids(), () =>
      load({
        url,
        connections: CONNECTIONS,
        duration: seconds,
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    return {
      ...result,
      tail: { label: 'p99', ms: result.p99 },
      met: result.rps >= 0.04 * baseline.rps && result.p99 < 50 && result.errors + result.non2xx === 0,
    };
  },
};
