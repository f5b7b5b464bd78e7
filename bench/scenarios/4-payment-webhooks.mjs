// Payment confirmations through NOWPayments' signed callback (the gateway's /api/payments/ipn), each
// timed from the callback leaving to the credits service announcing the new balance.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { ROOT } from '../../scripts/lib/workspace.mjs';
import { natsEvents, stackBus } from '../lib/clients.mjs';
import { measured, summarize } from '../lib/load.mjs';
import { IPN_SECRET } from '../lib/stack.mjs';

const require = createRequire(join(ROOT, 'services', 'payments', 'package.json'));
// The payments service's own signer, from its build: required when the scenario runs, after the
// bench has built the workspace (a fresh clone has no dist yet when this module loads).
const ipnSigner = () => require('./dist/providers/nowpayments-signature.js');

const RATE = 50;
/** One in DUPLICATE_EVERY confirmations is delivered twice at once, as providers retry. */
const DUPLICATE_EVERY = 5;

async function inBatches(items, size, fn) {
  const out = [];
  for (let i = 0; i < items.length; i += size)
    out.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  return out;
}

export default {
  id: 4,
  name: `payment confirmations via IPN webhook at ${RATE}/s`,
  target: 'callback → balance p99 < 500 ms, zero double credits',
  notes: [
    `"balance updated" = the credits service's credits.balance.changed event for the buyer; one confirmation in ${DUPLICATE_EVERY} is posted twice at once; the NOWPayments stub keeps every payment "waiting" so polls never confirm one`,
  ],
  async run({ stack, seconds }) {
    const { signIpn } = ipnSigner();
    const count = RATE * seconds;
    const bus = stackBus(stack.env);
    const events = await natsEvents(stack.env);
    try {
      const created = await inBatches(Array.from({ length: count }), 10, async () => {
        const userId = randomUUID();
        const { paymentId, credits } = await bus.request('payments.payment.create', {
          userId,
          amount: 20,
          currency: 'eur',
          crypto: 'btc',
        });
        return { userId, paymentId, credits, provider: stack.nowPayments.byOrder(paymentId) };
      });
      const byUser = new Map(created.map((p) => [p.userId, p]));
      const granted = new Map();
      let doubleEvents = 0;
      let settle;
      const allGranted = new Promise((r) => (settle = r));
      await events.on('credits.balance.changed', (e) => {
        if (!byUser.has(e.userId)) return;
        if (granted.has(e.userId)) doubleEvents++;
        else granted.set(e.userId, performance.now());
        if (granted.size === count) settle();
      });

      const sentAt = new Map();
      const httpLatencies = [];
      const statuses = {};
      let errors = 0;
      const post = async (body, signature) => {
        const t = performance.now();
        try {
          const res = await fetch(`${stack.baseUrl}/api/payments/ipn`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-nowpayments-sig': signature },
            body: JSON.stringify(body),
          });
          await res.arrayBuffer();
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          httpLatencies.push(performance.now() - t);
        } catch {
          errors++;
        }
      };

      const result = await measured(stack.pids(), async () => {
        const started = performance.now();
        const inFlight = [];
        for (let i = 0; i < count; i++) {
          const due = started + (i * 1000) / RATE;
          const wait = due - performance.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          const p = created[i];
          const body = { ...p.provider, payment_status: 'finished', payin_hash: `0xbench${i}` };
          const signature = signIpn(body, IPN_SECRET);
          sentAt.set(p.userId, performance.now());
          inFlight.push(post(body, signature));
          if (i % DUPLICATE_EVERY === 0) inFlight.push(post(body, signature));
        }
        const sendSeconds = (performance.now() - started) / 1000;
        await Promise.all(inFlight);
        await Promise.race([allGranted, new Promise((r) => setTimeout(r, 30_000))]);
        // Late duplicates or retried jobs would show up as a second event; give them a moment.
        await new Promise((r) => setTimeout(r, 1500));
        return { sendSeconds };
      });

      const toBalance = [...granted].map(([userId, t]) => t - sentAt.get(userId));
      const ids = created.map((p) => p.paymentId);
      const ledger = await stack.db.query(
        `SELECT payment_id, count(*)::int AS n, sum(amount)::float AS credited FROM credits.transactions
          WHERE payment_id = ANY($1) GROUP BY payment_id`,
        [ids],
      );
      const doubleCredits = ledger.rows.filter((r) => r.n > 1).length;
      const expected = new Map(created.map((p) => [p.paymentId, p.credits]));
      const wrongAmounts = ledger.rows.filter((r) => r.credited !== expected.get(r.payment_id)).length;
      const uncredited = count - ledger.rows.length;
      const balances = await stack.db.query(
        `SELECT count(*)::int AS n FROM credits.balances b WHERE b.user_id = ANY($1) AND b.balance <> $2`,
        [created.map((p) => p.userId), created[0].credits],
      );
      const summary = summarize(toBalance);
      const non2xx = Object.entries(statuses)
        .filter(([s]) => Number(s) >= 300)
        .reduce((a, [, n]) => a + n, 0);
      return {
        ...result,
        connections: null,
        durationSeconds: seconds,
        overallRate: RATE,
        requests: httpLatencies.length,
        rps: Math.round(count / result.sendSeconds),
        ...summary,
        tail: { label: 'p99', ms: summary.p99 },
        errors,
        non2xx,
        statuses,
        details: {
          confirmations: count,
          callbacksPosted: httpLatencies.length + errors,
          credited: granted.size,
          uncredited,
          doubleCredits,
          doubleBalanceEvents: doubleEvents,
          wrongAmounts,
          wrongBalances: balances.rows[0].n,
          callbackHttp: summarize(httpLatencies),
        },
        met:
          summary.p99 !== null &&
          summary.p99 < 500 &&
          doubleCredits === 0 &&
          doubleEvents === 0 &&
          uncredited === 0 &&
          wrongAmounts === 0 &&
          balances.rows[0].n === 0 &&
          errors + non2xx === 0,
      };
    } finally {
      await events.close().catch(() => undefined);
      await bus.onApplicationShutdown().catch(() => undefined);
    }
  },
};
