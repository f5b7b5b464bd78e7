// The back office's Transactions tab over 100,000 payments: filters, sorts, searches and deep
// pages through the gateway (each answer carries its page, the filtered total and the stat cards).
// Then the first load of the Audit log and Credits tabs over as many audit entries, users and
// administrators' credit changes: the calls each tab makes when it opens, the first one cold.
import { nextIp, seedUsers, signInAdmin } from '../lib/clients.mjs';
import { load, measured, summarize } from '../lib/load.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const CONNECTIONS = 10;

const CASES = [
  ['newest, all, page 1', 'status=all&sort=newest&page=1'],
  ['newest, all, page 5000', 'status=all&sort=newest&page=5000'],
  ['pending, newest', 'status=pending&sort=newest'],
  ['completed, amount_desc', 'status=completed&sort=amount_desc'],
  ['expired, oldest, page 20', 'status=expired&sort=oldest&page=20'],
  ['search payment id prefix', 'search=ab12'],
  ['search crypto', 'search=bitcoin'],
  ['search amount', 'search=500&sort=amount_asc'],
];

export default {
  id: 7,
  name: `admin transaction list, ${ROWS.toLocaleString('en')} payments, filtered and paged`,
  target: 'p99 < 100 ms',
  notes: [
    `${CONNECTIONS} concurrent admin connections cycling through ${CASES.length} filter/sort/search/page combinations`,
    `then the Audit log and Credits tabs' opening calls over ${ROWS.toLocaleString('en')} audit entries, users and admin credit changes (target: each tab < 2.5 s on first load)`,
  ],
  async run({ stack, seconds, log }) {
    const t = Date.now();
    await stack.db.query(
      `INSERT INTO payments.payments (payment_id, user_id, amount, currency, crypto, crypto_amount, address,
         provider, provider_payment_id, status, credits, credits_added, expires_at, created_at, paid_at)
       SELECT gen_random_uuid(), gen_random_uuid(), a, (ARRAY['eur','usd'])[1 + i % 2],
              (ARRAY['btc','eth','ltc'])[1 + i % 3], a / 1000, 'addr-' || i, 'nowpayments', 'np_' || md5(i::text),
              s, floor(a / 2), s = 'paid', c + interval '1 hour', c, CASE WHEN s = 'paid' THEN c END
         FROM (SELECT i, a, c,
                      -- Past its hour, an unpaid payment has expired (as the reconciler leaves it).
                      CASE WHEN s IN ('waiting', 'confirming') AND i > 55 THEN 'expired' ELSE s END AS s
                 FROM (SELECT i, (10 + i % 990)::numeric AS a,
                              (ARRAY['waiting','paid','paid','expired','confirming'])[1 + i % 5] AS s,
                              now() - (i || ' minutes')::interval AS c
                         FROM generate_series(1, $1) i) raw) g`,
      [ROWS],
    );
    await stack.db.query('ANALYZE payments.payments');
    log(`    seeded ${ROWS} payments in ${Date.now() - t} ms`);
    const { token } = await signInAdmin(stack.baseUrl);
    const headers = { authorization: `Bearer ${token}`, 'x-forwarded-for': nextIp() };
    const url = (query) => `${stack.baseUrl}/api/admin/transactions?${query}`;

    // Each combination alone first: the figure to look at when the mixed p99 misses.
    const perCase = {};
    for (const [label, query] of CASES) {
      const times = [];
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        const res = await fetch(url(query), { headers });
        const body = await res.json();
        times.push(performance.now() - started);
        if (!res.ok)
          throw new Error(`${label} answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
        if (i === 0) perCase[label] = { total: body.total };
      }
      perCase[label].p50 = summarize(times).p50;
    }

    const result = await measured(stack.pids(), () =>
      load({
        url: stack.baseUrl,
        connections: CONNECTIONS,
        duration: seconds,
        headers,
        requests: CASES.map(([, query]) => ({ method: 'GET', path: `/api/admin/transactions?${query}` })),
      }),
    );
    const tabs = await timeBackOfficeTabs(stack, headers, log);
    return {
      ...result,
      tail: { label: 'p99', ms: result.p99 },
      details: { perCaseAloneMs: perCase, backOfficeTabsMs: tabs },
      met:
        result.p99 < 100 &&
        result.errors + result.non2xx === 0 &&
        Object.values(tabs).every((tab) => tab.firstLoad < TAB_FIRST_LOAD_MS),
    };
  },
};

/** A back-office tab opens within this (its calls made at once, as the page makes them). */
const TAB_FIRST_LOAD_MS = 2500;

/** What each tab asks for when it opens. */
const TABS = {
  'audit log': ['/api/admin/audit-log?page=1'],
  'audit log, page 1000': ['/api/admin/audit-log?page=1000'],
  'credits tab': ['/api/admin/users?page=1&pageSize=10', '/api/admin/credit-history'],
};

/** Seeds the tables behind the Audit log and Credits tabs, then times each tab's opening calls. */
async function timeBackOfficeTabs(stack, headers, log) {
  const t = Date.now();
  const existing = (await stack.db.query('SELECT count(*)::int AS n FROM auth.users')).rows[0].n;
  if (existing < ROWS) await seedUsers(stack.db, 'tabs', ROWS - existing);
  const actions = [
    'credits.adjusted',
    'users.updated',
    'ip-ban.created',
    'maintenance.updated',
    'users.note-added',
  ];
  await stack.db.query(
    `INSERT INTO admin.audit_log (actor_id, actor_email, action, target, details, created_at)
     SELECT gen_random_uuid(), 'admin-' || (i % 7) || '@bench.test', ($2::text[])[1 + i % 5], gen_random_uuid()::text,
            jsonb_build_object('amount', i % 500, 'reason', 'bench'), now() - (i || ' seconds')::interval
       FROM generate_series(1, $1) i`,
    [ROWS, actions],
  );
  // Rows written straight in: their balance-change announcements (a trigger) would only flood NATS.
  await stack.db.query('ALTER TABLE credits.transactions DISABLE TRIGGER USER');
  try {
    await stack.db.query(
      `INSERT INTO credits.transactions (user_id, type, amount, description, admin_id, created_at)
       SELECT u.ids[1 + i % array_length(u.ids, 1)], CASE WHEN i % 4 = 0 THEN 'credit_spend' ELSE 'credit_add' END,
              CASE WHEN i % 4 = 0 THEN -(1 + i % 50) ELSE 1 + i % 50 END, 'bench',
              CASE WHEN i % 2 = 0 THEN gen_random_uuid() END, now() - (i || ' seconds')::interval
         FROM generate_series(1, $1 * 2) i,
              (SELECT array_agg(id) AS ids FROM (SELECT id FROM auth.users LIMIT 1000) picked) u`,
      [ROWS],
    );
  } finally {
    await stack.db.query('ALTER TABLE credits.transactions ENABLE TRIGGER USER');
  }
  await stack.db.query('ANALYZE admin.audit_log; ANALYZE credits.transactions; ANALYZE auth.users');
  log(`    seeded ${ROWS} audit entries, users and admin credit changes in ${Date.now() - t} ms`);

  const open = async (paths) => {
    const started = performance.now();
    await Promise.all(
      paths.map(async (path) => {
        const res = await fetch(`${stack.baseUrl}${path}`, { headers });
        const body = await res.text();
        if (!res.ok) throw new Error(`${path} answered ${res.status}: ${body.slice(0, 200)}`);
      }),
    );
    return performance.now() - started;
  };
  const figures = {};
  for (const [tab, paths] of Object.entries(TABS)) {
    const firstLoad = await open(paths);
    const again = [];
    for (let i = 0; i < 5; i++) again.push(await open(paths));
    figures[tab] = { firstLoad: Math.round(firstLoad), p50: Math.round(summarize(again).p50) };
    log(`    ${tab}: first load ${figures[tab].firstLoad} ms, then p50 ${figures[tab].p50} ms`);
  }
  return figures;
}
