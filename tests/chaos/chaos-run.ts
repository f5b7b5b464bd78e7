/**
 * The chaos run: the whole stack, two processes of each service and two gateways behind the
 * balancer, on real engines of its own on loopback ports (a NATS cluster of three, Redis with a
 * replica and three Sentinels), under a load of payments driven to confirmation, API spends and
 * live notifications to connected sockets, while it loses in turn the NATS node leading the event
 * stream, the Redis primary, a gateway and a credits replica, each brought back before the next.
 *
 * Per fault it measures the seconds until the system served again (a probe that spends through
 * the API and gets a notification pushed to its socket, the whole path of an event) and counts
 * the requests that failed and were retried. Then it checks what must hold whatever was lost:
 * every payment credited once, every spend applied once, every balance the sum of its ledger,
 * every notification stored once and pushed once to its connected socket, and no event left in an
 * outbox. `npm run chaos` runs it at full size (scripts/chaos.mjs); the integration tests run a
 * lighter one (tests/faults/chaos.int-spec.ts).
 */
import { Logger } from '@nestjs/common';
import { CreditsSubjects, SERVICE_NAMES } from '@storefront/contracts';
import { eventStreamName, MessageBus, natsConnectionOptions, PrefixedClientNats } from '@storefront/platform';
import { randomBytes, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { connect, type JetStreamManager } from 'nats';
import { Client } from 'pg';
import { io, type Socket } from 'socket.io-client';
import { nextIp, PASSWORD, seedUsers, signIn } from '../../bench/lib/clients.mjs';
import { atRate } from '../../bench/lib/load.mjs';
import { seedCredits, seedKeys } from '../../bench/scenarios/8-api-spends.mjs';
import { waitForHealth } from '../../scripts/lib/stack-processes.mjs';
import { IPN_SECRET, nowPaymentsEnv } from '../../services/payments/src/__tests__/nowpayments-test-kit';
import { signIpn } from '../../services/payments/src/providers/nowpayments-signature';
import { FakeNowPayments } from '../support/fake-nowpayments.mjs';
import { recordFigures } from '../support/figures';
import {
  startLocalNatsCluster,
  startLocalRedis,
  startLocalSentinelGroup,
  testNatsCredentials,
  type LocalNatsCluster,
  type LocalSentinelGroup,
  type LocalServer,
} from '../support/local-servers';
import { sleep } from '../support/socket-test-kit';
import { ROOT, startStack, waitFor } from '../support/stack';

export interface ChaosSize {
  /** Payments opened, paid and confirmed by the provider's signed callback. */
  payments: number;
  /** API spends, each retried with its Idempotency-Key until it is answered. */
  spends: number;
  /** Signed-in users with a live socket each; every one is sent a notification. */
  sockets: number;
}

/** `npm run chaos`. */
export const FULL: ChaosSize = { payments: 300, spends: 3000, sockets: 500 };
/** The integration tests' run. */
export const LIGHT: ChaosSize = { payments: 20, spends: 200, sockets: 30 };

export interface ChaosOptions extends ChaosSize {
  /** EVENTS_REPLICAS of the stack: 3, or 1 to see what a stream of one copy loses with its node. */
  eventsReplicas: number;
  /** Processes of each service and gateways. */
  replicas: number;
  /** Where the report goes, line by line. */
  out(line: string): void;
}

export interface FaultFigures {
  fault: string;
  /** Seconds from the kill until the probe went through, or null when it did not in time. */
  servedAgainSeconds: number | null;
  /** Failed requests per lane while the fault lasted, each of them retried. */
  retried: Record<Lane, number>;
  socketsReconnected: number;
}

export interface ChaosReport {
  faults: FaultFigures[];
  checks: { name: string; ok: boolean; detail: string }[];
  violations: string[];
}

type Lane = 'spends' | 'payments' | 'notifications';

/** How long a fault may keep the system from serving before it counts as a violation. */
const SERVE_AGAIN_BOUND_MS = 30_000;
/** How long after everything is back the outboxes, grants and pushes have to settle. */
const SETTLE_MS = 90_000;
/** A push later than this after its notification was stored counts as missed by a socket that dropped meanwhile. */
const PUSH_BOUND_MS = 30_000;
const SPENDERS = 50;
const SPEND_CREDITS = 1000;
const PAYMENT_AMOUNT = 40;
const PAYMENT_CREDITS = PAYMENT_AMOUNT / 2;
const GRANT_CREDITS = 5;
const OUTBOX_SCHEMAS = ['auth', 'payments', 'credits', 'notifications'];
/** Each process's output, `<name>.log`: the last run's only. */
const LOG_DIR = join(ROOT, '.run', 'logs', 'chaos');

/** A signed-in page's socket: reconnects by itself, and remembers what it heard and when it was away. */
class LiveClient {
  readonly received = new Map<string, number>();
  /** Times it was disconnected: [from, to]; `to` is Infinity until it is back. */
  readonly away: [number, number][] = [];
  reconnects = 0;
  readonly socket: Socket;

  constructor(
    baseUrl: string,
    readonly userId: string,
    token: string,
  ) {
    this.socket = io(baseUrl, {
      transports: ['websocket'],
      reconnectionDelay: 250,
      reconnectionDelayMax: 2000,
      timeout: 10_000,
      auth: { token },
      extraHeaders: { 'x-forwarded-for': nextIp() },
    });
    this.socket.on('notification', (n: { id: string; broadcast?: boolean }) => {
      if (!n.broadcast) this.received.set(n.id, (this.received.get(n.id) ?? 0) + 1);
    });
    this.socket.on('disconnect', () => this.away.push([Date.now(), Number.POSITIVE_INFINITY]));
    this.socket.on('connect', () => {
      const last = this.away.at(-1);
      if (last && last[1] === Number.POSITIVE_INFINITY) {
        last[1] = Date.now();
        this.reconnects++;
      }
    });
  }

  connected(): Promise<void> {
    if (this.socket.connected) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.socket.once('connect', () => resolve());
      this.socket.once('connect_error', (err) => reject(err));
    });
  }

  /** Whether it was away at some moment between `from` and `to`. */
  wasAway(from: number, to: number): boolean {
    return this.away.some(([a, b]) => a <= to && b >= from);
  }
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** One HTTP call of a client; a dropped connection or a hang is status 0. */
async function send(
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: unknown },
): Promise<Answer> {
  try {
    const res = await fetch(url, {
      method: init.method,
      headers: {
        'x-forwarded-for': nextIp(),
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      body = { text };
    }
    return { status: res.status, body };
  } catch (err) {
    return { status: 0, body: { error: String(err) } };
  }
}

/** What a client does again after an error: the same request, until it is answered or 2 minutes pass. */
const retryable = (status: number) => status === 0 || status === 429 || status >= 500;

/**
 * The run. Starts and stops everything it needs; returns the figures and what was violated
 * (nothing, when the stack survived every fault).
 */
export async function chaosRun(options: ChaosOptions): Promise<ChaosReport> {
  const { out } = options;
  const started = Date.now();
  const stamp = () => `${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`;
  const say = (line: string) => out(`[${stamp()}] ${line}`);
  const cleanups: (() => Promise<unknown>)[] = [];
  // The run's own bus client would log every lost NATS node; the report says what matters.
  Logger.overrideLogger(false);
  cleanups.push(async () => Logger.overrideLogger(['log', 'error', 'warn']));
  const violations: string[] = [];

  try {
    const redisPassword = randomBytes(12).toString('hex');
    say('starting a NATS cluster of three, Redis with a replica and three Sentinels');
    const cluster: LocalNatsCluster = await startLocalNatsCluster(3);
    cleanups.push(() => cluster.stop());
    const redis: LocalSentinelGroup = await startLocalSentinelGroup(
      redisPassword,
      randomBytes(12).toString('hex'),
    );
    cleanups.push(() => redis.stop());
    const admin = await connect({ ...natsConnectionOptions(cluster.url), ...testNatsCredentials() });
    cleanups.push(() => admin.close());
    const jsm = await admin.jetstreamManager();
    await clusterTakesStreams(jsm, options.eventsReplicas);

    const provider = new FakeNowPayments({ firstId: 8_000_000_000, record: false });
    const providerUrl = await provider.start();
    cleanups.push(() => provider.stop());
    say(
      `starting the stack: ${options.replicas} of every process, EVENTS_REPLICAS=${options.eventsReplicas} (logs: ${relative(ROOT, LOG_DIR)})`,
    );
    rmSync(LOG_DIR, { recursive: true, force: true });
    const stack = await startStack({
      services: SERVICE_NAMES,
      replicas: options.replicas,
      logDir: LOG_DIR,
      env: {
        ...nowPaymentsEnv(providerUrl),
        ...redis.env,
        NATS_URL: cluster.url,
        EVENTS_REPLICAS: String(options.eventsReplicas),
        // A run outlasts the default 15 minutes; sockets reconnect with the token they have.
        ACCESS_TOKEN_TTL_SECONDS: '7200',
        API_KEY_REQUESTS_PER_MINUTE: '10000000',
        PAYMENT_IPN_PER_IP_PER_MINUTE: '10000000',
        SOCKETS_PER_IP_MAX: '10000',
        PAYMENT_POLL_INTERVAL_MS: '2000',
      },
    });
    cleanups.push(() => stack.shutdown());
    const db = new Client({ connectionString: stack.database.url });
    await db.connect();
    cleanups.push(() => db.end());
    const bus = new MessageBus(
      new PrefixedClientNats(
        { ...natsConnectionOptions(cluster.url), ...testNatsCredentials(), name: 'chaos' },
        stack.env.NATS_SUBJECT_PREFIX,
      ),
      5000,
    );
    cleanups.push(() => bus.onApplicationShutdown());
    const stream = eventStreamName(stack.env.NATS_SUBJECT_PREFIX);

    // --- the clients ----------------------------------------------------------------------------
    say(`seeding ${options.sockets} signed-in users with sockets and ${SPENDERS} API spenders`);
    const liveUsers = await seedUsers(db, 'chaos-live', options.sockets + 1);
    const spenders = await seedUsers(db, 'chaos-spender', SPENDERS + 1);
    const secrets = await seedKeys(db, spenders, 'Chaos');
    await seedCredits(db, spenders, SPEND_CREDITS);
    const tokens = new Map<string, string>();
    await atRate(20, liveUsers.length, async (i) => {
      const user = liveUsers[i];
      const { token } = await waitFor(`${user.email} to sign in`, () =>
        signIn(stack.baseUrl, user.email, PASSWORD),
      );
      tokens.set(user.id, token);
    });
    const clients = liveUsers.map((u) => new LiveClient(stack.baseUrl, u.id, tokens.get(u.id)!));
    cleanups.push(async () => clients.forEach((c) => c.socket.close()));
    await Promise.all(clients.map((c) => c.connected()));
    const [probeClient, ...live] = clients;
    const probeSecret = secrets[SPENDERS];
    say(`${clients.length} sockets connected`);

    // --- the load -------------------------------------------------------------------------------
    const failures: { lane: Lane; at: number }[] = [];
    const adminId = randomUUID();
    /** Each call again after an error, as a client would; resolves to the answer that succeeded. */
    async function untilServed<T>(
      lane: Lane,
      attempt: () => Promise<T | undefined>,
      what: string,
    ): Promise<T> {
      const deadline = Date.now() + 120_000;
      for (let delay = 200; ; delay = Math.min(delay * 2, 2000)) {
        let why = 'no answer';
        const done = await attempt().catch((err: Error) => void (why = err.message));
        if (done !== undefined) return done;
        failures.push({ lane, at: Date.now() });
        if (Date.now() > deadline) throw new Error(`${what} was not served in 2 minutes (last: ${why})`);
        await sleep(delay);
      }
    }

    const spent: { key: string; id: string }[] = [];
    const spend = async (i: number) => {
      const key = `chaos-${i}-${randomBytes(6).toString('hex')}`;
      const answer = await untilServed(
        'spends',
        async () => {
          const a = await send(`${stack.baseUrl}/api/v1/spends`, {
            method: 'POST',
            headers: { authorization: `Bearer ${secrets[i % SPENDERS]}`, 'idempotency-key': key },
            body: { amount: 1, description: 'Chaos run' },
          });
          if (a.status === 201) return a;
          const answer = `${a.status} ${JSON.stringify(a.body).slice(0, 200)}`;
          if (!retryable(a.status)) throw new Error(`spend answered ${answer}`);
          throw new Error(answer);
        },
        `spend ${key}`,
      );
      spent.push({ key, id: String(answer.body.id) });
    };

    const paid: { paymentId: string; userId: string }[] = [];
    const pay = async (i: number) => {
      const payer = live[i % live.length];
      const token = tokens.get(payer.userId)!;
      const created = await untilServed(
        'payments',
        async () => {
          const a = await send(`${stack.baseUrl}/api/create-payment`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}` },
            body: { amount: PAYMENT_AMOUNT, crypto: 'btc', currency: 'eur' },
          });
          if (a.status !== 201) throw new Error(`${a.status} ${JSON.stringify(a.body).slice(0, 200)}`);
          return String(a.body.payment_id);
        },
        `payment ${i}`,
      );
      const hash = `0xchaos${i}`;
      provider.setStatus(created, 'finished', hash);
      const callback = { ...provider.byOrder(created), payment_status: 'finished', payin_hash: hash };
      await untilServed(
        'payments',
        async () => {
          const a = await send(`${stack.baseUrl}/api/payments/ipn`, {
            method: 'POST',
            headers: { 'x-nowpayments-sig': signIpn(callback, IPN_SECRET) },
            body: callback,
          });
          if (a.status !== 200) throw new Error(`${a.status} ${JSON.stringify(a.body).slice(0, 200)}`);
          return true;
        },
        `callback of ${created}`,
      );
      paid.push({ paymentId: created, userId: payer.userId });
    };

    /** An administrator's credit change, as the back office asks it: a notification for the user. */
    const granted: { transactionId: string; userId: string }[] = [];
    const grant = async (i: number) => {
      const user = live[i % live.length];
      const reply = await untilServed(
        'notifications',
        () =>
          bus.request(CreditsSubjects.adjust, {
            userId: user.userId,
            amount: GRANT_CREDITS,
            direction: 'add',
            adminId,
            requestId: `${adminId}:chaos-grant-${i}`,
            description: 'Chaos run',
          }),
        `credit change ${i}`,
      );
      granted.push({ transactionId: reply.transaction.id, userId: user.userId });
    };

    // --- the probe ------------------------------------------------------------------------------
    let probeSeq = 0;
    let lastProbeFailure = '';
    /** A spend through the gateway, then a credit change whose notification must reach the probe's socket. */
    async function probe(): Promise<boolean> {
      const spent = await send(`${stack.baseUrl}/api/v1/spends`, {
        method: 'POST',
        headers: { authorization: `Bearer ${probeSecret}`, 'idempotency-key': `probe-${randomUUID()}` },
        body: { amount: 1, description: 'Chaos probe' },
      });
      if (spent.status !== 201) {
        lastProbeFailure = `the probe's spend answered ${spent.status} ${JSON.stringify(spent.body).slice(0, 200)}`;
        return false;
      }
      const amount = ++probeSeq;
      const heard = new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          probeClient.socket.off('notification', listener);
          resolve(false);
        }, 5000);
        const listener = (n: { params?: { amount?: number } }) => {
          if (n.params?.amount !== amount) return;
          clearTimeout(timer);
          probeClient.socket.off('notification', listener);
          resolve(true);
        };
        probeClient.socket.on('notification', listener);
      });
      const asked = await bus
        .request(CreditsSubjects.adjust, { userId: probeClient.userId, amount, direction: 'add', adminId })
        .then(
          () => true,
          (err: Error) => {
            lastProbeFailure = `the probe's credit change failed: ${err.message}`;
            return false;
          },
        );
      if (!asked) return false;
      if (await heard) return true;
      lastProbeFailure = `the probe's socket (${probeClient.socket.connected ? 'connected' : 'disconnected'}) heard no notification within 5 s`;
      return false;
    }

    async function servedAgain(since: number): Promise<number | null> {
      while (Date.now() - since < SERVE_AGAIN_BOUND_MS) {
        if (await probe().catch(() => false)) return (Date.now() - since) / 1000;
        await sleep(250);
      }
      return null;
    }

    // --- the faults -----------------------------------------------------------------------------
    let lostNatsNode = '';
    const faults: { name: string; kill(): Promise<string>; bringBack(): Promise<void> }[] = [
      {
        name: 'NATS node leading the event stream',
        kill: async () => {
          const leader = (await jsm.streams.info(stream)).cluster?.leader;
          const node = leader ? cluster.nodes.get(leader) : undefined;
          if (!leader || !node) throw new Error(`the event stream ${stream} has no leader`);
          await node.crash();
          lostNatsNode = leader;
          return `killed NATS node ${leader}`;
        },
        bringBack: async () => {
          // The machine that replaces it: same name and address, nothing on its disk.
          await cluster.nodes.get(lostNatsNode)!.restart({ emptyStore: true });
          await waitFor(
            'the event stream to have every copy current again',
            async () => {
              const info = await jsm.streams.info(stream);
              const peers = info.cluster?.replicas ?? [];
              return peers.length === options.eventsReplicas - 1 && peers.every((p) => p.current);
            },
            60_000,
            500,
          ).catch((err: Error) => violations.push(`NATS node ${lostNatsNode} back: ${err.message}`));
        },
      },
      {
        name: 'Redis primary',
        kill: async () => {
          await redis.primary.crash();
          return `killed the Redis primary (port ${redis.primary.port})`;
        },
        bringBack: async () => {
          const promoted = await waitFor(
            'the Sentinels to name a new primary',
            async () => {
              const [, port] = (await redis.watcher.call(
                'SENTINEL',
                'GET-MASTER-ADDR-BY-NAME',
                'mymaster',
              )) as string[];
              return Number(port) !== redis.primary.port ? Number(port) : undefined;
            },
            30_000,
            250,
          );
          // A new machine joins as the replica of the promoted one.
          const primary: LocalServer = { url: '', port: promoted, stop: async () => undefined };
          const replacement = await startLocalRedis(redisPassword, 'redis-server', primary);
          cleanups.push(() => replacement.stop());
        },
      },
      {
        name: 'gateway',
        kill: async () => {
          await stack.kill(`gateway-${options.replicas}`);
          return `killed gateway-${options.replicas}`;
        },
        bringBack: async () => {
          await stack.start(`gateway-${options.replicas}`);
          await waitForHealth(stack.gateways[options.replicas - 1], { services: [], intervalMs: 250 });
        },
      },
      {
        name: 'credits replica',
        kill: async () => {
          await stack.kill('credits-1');
          return 'killed credits-1';
        },
        bringBack: async () => {
          await stack.start('credits-1');
          await waitForHealth(stack.healthUrls('credits-1')[0], { intervalMs: 250 });
        },
      },
    ];

    const slices = faults.length;
    const part = (total: number, k: number) =>
      Math.floor((total * (k + 1)) / slices) - Math.floor((total * k) / slices);
    const offset = (total: number, k: number) => Math.floor((total * k) / slices);
    const figures: FaultFigures[] = [];
    const loadErrors: string[] = [];
    // Each fault's share of the load, spread over this long: 50 spends a second at most.
    const phaseSeconds = Math.max(10, Math.ceil(options.spends / slices / 50));
    say(
      `load: ${options.payments} payments, ${options.spends} spends, ${live.length} notifications and more`,
    );

    for (const [k, fault] of faults.entries()) {
      const reconnectsBefore = live.reduce((n, c) => n + c.reconnects, 0);
      const windowStart = Date.now();
      const lane = (total: number, fn: (i: number) => Promise<void>) =>
        atRate(part(total, k) / phaseSeconds, part(total, k), (i) => fn(offset(total, k) + i)).then(
          ({ results }) => {
            for (const r of results) if (r.status === 'rejected') loadErrors.push(String(r.reason));
          },
        );
      const load = Promise.all([
        lane(options.spends, spend),
        lane(options.payments, pay),
        lane(live.length, grant),
      ]);
      await sleep(2000);
      const killedAt = Date.now();
      say(`${fault.name}: ${await fault.kill()}`);
      const served = await servedAgain(killedAt);
      if (served === null)
        violations.push(
          `${fault.name}: not serving again within ${SERVE_AGAIN_BOUND_MS / 1000} s (${lastProbeFailure})`,
        );
      say(
        `${fault.name}: ${served === null ? 'NOT serving again' : `serving again after ${served.toFixed(1)} s`}`,
      );
      await sleep(2000);
      await fault.bringBack();
      say(`${fault.name}: brought back`);
      await load;
      const windowEnd = Date.now();
      const retried = { spends: 0, payments: 0, notifications: 0 };
      for (const f of failures) if (f.at >= windowStart && f.at < windowEnd) retried[f.lane]++;
      figures.push({
        fault: fault.name,
        servedAgainSeconds: served,
        retried,
        socketsReconnected: live.reduce((n, c) => n + c.reconnects, 0) - reconnectsBefore,
      });
    }
    violations.push(...loadErrors);

    // --- the checks -----------------------------------------------------------------------------
    say('every fault is over: waiting for the outboxes, grants and pushes to settle');
    const expected = [
      ...paid.map((p) => ({ key: `payment:${p.paymentId}`, userId: p.userId })),
      ...granted.map((g) => ({ key: `credits:${g.transactionId}`, userId: g.userId })),
    ];
    const byUser = new Map(live.map((c) => [c.userId, c]));
    const settled = async () => {
      const unsent = await unsentEvents(db);
      const { rows } = await db.query(
        `SELECT count(*)::int AS n FROM payments.payments WHERE payment_id = ANY($1) AND NOT credits_added`,
        [paid.map((p) => p.paymentId)],
      );
      const stored = await storedNotifications(
        db,
        expected.map((e) => e.key),
      );
      const pushed = [...stored.values()].every((row) => {
        const client = byUser.get(row.userId)!;
        return (
          client.received.has(row.id) || client.wasAway(row.createdAt - 2000, row.createdAt + PUSH_BOUND_MS)
        );
      });
      return unsent === 0 && rows[0].n === 0 && stored.size === expected.length && pushed;
    };
    await waitFor('the stack to settle', settled, SETTLE_MS, 1000).catch(() => undefined);
    await sleep(2000);

    const checks: ChaosReport['checks'] = [];
    const check = (name: string, problems: string[], detail: string) => {
      checks.push({
        name,
        ok: problems.length === 0,
        detail: problems.length ? `${problems.length} violations` : detail,
      });
      violations.push(...problems.slice(0, 20).map((p) => `${name}: ${p}`));
      if (problems.length > 20) violations.push(`${name}: … and ${problems.length - 20} more`);
    };

    // Payments: each credited once, with its credits, to its payer; nothing else credited.
    {
      const problems: string[] = [];
      const { rows } = await db.query<{ payment_id: string; user_id: string; amount: string; n: number }>(
        `SELECT payment_id, min(user_id::text) AS user_id, sum(amount) AS amount, count(*)::int AS n
           FROM credits.transactions WHERE payment_id IS NOT NULL GROUP BY payment_id`,
      );
      const ledger = new Map(rows.map((r) => [r.payment_id, r]));
      for (const p of paid) {
        const row = ledger.get(p.paymentId);
        if (!row) problems.push(`payment ${p.paymentId} not credited`);
        else if (row.n !== 1) problems.push(`payment ${p.paymentId} credited ${row.n} times`);
        else if (row.user_id !== p.userId || Number(row.amount) !== PAYMENT_CREDITS)
          problems.push(`payment ${p.paymentId} credited ${row.amount} to ${row.user_id}`);
      }
      const ours = new Set(paid.map((p) => p.paymentId));
      for (const id of ledger.keys())
        if (!ours.has(id)) problems.push(`payment ${id} credited but never paid`);
      check('every payment credited exactly once', problems, `${paid.length} payments`);
    }

    // Spends: one ledger row per Idempotency-Key, the one its answer named.
    {
      const problems: string[] = [];
      const { rows } = await db.query<{ id: string }>(
        `SELECT id FROM credits.transactions WHERE type = 'credit_spend' AND user_id = ANY($1::uuid[])`,
        [spenders.slice(0, SPENDERS).map((u) => u.id)],
      );
      const ids = new Set(rows.map((r) => r.id));
      const answered = new Set(spent.map((s) => s.id));
      if (answered.size !== spent.length)
        problems.push(`${spent.length - answered.size} spends answered with another's row`);
      for (const s of spent)
        if (!ids.has(s.id)) problems.push(`spend ${s.key} answered ${s.id}, not in the ledger`);
      if (rows.length !== spent.length) problems.push(`${rows.length} spend rows for ${spent.length} spends`);
      if (spent.length !== options.spends)
        problems.push(`${options.spends - spent.length} spends never answered`);
      check('every spend applied exactly once', problems, `${spent.length} spends`);
    }

    // The ledger: every balance is the sum of its rows.
    {
      const { rows } = await db.query<{ user_id: string; balance: string; total: string }>(
        `SELECT b.user_id, b.balance, l.total FROM credits.balances b
           FULL JOIN (SELECT user_id, sum(amount) AS total FROM credits.transactions GROUP BY user_id) l
             ON l.user_id = b.user_id
          WHERE b.balance IS DISTINCT FROM l.total`,
      );
      const { rows: count } = await db.query(`SELECT count(*)::int AS n FROM credits.balances`);
      check(
        'the ledger sums to every balance',
        rows.map((r) => `user ${r.user_id}: balance ${r.balance}, ledger ${r.total}`),
        `${count[0].n} balances`,
      );
    }

    // Notifications: stored once each, pushed once to the socket of its user.
    {
      const stored = await storedNotifications(
        db,
        expected.map((e) => e.key),
      );
      const storing: string[] = [];
      const pushing: string[] = [];
      let missedWhileAway = 0;
      for (const e of expected) {
        const row = stored.get(e.key);
        if (!row) {
          storing.push(`${e.key} not stored`);
          continue;
        }
        const client = byUser.get(e.userId)!;
        const times = client.received.get(row.id) ?? 0;
        if (times > 1) pushing.push(`${e.key} pushed ${times} times to one socket`);
        if (times === 0) {
          if (client.wasAway(row.createdAt - 2000, row.createdAt + PUSH_BOUND_MS)) missedWhileAway++;
          else pushing.push(`${e.key} never pushed to its connected socket`);
        }
      }
      check('every notification stored once', storing, `${expected.length} notifications`);
      check(
        'every notification pushed once to each connected socket',
        pushing,
        `${expected.length - missedWhileAway} pushes to ${live.length} sockets` +
          (missedWhileAway ? `, ${missedWhileAway} missed by sockets reconnecting` : ''),
      );
    }

    // Outboxes: every event published.
    {
      const unsent = await unsentEvents(db);
      check(
        'the outboxes empty',
        unsent ? [`${unsent} events never published`] : [],
        OUTBOX_SCHEMAS.join(', '),
      );
    }

    printReport(out, figures, checks, violations, options);
    recordFigures('chaos', {
      faults: figures.length,
      payments: paid.length,
      spends: spent.length,
      notifications: expected.length,
      sockets: live.length,
      slowestRecoverySeconds: Math.max(...figures.map((f) => f.servedAgainSeconds ?? Infinity)),
      violations: violations.length,
    });
    return { faults: figures, checks, violations };
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  }
}

/** Waits until the cluster can place a stream of `replicas` copies (its nodes have all met). */
async function clusterTakesStreams(jsm: JetStreamManager, replicas: number): Promise<void> {
  const name = `CHAOS_PROBE_${randomBytes(4).toString('hex')}`;
  await waitFor(
    `the NATS cluster to take a stream of ${replicas} copies`,
    async () => {
      await jsm.streams.add({ name, subjects: [`${name}.>`], num_replicas: replicas });
      return true;
    },
    30_000,
    500,
  );
  await jsm.streams.delete(name);
}

/** Events written to any service's outbox and not yet published. */
async function unsentEvents(db: Client): Promise<number> {
  const { rows } = await db.query(
    OUTBOX_SCHEMAS.map(
      (schema) => `SELECT count(*)::int AS n FROM ${schema}.outbox WHERE published_at IS NULL`,
    ).join(' UNION ALL '),
  );
  return rows.reduce((sum, row) => sum + (row.n as number), 0);
}

/** The stored notifications of these dedupe keys. */
async function storedNotifications(
  db: Client,
  keys: string[],
): Promise<Map<string, { id: string; userId: string; createdAt: number }>> {
  const { rows } = await db.query<{ id: string; user_id: string; dedupe_key: string; created_at: Date }>(
    `SELECT id, user_id, dedupe_key, created_at FROM notifications.notifications WHERE dedupe_key = ANY($1)`,
    [keys],
  );
  return new Map(
    rows.map((r) => [r.dedupe_key, { id: r.id, userId: r.user_id, createdAt: r.created_at.getTime() }]),
  );
}

function printReport(
  out: (line: string) => void,
  faults: FaultFigures[],
  checks: ChaosReport['checks'],
  violations: string[],
  options: ChaosOptions,
): void {
  out('');
  out(
    `Chaos run: ${options.payments} payments, ${options.spends} spends, ${options.sockets} sockets; ` +
      `${options.replicas} of every process; EVENTS_REPLICAS=${options.eventsReplicas}`,
  );
  out('');
  const header = [
    'fault',
    'served again',
    'failed and retried: spends',
    'payments',
    'notifications',
    'sockets reconnected',
  ];
  const rows = faults.map((f) => [
    f.fault,
    f.servedAgainSeconds === null ? 'not in time' : `${f.servedAgainSeconds.toFixed(1)} s`,
    String(f.retried.spends),
    String(f.retried.payments),
    String(f.retried.notifications),
    String(f.socketsReconnected),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  out(line(header));
  rows.forEach((r) => out(line(r)));
  out('');
  for (const c of checks) out(`${c.ok ? 'ok  ' : 'FAIL'} ${c.name} (${c.detail})`);
  out('');
  if (violations.length) {
    out(`${violations.length} violations:`);
    violations.forEach((v) => out(`  ${v}`));
  } else {
    out('no violations');
  }
}
