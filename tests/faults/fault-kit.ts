/**
 * The whole stack behind fault proxies for Postgres, Redis and NATS, a steady load of sign-ups,
 * sandbox payments and administrator credit changes, and the checks every fault scenario shares:
 * how the gateway answers while something is missing, and what must hold once it is back.
 */
import type { HealthReport } from '@storefront/contracts';
import { SERVICE_NAMES } from '@storefront/contracts';
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { Client } from 'pg';
import {
  adminSession,
  AuthKit,
  call,
  NATS_URL,
  registeredUser,
  startKit,
  STRONG_PASSWORD,
  TestSession,
  uniqueEmail,
  uniqueIp,
  userSession,
} from '../support/auth-kit';
import { FaultProxy } from '../support/fault-proxy';
import { recordFigures } from '../support/figures';
import { waitFor } from '../support/stack';
import { createTestDatabase, TestDatabase } from '../support/test-database';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** How long the gateway waits for a service; every answer must come within a few of these. */
export const REQUEST_TIMEOUT_MS = 3000;
/**
 * A correctness bound, not a speed target: the longest route of the load makes five service
 * calls in a row (admin check, re-authentication check, user lookup, change, audit), each allowed
 * one timeout.
 */
export const ANSWER_BOUND_MS = 5 * REQUEST_TIMEOUT_MS + 4000;
/** A request still open this long is counted as hung. */
const HANG_MS = 30000;

export type Dependency = 'postgres' | 'redis' | 'nats';

export interface Answer {
  lane: 'signup' | 'payment' | 'simulate' | 'adjust' | 'health';
  method: string;
  path: string;
  status: number;
  body: unknown;
  startedAt: number;
  endedAt: number;
  hung: boolean;
}

interface Window {
  start: number;
  end: number;
}

const DEFAULT_PORTS: Record<string, number> = {
  'postgres:': 5432,
  'postgresql:': 5432,
  'redis:': 6379,
  'nats:': 4222,
};

function targetOf(url: string) {
  const u = new URL(url);
  return { host: u.hostname, port: Number(u.port) || DEFAULT_PORTS[u.protocol] };
}

export class FaultRig {
  readonly answers: Answer[] = [];
  /** Payment id → owner, for every payment the load opened. */
  readonly payments = new Map<string, string>();
  /** Payments whose simulated arrival the gateway confirmed with a 200. */
  readonly simulatedOk = new Set<string>();
  /** Every credit change the load asked for; amounts are unique so ledger rows can be matched. */
  readonly adjustments: {
    userId: string;
    amount: number;
    direction: 'add' | 'remove';
    key: string;
    status: number;
  }[] = [];
  readonly violations: string[] = [];
  faultsInjected = 0;
  /** Credit changes answered with an error, resubmitted with their key once the stack was back. */
  creditChangesRetried = 0;
  admin!: TestSession;
  buyers: TestSession[] = [];

  private readonly windows: Window[] = [];
  private running = false;
  private lanes: Promise<void>[] = [];
  private adjustSeq = 0;

  private constructor(
    readonly kit: AuthKit,
    readonly proxies: Record<Dependency, FaultProxy>,
    readonly database: TestDatabase,
    readonly db: Client,
    readonly redis: Redis,
  ) {}

  static async start(): Promise<FaultRig> {
    const database = await createTestDatabase();
    const proxies = {
      postgres: await FaultProxy.start(targetOf(database.url)),
      redis: await FaultProxy.start(targetOf(REDIS_URL)),
      nats: await FaultProxy.start(targetOf(NATS_URL)),
    };
    let kit: AuthKit;
    try {
      kit = await startKit({
        services: SERVICE_NAMES,
        env: {
          DATABASE_URL: proxies.postgres.url(database.url),
          REDIS_URL: proxies.redis.url(REDIS_URL),
          NATS_URL: proxies.nats.url(NATS_URL),
          REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
          HEALTH_TIMEOUT_MS: '2000',
          RATE_LIMIT_PER_IP: '1000',
          PAYMENT_POLL_INTERVAL_MS: '300',
          RECONCILE_INTERVAL_MS: '1000',
          PRICE_API_URL: 'http://127.0.0.1:9/simple/price',
          // The faults exercise the ledger path itself: no change waits for a second person.
          FOUR_EYES_CREDITS: '0',
        },
      });
    } catch (err) {
      await Promise.all(Object.values(proxies).map((p) => p.close()));
      await database.drop();
      throw err;
    }
    const db = new Client({ connectionString: database.url });
    await db.connect();
    const redis = new Redis(REDIS_URL, { lazyConnect: true });
    await redis.connect();
    const rig = new FaultRig(kit, proxies, database, db, redis);
    [rig.admin, ...rig.buyers] = await Promise.all([
      adminSession(kit),
      userSession(kit, 'buyer-a'),
      userSession(kit, 'buyer-b'),
    ]);
    return rig;
  }

  async close(): Promise<void> {
    this.running = false;
    await Promise.all(this.lanes);
    await Promise.all(Object.values(this.proxies).map((p) => p.restore()));
    await this.db.end();
    this.redis.disconnect();
    await this.kit.close();
    await Promise.all(Object.values(this.proxies).map((p) => p.close()));
    await this.database.drop();
  }

  // --- load ----------------------------------------------------------------------------------

  /** Starts the three lanes of load; they run until `stopLoad()`. */
  startLoad(): void {
    this.running = true;
    this.lanes = [
      this.lane(() => this.signUp()),
      this.lane(() => this.pay()),
      this.lane(() => this.adjust()),
    ];
  }

  async stopLoad(): Promise<void> {
    this.running = false;
    await Promise.all(this.lanes);
    this.lanes = [];
  }

  private async lane(step: () => Promise<unknown>) {
    // Bounded: a lane never runs more than this many steps, whatever happens to the stop flag.
    for (let i = 0; this.running && i < 2000; i++) {
      await step();
      await new Promise((r) => setTimeout(r, 60));
    }
  }

  private signUp() {
    return this.send('signup', 'POST', '/auth/v1/signup', {
      body: {
        email: uniqueEmail('load'),
        password: STRONG_PASSWORD,
        data: { first_name: 'Load', last_name: 'Test' },
      },
    });
  }

  private async pay() {
    const buyer = this.buyers[this.payments.size % this.buyers.length];
    const created = await this.send('payment', 'POST', '/api/create-payment', {
      token: buyer.token,
      body: { amount: 20 * (1 + (this.payments.size % 7)), crypto: 'eth', currency: 'eur' },
    });
    const paymentId = (created.body as { payment_id?: string })?.payment_id;
    if (created.status !== 201 || !paymentId) return;
    this.payments.set(paymentId, buyer.userId);
    const simulated = await this.send('simulate', 'POST', `/api/payments/${paymentId}/simulate`, {
      token: buyer.token,
    });
    if (simulated.status === 200) this.simulatedOk.add(paymentId);
  }

  private async adjust() {
    const buyer = this.buyers[this.adjustSeq % this.buyers.length];
    const amount = ++this.adjustSeq;
    const direction = amount % 3 === 0 ? 'remove' : 'add';
    const key = randomUUID();
    const answer = await this.send('adjust', 'POST', '/api/admin/credits/adjust', {
      token: this.admin.token,
      body: { userId: buyer.userId, amount, direction, reason: 'correction' },
      headers: { 'idempotency-key': key },
    });
    this.adjustments.push({ userId: buyer.userId, amount, direction, key, status: answer.status });
  }

  /**
   * What an administrator does after an error: submit the same change again (the back office
   * sends the same key). A change whose first reply was lost after it was written must not
   * be applied a second time.
   */
  async retryFailedCreditChanges(): Promise<void> {
    for (const change of this.adjustments.filter((a) => a.status !== 200)) {
      const retried = await call(this.kit, 'POST', '/api/admin/credits/adjust', {
        token: this.admin.token,
        body: {
          userId: change.userId,
          amount: change.amount,
          direction: change.direction,
          reason: 'correction',
        },
        headers: { 'idempotency-key': change.key },
      });
      if (retried.status !== 200) throw new Error(`retried credit change answered ${retried.status}`);
      change.status = 200;
      this.creditChangesRetried++;
    }
  }

  /** One HTTP call, timed, with a hang cut off and recorded as such. */
  async send(
    lane: Answer['lane'],
    method: string,
    path: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { 'x-forwarded-for': uniqueIp(), ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const startedAt = Date.now();
    let status = 0;
    let body: unknown;
    let hung = false;
    try {
      const res = await fetch(`${this.kit.stack.baseUrl}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(HANG_MS),
      });
      status = res.status;
      const text = await res.text();
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
    } catch (err) {
      hung = (err as Error).name === 'TimeoutError';
      body = String(err);
    }
    const answer: Answer = { lane, method, path, status, body, startedAt, endedAt: Date.now(), hung };
    this.answers.push(answer);
    return answer;
  }

  // --- faults --------------------------------------------------------------------------------

  /** Runs `during` between `inject` and `heal`, and remembers the window for the figures. */
  async fault(inject: () => Promise<void>, during: () => Promise<void>, heal: () => Promise<void>) {
    const window: Window = { start: Date.now(), end: Number.POSITIVE_INFINITY };
    this.windows.push(window);
    this.faultsInjected++;
    await inject();
    try {
      await during();
    } finally {
      await heal();
      window.end = Date.now();
    }
  }

  /** Answers whose request overlapped a fault. */
  duringFaults(): Answer[] {
    return this.answers.filter((a) => this.windows.some((w) => a.startedAt <= w.end && a.endedAt >= w.start));
  }

  async health(): Promise<{ status: number; body: HealthReport }> {
    const answer = await this.send('health', 'GET', '/health');
    return { status: answer.status, body: answer.body as HealthReport };
  }

  /** Waits until `/health` says 503 and names everything in `names` as down. */
  async healthNames(names: string[]): Promise<HealthReport> {
    return waitFor(
      `/health to name ${names.join(', ')} as down`,
      async () => {
        const { status, body } = await this.health();
        return status === 503 && names.every((n) => body.down?.includes(n)) ? body : undefined;
      },
      20000,
      250,
    );
  }

  /** Everything back by itself: `/health` is 200 again, without restarting anything. */
  async healthy(timeoutMs = 45000): Promise<void> {
    await waitFor(
      '/health to answer 200 again',
      async () => (await this.health()).status === 200,
      timeoutMs,
      300,
    );
  }

  // --- checks --------------------------------------------------------------------------------

  /**
   * What every answer of the load must be, fault or not: a success, or a 503 in the route's
   * error shape without internals, within the bound; never a hang, a 500 or a dropped connection.
   */
  checkAnswers(): void {
    for (const a of this.answers) {
      const problem = this.problemWith(a);
      if (problem) this.violations.push(`${a.method} ${a.path}: ${problem}`);
    }
  }

  private problemWith(a: Answer): string | undefined {
    const took = a.endedAt - a.startedAt;
    if (a.hung) return `no answer within ${HANG_MS} ms`;
    if (took > ANSWER_BOUND_MS) return `answered after ${took} ms (bound ${ANSWER_BOUND_MS} ms)`;
    if (a.status === 0) return `no HTTP answer: ${String(a.body)}`;
    if (a.lane === 'health')
      return a.status === 200 || a.status === 503 ? undefined : `health answered ${a.status}`;
    if (a.status >= 200 && a.status < 300) return undefined;
    if (a.status !== 503) return `answered ${a.status} ${JSON.stringify(a.body)}`;
    const body = a.body as Record<string, unknown>;
    const text = JSON.stringify(body);
    if (INTERNALS.test(text)) return `503 leaks internals: ${text}`;
    if (a.path.startsWith('/auth/v1/')) {
      // GoTrue's error shape, which auth-js reads.
      const ok = body?.code === 503 && typeof body.error_code === 'string' && typeof body.msg === 'string';
      return ok ? undefined : `503 not in GoTrue's shape: ${text}`;
    }
    const keys = body && typeof body === 'object' ? Object.keys(body).sort().join(',') : '';
    if (keys !== 'code,error' || body.code !== 'SERVICE_UNAVAILABLE' || typeof body.error !== 'string') {
      return `503 without a clear { error, code }: ${text}`;
    }
    return undefined;
  }

  /**
   * Once everything is back: every payment the provider confirmed is credited exactly once, every
   * accepted credit change is in the ledger once, and every balance is the sum of its ledger rows.
   * Returns how many payments and balances were checked.
   */
  async checkMoney(): Promise<{ paymentsVerified: number; balancesVerified: number }> {
    const confirmed = await this.confirmedPayments();
    for (const id of this.simulatedOk) {
      if (!confirmed.has(id)) this.violations.push(`payment ${id} simulated with a 200 but not confirmed`);
    }
    // Grants are retried and reconciled: give them time to land, then look.
    await waitFor(
      'every confirmed payment to be credited',
      async () => {
        const { rows } = await this.db.query(
          `SELECT count(*)::int AS n FROM payments.payments WHERE payment_id = ANY($1) AND NOT credits_added`,
          [[...confirmed.keys()]],
        );
        return rows[0].n === 0;
      },
      45000,
      300,
    ).catch((err: Error) => this.violations.push(err.message));

    const ledger = await this.db.query<{
      user_id: string;
      amount: string;
      payment_id: string | null;
      admin_id: string | null;
    }>(`SELECT user_id, amount, payment_id, admin_id FROM credits.transactions`);
    const byPayment = new Map<string, { user_id: string; amount: string }[]>();
    for (const row of ledger.rows) {
      if (!row.payment_id) continue;
      byPayment.set(row.payment_id, [...(byPayment.get(row.payment_id) ?? []), row]);
    }
    for (const [id, payment] of confirmed) {
      const rows = byPayment.get(id) ?? [];
      if (rows.length !== 1) {
        this.violations.push(`payment ${id} has ${rows.length} ledger rows`);
      } else if (rows[0].user_id !== payment.userId || Number(rows[0].amount) !== payment.credits) {
        this.violations.push(`payment ${id} credited ${rows[0].amount} to ${rows[0].user_id}`);
      }
    }
    for (const id of byPayment.keys()) {
      if (!confirmed.has(id)) this.violations.push(`payment ${id} credited without being confirmed`);
    }

    // Credit changes: each accepted one is in the ledger once; none appears that was not asked for.
    const adminRows = ledger.rows.filter((r) => r.admin_id);
    const signed = (a: { amount: number; direction: string }) =>
      a.direction === 'add' ? a.amount : -a.amount;
    const asked = new Map(this.adjustments.map((a) => [`${a.userId}/${signed(a)}`, a]));
    const seen = new Map<string, number>();
    for (const row of adminRows) {
      const key = `${row.user_id}/${Number(row.amount)}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
      if (!asked.has(key)) this.violations.push(`credit change ${key} in the ledger was never asked for`);
    }
    for (const [key, a] of asked) {
      const n = seen.get(key) ?? 0;
      if (a.status === 200 && n !== 1) this.violations.push(`credit change ${key} written ${n} times`);
      if (a.status !== 200) this.violations.push(`credit change ${key} never accepted (${a.status})`);
    }

    // Each buyer: purchases of confirmed payments plus the credit changes written.
    for (const buyer of this.buyers) {
      let expected = 0;
      for (const payment of confirmed.values())
        if (payment.userId === buyer.userId) expected += payment.credits;
      for (const row of adminRows) if (row.user_id === buyer.userId) expected += Number(row.amount);
      const balance = await this.balanceOf(buyer.userId);
      if (balance !== expected) {
        this.violations.push(`buyer ${buyer.userId} has ${balance} credits, expected ${expected}`);
      }
    }
    // Every account: the balance is the sum of its ledger rows.
    const mismatched = await this.db.query<{ user_id: string; balance: string; sum: string }>(
      `SELECT b.user_id, b.balance, coalesce(sum(t.amount), 0) AS sum
         FROM credits.balances b LEFT JOIN credits.transactions t ON t.user_id = b.user_id
        GROUP BY b.user_id, b.balance HAVING b.balance <> coalesce(sum(t.amount), 0)`,
    );
    for (const row of mismatched.rows) {
      this.violations.push(`user ${row.user_id} has balance ${row.balance} but ledger sum ${row.sum}`);
    }
    const orphans = await this.db.query(
      `SELECT DISTINCT t.user_id FROM credits.transactions t
         LEFT JOIN credits.balances b ON b.user_id = t.user_id WHERE b.user_id IS NULL`,
    );
    for (const row of orphans.rows)
      this.violations.push(`user ${row.user_id} has ledger rows but no balance`);
    const balances = await this.db.query(`SELECT count(*)::int AS n FROM credits.balances`);
    return { paymentsVerified: confirmed.size, balancesVerified: balances.rows[0].n };
  }

  private async balanceOf(userId: string): Promise<number> {
    const { rows } = await this.db.query(`SELECT balance FROM credits.balances WHERE user_id = $1`, [userId]);
    return rows.length ? Number(rows[0].balance) : 0;
  }

  /** Payments the sandbox provider saw arrive (its pretend chain lives in Redis). */
  private async confirmedPayments(): Promise<Map<string, { userId: string; credits: number }>> {
    const prefix = `${this.kit.stack.env.REDIS_KEY_PREFIX}payments:sandbox:paid:`;
    const keys = await this.redis.keys(`${prefix}*`);
    const providerIds = keys.map((k) => k.slice(prefix.length));
    const { rows } = await this.db.query<{ payment_id: string; user_id: string; credits: number }>(
      `SELECT payment_id, user_id, credits FROM payments.payments WHERE provider_payment_id = ANY($1)`,
      [providerIds],
    );
    return new Map(rows.map((r) => [r.payment_id, { userId: r.user_id, credits: Number(r.credits) }]));
  }

  /** After a fault: a new user signs up, pays and is credited, and an administrator changes credits. */
  async checkWorksAgain(): Promise<void> {
    const kit = this.kit;
    const user = await registeredUser(kit, 'after');
    const token = user.session.access_token;
    const created = await call(kit, 'POST', '/api/create-payment', {
      token,
      body: { amount: 40, crypto: 'btc', currency: 'eur' },
    });
    if (created.status !== 201) throw new Error(`create-payment answered ${created.status}`);
    const paymentId = created.body.payment_id as string;
    this.payments.set(paymentId, user.user.id);
    const simulated = await call(kit, 'POST', `/api/payments/${paymentId}/simulate`, { token });
    if (simulated.status !== 200) throw new Error(`simulate answered ${simulated.status}`);
    this.simulatedOk.add(paymentId);
    await waitFor(
      'the new payment to be credited',
      async () => (await this.balanceOf(user.user.id)) === 20,
      20000,
    );
    const adjusted = await call(kit, 'POST', '/api/admin/credits/adjust', {
      token: this.admin.token,
      body: { userId: user.user.id, amount: 1000 + ++this.adjustSeq, direction: 'add', reason: 'correction' },
    });
    if (adjusted.status !== 200) throw new Error(`credit change answered ${adjusted.status}`);
    this.adjustments.push({
      userId: user.user.id,
      amount: 1000 + this.adjustSeq,
      direction: 'add',
      key: randomUUID(),
      status: 200,
    });
  }

  figures(): Record<string, number> {
    return {
      faultsInjected: this.faultsInjected,
      requestsDuringFaults: this.duringFaults().filter((a) => a.lane !== 'health').length,
      creditChangesRetried: this.creditChangesRetried,
    };
  }
}

/** Stack traces, driver errors, addresses: nothing a client should see. */
const INTERNALS =
  /ECONN|EPIPE|ETIMEDOUT|EHOSTUNREACH|QueryFailed|TypeORM|ioredis|MaxRetriesPerRequest|NatsError|\bat .+:\d+|127\.0\.0\.1|:\d{4,5}\b|stack/i;

export async function sleep(ms: number): Promise<void> {
  await new Promise((r) => setTimeout(r, ms));
}

/**
 * The shape of every scenario: load runs, `faults` injects and heals, the load goes on a moment
 * after the stack says it is healthy again, then the stack must work and the money must add up.
 */
export async function underLoad(rig: FaultRig, faults: () => Promise<void>): Promise<void> {
  rig.startLoad();
  try {
    await sleep(1500);
    await faults();
    await rig.healthy();
    await sleep(1500);
  } finally {
    await rig.stopLoad();
  }
  await rig.checkWorksAgain();
  await rig.retryFailedCreditChanges();
  const money = await rig.checkMoney();
  rig.checkAnswers();
  recordFigures('faults', { ...rig.figures(), ...money, violations: rig.violations.length });
  if (rig.violations.length) console.log(`answers during the faults:\n${summary(rig)}`);
}

/** Answers during the faults per lane and status, with the slowest and one body each. */
export function summary(rig: FaultRig): string {
  const groups = new Map<string, { n: number; max: number; sample: unknown }>();
  for (const a of rig.duringFaults()) {
    const key = `${a.lane} ${a.status}`;
    const g = groups.get(key) ?? { n: 0, max: 0, sample: a.body };
    g.n++;
    g.max = Math.max(g.max, a.endedAt - a.startedAt);
    groups.set(key, g);
  }
  return [...groups]
    .map(([k, g]) => `${k}: ${g.n} (max ${g.max} ms) ${JSON.stringify(g.sample).slice(0, 160)}`)
    .join('\n');
}
