// Prints how long the admin Transactions tab's queries take over 100,000 payments.
// Run after a build: `node services/payments/bench/admin-transactions.bench.mjs` (uses DATABASE_URL's server).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const pg = require('pg');
const here = dirname(fileURLToPath(import.meta.url));
const query = require(join(here, '../dist/admin/admin-transactions.query.js'));

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const base = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/storefront');
const name = `storefront_bench_${randomBytes(4).toString('hex')}`;
const admin = new URL(base);
admin.pathname = '/postgres';
const url = new URL(base);
url.pathname = `/${name}`;

const adminClient = new pg.Client({ connectionString: admin.toString() });
await adminClient.connect();
await adminClient.query(`CREATE DATABASE ${name}`);
try {
  const migrated = spawnSync(process.execPath, [join(here, '../dist/migrate.js')], {
    env: { ...process.env, DATABASE_URL: url.toString(), LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  if (migrated.status !== 0) throw new Error('migration failed');
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  let t = Date.now();
  await db.query(
    `INSERT INTO payments.payments (payment_id, user_id, amount, currency, crypto, crypto_amount, address,
       provider, provider_payment_id, status, credits, credits_added, expires_at, created_at, paid_at)
     SELECT gen_random_uuid(), gen_random_uuid(), a, (ARRAY['eur','usd'])[1 + i % 2],
            (ARRAY['btc','eth','ltc'])[1 + i % 3], a / 1000, 'addr-' || i, 'sandbox', 'sbx_' || md5(i::text),
            s, floor(a / 2), s = 'paid' AND i % 50 <> 0, c + interval '1 hour', c, CASE WHEN s = 'paid' THEN c END
       FROM (SELECT i, (10 + i % 990)::numeric AS a,
                    (ARRAY['waiting','paid','paid','expired','confirming'])[1 + i % 5] AS s,
                    now() - (i || ' minutes')::interval AS c
               FROM generate_series(1, $1) i) g`,
    [ROWS],
  );
  await db.query('ANALYZE payments.payments');
  console.log(`seeded ${ROWS} payments in ${Date.now() - t} ms`);

  const cases = [
    ['newest, all, page 1', undefined, 'all', 'newest', 1],
    ['newest, all, page 5000', undefined, 'all', 'newest', 5000],
    ['pending, newest', undefined, 'pending', 'newest', 1],
    ['completed, amount_desc', undefined, 'completed', 'amount_desc', 1],
    ['expired, oldest', undefined, 'expired', 'oldest', 1],
    ['search payment id prefix', 'ab12', 'all', 'newest', 1],
    ['search crypto', 'bitcoin', 'all', 'newest', 1],
    ['search amount', '500', 'all', 'amount_asc', 1],
  ];
  for (const [label, search, status, sort, page] of cases) {
    const { where, params, param } = query.adminTransactionsFilter(search, status);
    const countParams = [...params];
    const limit = `LIMIT ${param(10)} OFFSET ${param((page - 1) * 10)}`;
    t = performance.now();
    await Promise.all([
      db.query(
        `SELECT ${query.LIST_COLUMNS} FROM payments.payments ${where} ORDER BY ${query.adminTransactionsOrder(sort)} ${limit}`,
        params,
      ),
      db.query(`SELECT count(*) FROM payments.payments ${where}`, countParams),
    ]);
    console.log(`${label.padEnd(28)} ${(performance.now() - t).toFixed(1)} ms (page + total)`);
  }
  t = performance.now();
  await db.query(query.STATS_SQL);
  console.log(`${'stat cards'.padEnd(28)} ${(performance.now() - t).toFixed(1)} ms`);
  await db.end();
} finally {
  await adminClient.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminClient.end();
}
