// The whole stack in production mode for a benchmark run: built dist processes, a fresh database,
// NATS subjects and Redis keys of its own, and local stand-ins for the outside world (mail server,
// price API, NOWPayments, BTCPay for Lightning), so nothing leaves the machine and nothing else running is disturbed.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { createDatabase } from '../../scripts/lib/fresh-database.mjs';
import { DEFAULTS } from '../../scripts/lib/infra.mjs';
import {
  stackLayout,
  startStackProcess,
  stopAll,
  waitForHealth,
} from '../../scripts/lib/stack-processes.mjs';
import { migrate, ROOT, SERVICES } from '../../scripts/lib/workspace.mjs';
import { FakeCoinGecko } from '../../tests/support/fake-coingecko.mjs';
import { FakeNowPayments } from '../../tests/support/fake-nowpayments.mjs';
import { startBtcpayThread } from './btcpay-thread.mjs';
import { startMailSink } from './mail-sink.mjs';

const require = createRequire(join(ROOT, 'libs', 'platform', 'package.json'));
const pg = require('pg');
const Redis = require('ioredis');
const { connect: connectNats } = require('nats');
const { eventStreamName } = require('./dist/messaging/event-stream.js');
const { natsServers } = require('./dist/messaging/nats-servers.js');
const { BTCPAY_WEBHOOK_EVENTS } = createRequire(join(ROOT, 'services', 'payments', 'package.json'))(
  './dist/providers/btcpay-status.js',
);

export const ADMIN = { email: 'bench-admin@bench.test', password: 'Bench-Admin-Secret-2024!' };
export const IPN_SECRET = randomBytes(24).toString('hex');
const BTCPAY = {
  apiKey: 'bench-btcpay-key',
  storeId: 'BenchStore',
  webhookSecret: randomBytes(24).toString('hex'),
};

/** Settings the run changes from production defaults; printed with the results. */
export const BENCH_OVERRIDES = {
  SOCKETS_PER_IP_MAX: '10000',
  // Scenario 5 opens 5,000 visitor sockets from this one address.
  SOCKET_CONNECTS_PER_IP_PER_MINUTE: '100000',
  // Scenarios 8 and 9 send thousands of spends a minute with each API key.
  API_KEY_REQUESTS_PER_MINUTE: '10000000',
  // Scenarios 4 and 10 post thousands of payment callbacks a minute from this one address.
  PAYMENT_IPN_PER_IP_PER_MINUTE: '10000000',
};

export async function startStack({ log = console.log } = {}) {
  const base = process.env.DATABASE_URL ?? DEFAULTS.DATABASE_URL;
  const tag = randomBytes(4).toString('hex');
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const prices = new FakeCoinGecko();
  // Its payments stay `waiting`: confirmations come only from the signed callbacks the benchmark
  // sends. Thousands of polls are not kept.
  const nowPayments = new FakeNowPayments({ firstId: 7_000_000_000, record: false });
  // Lightning goes to BTCPay (PAYMENT_ROUTES): its invoices stay New until a scenario settles one,
  // and each move is announced by BTCPay's signed webhooks to the gateway.
  // The webhook is given the events docs/btcpay.md asks for, as a store's owner would set it. It
  // runs on a thread of its own, so its deliveries do not wait for the scenario's clients.
  const btcpayStarting = startBtcpayThread({
    ...BTCPAY,
    webhookUrl: `${publicUrl}/api/payments/btcpay/webhook`,
    authorizedEvents: { everything: false, specificEvents: [...BTCPAY_WEBHOOK_EVENTS] },
    record: false,
  });
  const [mail, priceApiUrl, nowPaymentsUrl, btcpay] = await Promise.all([
    startMailSink(),
    prices.start(),
    nowPayments.start(),
    btcpayStarting,
  ]);
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const database = await createDatabase(base, `storefront_bench_${tag}`);

  const env = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    DATABASE_URL: database.url,
    REDIS_URL: process.env.REDIS_URL ?? DEFAULTS.REDIS_URL,
    NATS_URL: process.env.NATS_URL ?? DEFAULTS.NATS_URL,
    NATS_SUBJECT_PREFIX: `bench${tag}.`,
    REDIS_KEY_PREFIX: `bench${tag}:`,
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    JWT_ISSUER: `${publicUrl}/auth/v1`,
    JWT_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: mail.url,
    PRICE_API_URL: priceApiUrl,
    PAYMENT_PROVIDER: 'nowpayments',
    NOWPAYMENTS_API_URL: nowPaymentsUrl,
    NOWPAYMENTS_API_KEY: 'bench-key',
    NOWPAYMENTS_IPN_SECRET: IPN_SECRET,
    NOWPAYMENTS_IPN_CALLBACK_URL: `${publicUrl}/api/payments/ipn`,
    PAYMENT_ROUTES: 'lightning=btcpay',
    BTCPAY_URL: btcpay.url,
    BTCPAY_API_KEY: BTCPAY.apiKey,
    BTCPAY_STORE_ID: BTCPAY.storeId,
    BTCPAY_WEBHOOK_SECRET: BTCPAY.webhookSecret,
    MFA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    // Production refuses to start without the seller printed on receipts.
    RECEIPT_SELLER_NAME: 'Oddsmith Bench SAS',
    RECEIPT_SELLER_ADDRESS: '1 rue du Banc|75001 Paris|France',
    ...BENCH_OVERRIDES,
  };

  await migrate(env);

  const logDir = join(ROOT, '.run', 'bench', tag);
  let stopping = false;
  // BENCH_PROFILE=gateway,payments writes V8 CPU profiles of those processes into the log folder.
  const profiled = new Set((process.env.BENCH_PROFILE ?? '').split(',').filter(Boolean));
  const processes = stackLayout([...SERVICES, 'gateway']).map(({ name, role }) =>
    startStackProcess({
      name,
      role,
      env,
      nodeArgs: profiled.has(name) ? ['--cpu-prof', `--cpu-prof-dir=${logDir}`] : [],
      // Straight from the process to the file: the benchmark's own process carries the load.
      logFile: join(logDir, `${name}.log`),
      onExit: (code, signal) => {
        if (!stopping) log(`  ! ${name} stopped (${signal ?? `exit ${code}`}); see ${logDir}/${name}.log`);
      },
    }),
  );

  const db = new pg.Pool({ connectionString: env.DATABASE_URL, max: 4 });
  try {
    await waitForHealth(publicUrl, { timeoutMs: 120_000 });
  } catch {
    await shutdown();
    throw new Error(`the stack did not become healthy in 120 s; logs in ${logDir}`);
  }

  async function shutdown() {
    stopping = true;
    await db?.end().catch(() => undefined);
    await stopAll(processes);
    await Promise.all([mail.stop(), prices.stop(), nowPayments.stop(), btcpay.stop()]);
    await database.drop().catch((err) => log(`  ! could not drop ${database.name}: ${err.message}`));
    await deleteRedisKeys(env.REDIS_URL, env.REDIS_KEY_PREFIX).catch((err) =>
      log(`  ! could not delete the run's Redis keys: ${err.message}`),
    );
    await deleteEventStream(env.NATS_URL, env.NATS_SUBJECT_PREFIX).catch((err) =>
      log(`  ! could not delete the run's event stream: ${err.message}`),
    );
  }

  return {
    baseUrl: publicUrl,
    env,
    db,
    logDir,
    mail,
    nowPayments,
    btcpay,
    /** Process name → pid, for CPU and memory sampling. */
    pids: () => Object.fromEntries(processes.map((p) => [p.name, p.pid])),
    /** The Postgres backends serving this run's database now (the services' pooled connections). */
    databasePids: async () =>
      (
        await db.query(
          `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
        )
      ).rows.map((r) => r.pid),
    shutdown,
  };
}

/** Only this run's JetStream stream (its own prefix), so a shared NATS keeps everything else. */
async function deleteEventStream(url, prefix) {
  const nc = await connectNats({ servers: natsServers(url), timeout: 3000 });
  try {
    const jsm = await nc.jetstreamManager();
    await jsm.streams.delete(eventStreamName(prefix)).catch(() => undefined);
  } finally {
    await nc.close();
  }
}

/** Only this run's keys (its own prefix), so a shared Redis keeps everything else. */
async function deleteRedisKeys(url, prefix) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.unlink(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
