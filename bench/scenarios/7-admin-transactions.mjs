// The back office's Transactions tab over 100,000 payments: filters, sorts, searches and deep
// pages through the gateway (each answer carries its page, the filtered total and the stat cards).
import { nextIp, signInAdmin } from '../lib/clients.mjs';
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
    return {
      ...result,
      tail: { label: 'p99', ms: result.p99 },
      details: { perCaseAloneMs: perCase },
      met: result.p99 < 100 && result.errors + result.non2xx === 0,
    };
  },
};
