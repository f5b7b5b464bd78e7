// The spend API under load: POST /api/v1/spends with personal API keys of 1,000 users (key check
// at the gateway, a locked balance row and a ledger row per spend), one request in ten a retry
// of an earlier Idempotency-Key; then the ledger is checked for double debits.
import { createHash, randomBytes } from 'node:crypto';
import { seedUsers } from '../lib/clients.mjs';
import { load, measured } from '../lib/load.mjs';

const USERS = 1000;
const CONNECTIONS = 50;
const CREDITS = 1000;
const AMOUNT = 0.01;
/** One request in RETRY_EVERY repeats the connection's previous Idempotency-Key and body. */
const RETRY_EVERY = 10;

/** Personal keys made as the auth service makes them: only the SHA-256 of the secret is stored. */
export async function seedKeys(db, users, name) {
  const secrets = users.map(() => `osk_${randomBytes(32).toString('base64url')}`);
  await db.query(
    `INSERT INTO auth.api_keys (kind, user_id, name, prefix, secret_hash, scopes)
     SELECT 'personal', u, $1, left(s, 12), h, ARRAY['credits:read', 'credits:spend']
       FROM unnest($2::uuid[], $3::text[], $4::text[]) AS t(u, s, h)`,
    [name, users.map((u) => u.id), secrets, secrets.map((s) => createHash('sha256').update(s).digest('hex'))],
  );
  return secrets;
}

/** Credits for each user: a credit_add ledger row and the balance it makes. */
export async function seedCredits(db, users, credits) {
  const ids = users.map((u) => u.id);
  await db.query(
    `INSERT INTO credits.transactions (user_id, type, amount, description, payment_method, status)
     SELECT u, 'credit_add', $2, 'Bench credits', 'admin', 'completed' FROM unnest($1::uuid[]) u`,
    [ids, credits],
  );
  await db.query(
    `INSERT INTO credits.balances (user_id, balance) SELECT u, $2 FROM unnest($1::uuid[]) u
     ON CONFLICT (user_id) DO UPDATE SET balance = credits.balances.balance + EXCLUDED.balance`,
    [ids, credits],
  );
  await settled(db, ids);
}

/**
 * Waits until the notifications service has taken in the credits just given (a
 * `credits.balance.changed` event each), so the measured run spends no time on them.
 */
async function settled(db, ids) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM notifications.low_balance_states WHERE user_id = ANY($1::uuid[])`,
      [ids],
    );
    if (rows[0].n === ids.length) return;
    if (Date.now() > deadline)
      throw new Error(`${ids.length - rows[0].n} credit events not taken in after 60 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * What the ledger says about the users after the run: spend rows, rows for the same key twice,
 * and users whose balance is not their start minus their spends or not the sum of their ledger.
 */
export async function ledgerCheck(db, ids, credits) {
  const { rows } = await db.query(
    `WITH spends AS (
       SELECT user_id, count(*)::int AS n, sum(-amount) AS spent, count(DISTINCT idempotency_key)::int AS keys
         FROM credits.transactions WHERE user_id = ANY($1::uuid[]) AND type = 'credit_spend' GROUP BY user_id
     ), ledger AS (
       SELECT user_id, sum(amount) AS total FROM credits.transactions WHERE user_id = ANY($1::uuid[]) GROUP BY user_id
     )
     SELECT COALESCE(sum(s.n), 0)::int AS spends,
            COALESCE(sum(s.n - s.keys), 0)::int AS same_key_twice,
            count(*) FILTER (WHERE b.balance <> $2 - COALESCE(s.spent, 0) OR b.balance <> l.total)::int AS wrong_balances,
            count(*) FILTER (WHERE b.balance < 0)::int AS negative
       FROM credits.balances b JOIN ledger l ON l.user_id = b.user_id LEFT JOIN spends s ON s.user_id = b.user_id
      WHERE b.user_id = ANY($1::uuid[])`,
    [ids, credits],
  );
  return rows[0];
}

/**
 * Requests still in flight when a load run ends are dropped by the client, though the server may
 * have applied them. As a client would, each one is sent again with its Idempotency-Key: a spend
 * that was made comes back as it was, one that was not is made now. Returns what was answered.
 */
export async function retryUnanswered(url, sent, answered, body) {
  const pending = [...sent.entries()].filter(([key]) => !answered.has(key));
  const results = [];
  for (let i = 0; i < pending.length; i += 20) {
    results.push(
      ...(await Promise.all(
        pending.slice(i, i + 20).map(async ([key, secret]) => {
          const res = await fetch(url, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${secret}`,
              'idempotency-key': key,
            },
            body,
          });
          const json = await res.json();
          return { key, status: res.status, id: res.status === 201 ? json.id : undefined };
        }),
      )),
    );
  }
  return results;
}

export default {
  id: 8,
  name: `spend API POST /api/v1/spends, ${USERS.toLocaleString('en')} users with API keys`,
  target: '≥2% of baseline req/s, p99 < 50 ms at that rate, zero double debits',
  notes: [
    `req/s: ${CONNECTIONS} connections at full speed, each request a random user's key; p50/p99: the same spends paced evenly at 2% of the baseline's req/s (p99 at full speed is in "saturated"); one request in ${RETRY_EVERY} retries the connection's previous Idempotency-Key (the same spend must come back, not a second debit); ledger checked afterwards`,
  ],
  async run({ stack, baseline, seconds }) {
    const users = await seedUsers(stack.db, 'spender', USERS);
    const secrets = await seedKeys(stack.db, users, 'Bench');
    await seedCredits(stack.db, users, CREDITS);
    const url = `${stack.baseUrl}/api/v1/spends`;
    const body = JSON.stringify({ amount: AMOUNT, description: 'Bench analysis', metadata: { bench: 8 } });
    const returned = new Set();
    /** Idempotency-Key → the secret it was sent with; and the keys that got an answer. */
    const sent = new Map();
    const answered = new Set();
    let replays = 0;
    let replayMismatches = 0;
    // autocannon keeps a connection's context through one pass over `requests`: nine fresh spends,
    // then the ninth again as a client retrying it would (same key, same body).
    const requests = Array.from({ length: RETRY_EVERY }, (_, i) => {
      const retry = i === RETRY_EVERY - 1;
      return {
        method: 'POST',
        setupRequest(req, context) {
          if (!retry) {
            context.key = `b8-${randomBytes(9).toString('base64url')}`;
            context.secret = secrets[Math.floor(Math.random() * USERS)];
            context.lastId = undefined;
            sent.set(context.key, context.secret);
          }
          return {
            ...req,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${context.secret}`,
              'idempotency-key': context.key,
            },
            body,
          };
        },
        onResponse(status, responseBody, context) {
          answered.add(context.key);
          if (status !== 201) return;
          const id = JSON.parse(responseBody).id;
          if (retry && context.lastId !== undefined) {
            replays++;
            if (context.lastId !== id) replayMismatches++;
          }
          context.lastId = id;
          returned.add(id);
        },
      };
    });
    const check = await fetch(`${stack.baseUrl}/api/v1/balance`, {
      headers: { authorization: `Bearer ${secrets[0]}` },
    }).then((r) => r.json());
    if (check.balance !== CREDITS) throw new Error(`unexpected balance ${JSON.stringify(check)}`);
    // Throughput: as many spends as 50 clients get through, each sending its next when answered.
    const pids = { ...stack.pids(), postgres: stack.databasePids };
    const result = await measured(pids, () =>
      load({ url, connections: CONNECTIONS, duration: seconds, requests }),
    );
    // Latency: spends arriving evenly at the target rate. At full throughput every answer also
    // waits behind the others in flight (50 in flight at 1,000/s is 50 ms each on average, by
    // Little's law), so the tail there measures the queue the clients make, not the service.
    const targetRate = Math.max(1, Math.round(0.02 * baseline.rps));
    const paced = await measured(pids, () =>
      load({ url, overallRate: targetRate, duration: seconds, requests }),
    );
    const retried = await retryUnanswered(url, sent, answered, body);
    for (const r of retried) if (r.id) returned.add(r.id);
    const ledger = await ledgerCheck(
      stack.db,
      users.map((u) => u.id),
      CREDITS,
    );
    const doubleDebits =
      ledger.same_key_twice + Math.max(0, ledger.spends - returned.size) + replayMismatches;
    const failed = result.errors + result.non2xx + paced.errors + paced.non2xx;
    return {
      ...result,
      saturated: { p50: result.p50, p95: result.p95, p99: result.p99, max: result.max },
      atTargetRate: {
        rate: targetRate,
        rps: paced.rps,
        requests: paced.requests,
        p50: paced.p50,
        p95: paced.p95,
        p99: paced.p99,
        max: paced.max,
        errors: paced.errors,
        non2xx: paced.non2xx,
        processes: paced.processes,
      },
      p50: paced.p50,
      p95: paced.p95,
      p99: paced.p99,
      tail: { label: 'p99', ms: paced.p99 },
      spends: ledger.spends,
      retries: replays,
      droppedAtEndRetried: retried.length,
      doubleDebits,
      wrongBalances: ledger.wrong_balances + ledger.negative,
      met:
        result.rps >= 0.02 * baseline.rps &&
        paced.p99 < 50 &&
        failed === 0 &&
        doubleDebits === 0 &&
        ledger.wrong_balances + ledger.negative === 0,
    };
  },
};
