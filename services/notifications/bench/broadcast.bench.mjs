// Prints how long a broadcast to 100,000 users takes, end to end over NATS: the notifications
// service pages the active user ids from auth and writes the rows in batches.
// Run after a build: `node services/notifications/bench/broadcast.bench.mjs` (uses DATABASE_URL's
// server and the local NATS and Redis; BENCH_USERS changes the count).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const pg = require('pg');
const { MessageBus, PrefixedClientNats } = require('@storefront/platform');
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const base = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/storefront');
const name = `storefront_bench_${randomBytes(4).toString('hex')}`;
const adminUrl = new URL(base);
adminUrl.pathname = '/postgres';
const dbUrl = new URL(base);
dbUrl.pathname = `/${name}`;
const tag = randomBytes(4).toString('hex');
const env = {
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  DATABASE_URL: dbUrl.toString(),
  NATS_SUBJECT_PREFIX: `b${tag}.`,
  REDIS_KEY_PREFIX: `b${tag}:`,
};
const entry = (service, file) => join(root, 'services', service, 'dist', file);

const admin = new pg.Client({ connectionString: adminUrl.toString() });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const children = [];
let bus;
try {
  for (const service of ['auth', 'notifications']) {
    if (spawnSync(process.execPath, [entry(service, 'migrate.js')], { env, stdio: 'inherit' }).status !== 0) {
      throw new Error(`${service} migration failed`);
    }
  }
  const db = new pg.Client({ connectionString: dbUrl.toString() });
  await db.connect();
  let t = Date.now();
  await db.query(
    `INSERT INTO auth.users (email, first_name, last_name, password_hash, email_confirmed_at)
     SELECT 'user' || i || '@bench.test', 'User', i::text, 'x', now() FROM generate_series(1, $1) i`,
    [USERS],
  );
  console.log(`seeded ${USERS} users in ${Date.now() - t} ms`);

  for (const service of ['auth', 'notifications']) {
    children.push(spawn(process.execPath, [entry(service, 'main.js')], { env, stdio: 'inherit' }));
  }
  bus = new MessageBus(
    new PrefixedClientNats({ servers: [env.NATS_URL ?? 'nats://127.0.0.1:4222'] }, env.NATS_SUBJECT_PREFIX),
    120_000,
  );
  for (let i = 0; ; i++) {
    try {
      await bus.request('notifications.health.check', {}, { timeoutMs: 1000 });
      await bus.request('auth.health.check', {}, { timeoutMs: 1000 });
      break;
    } catch {
      if (i > 60) throw new Error('services did not start');
      await new Promise((r) => setTimeout(r, 500));
    }
  }

  t = Date.now();
  const { count } = await bus.request('notifications.notification.broadcast', {
    title: 'Benchmark',
    message: 'Broadcast to every active user',
    type: 'info',
    adminId: '00000000-0000-4000-8000-000000000000',
  });
  const ms = Date.now() - t;
  const stored = (await db.query(`SELECT count(*)::int AS n FROM notifications.notifications`)).rows[0].n;
  console.log(
    `broadcast to ${count} users: ${ms} ms (${Math.round((count / ms) * 1000)} rows/s); rows stored: ${stored}`,
  );
  await db.end();
} finally {
  await bus?.onApplicationShutdown().catch(() => undefined);
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
