// Lightning checkouts settled at BTCPay: 600 signed-in users, each with a socket open as the
// dashboard holds it and one Lightning payment opened through the gateway, settled at the BTCPay
// stand-in at 20/s for 30 s. Each settlement is timed from the settle call (BTCPay's signed webhooks → the
// gateway → payments reads the invoice again → paid → credits granted) to the dashboard showing
// the new balance: the `notification` push it listens to for credit changes, then its re-read of
// the balance. Afterwards every balance must be exactly its pack's credits.
import { connectSocket, nextIp, PASSWORD, seedUsers, signIn } from '../lib/clients.mjs';
import { atRate, measured, summarize } from '../lib/load.mjs';

const RATE = 20;
const SECONDS = 30;
const USERS = RATE * SECONDS;
const TARGET_P99_MS = 1000;
/** A settlement not shown by then counts as never arrived. */
const GIVE_UP_MS = 10_000;
/** How long the webhooks still queued at BTCPay are waited for, once settling is over. */
const DRAIN_MS = 300_000;
/** The notification that comes with a payment's credits (notifications' stored text code). */
const PAYMENT_CONFIRMED = 'notification.payment-confirmed';

async function inBatches(items, size, fn) {
  const out = [];
  for (let i = 0; i < items.length; i += size)
    out.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  return out;
}

export default {
  id: 11,
  name: `Lightning settlements at BTCPay → balance on the dashboard at ${RATE}/s`,
  target: `settle → new balance shown p99 < ${TARGET_P99_MS} ms, all within ${GIVE_UP_MS / 1000} s, no double credit`,
  notes: [
    `${USERS} signed-in users, one socket each and one Lightning payment of 20 EUR each (POST /api/create-payment, PAYMENT_ROUTES=lightning=btcpay); the BTCPay stand-in (tests/support/fake-btcpay.mjs, on a thread of its own as BTCPay is a server of its own) delivers each settlement's signed webhooks (the events docs/btcpay.md gives the webhook: processing, then settled) one after another, as BTCPay does for a store's webhook; the dashboard hears the "payment confirmed" notification push, then reads GET /api/credits/balance; the push alone is timed in the details`,
    `the payments service also polls each open BTCPay payment every BTCPAY_POLL_INTERVAL_MS (60 s, its default), as in production: ${USERS} open invoices are ${USERS / 60} status reads a second at BTCPay`,
  ],
  async run({ stack }) {
    const sockets = [];
    try {
      const seeded = await seedUsers(stack.db, 'lightning', USERS);
      const users = await inBatches(seeded, 10, async (user) => {
        const ip = nextIp();
        const { token } = await signIn(stack.baseUrl, user.email, PASSWORD);
        const socket = await connectSocket(stack.baseUrl, token);
        sockets.push(socket);
        const headers = { authorization: `Bearer ${token}`, 'x-forwarded-for': ip };
        const res = await fetch(`${stack.baseUrl}/api/create-payment`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ amount: 20, currency: 'eur', crypto: 'lightning' }),
        });
        const body = await res.json();
        if (res.status !== 201)
          throw new Error(`create-payment answered ${res.status}: ${JSON.stringify(body)}`);
        const invoiceId = (await stack.btcpay.call('byOrder', body.payment_id)).id;
        return { id: user.id, headers, socket, paymentId: body.payment_id, invoiceId };
      });
      const { rows: packs } = await stack.db.query(
        'SELECT payment_id, credits FROM payments.payments WHERE payment_id = ANY($1)',
        [users.map((u) => u.paymentId)],
      );
      const credits = new Map(packs.map((r) => [r.payment_id, Number(r.credits)]));

      const settledAt = new Map();
      const pushedAt = new Map();
      const shownAt = new Map();
      const balanceErrors = [];
      let done;
      const allShown = new Promise((r) => (done = r));
      for (const user of users) {
        const expected = credits.get(user.paymentId);
        // As the dashboard does: a credit notification makes it read the balance again.
        user.socket.on('notification', (pushed) => {
          if (pushed.code !== PAYMENT_CONFIRMED || pushedAt.has(user.id)) return;
          pushedAt.set(user.id, performance.now());
          fetch(`${stack.baseUrl}/api/credits/balance`, { headers: user.headers })
            .then((res) => res.json())
            .then(({ balance }) => {
              if (balance !== expected) balanceErrors.push({ user: user.id, balance, expected });
              else if (!shownAt.has(user.id)) {
                shownAt.set(user.id, performance.now());
                if (shownAt.size === USERS) done();
              }
            })
            .catch((err) => balanceErrors.push({ user: user.id, error: String(err) }));
        });
      }

      const btcpay = stack.btcpay;
      // The invoices' InvoiceCreated webhooks go out first (one after another, each answered
      // after a fresh read of the invoice), so settling starts on an empty queue.
      const queuedUntil = Date.now() + DRAIN_MS;
      const count = async (field) => (await btcpay.call(field)).length;
      while ((await count('deliveries')) < (await count('events')) && Date.now() < queuedUntil)
        await new Promise((r) => setTimeout(r, 200));
      await btcpay.call('idle');
      const deliveriesBefore = await count('deliveries');
      const violationsBefore = await count('violations');
      // The stand-in runs on a thread of this process: it is measured too.
      const result = await measured({ ...stack.pids(), bench: process.pid }, async () => {
        const started = performance.now();
        const settles = [];
        const { seconds } = await atRate(RATE, USERS, (i) => {
          settledAt.set(users[i].id, performance.now());
          settles.push(btcpay.call('settle', users[i].invoiceId));
        });
        const lastSettle = Math.max(...settledAt.values());
        const left = lastSettle + GIVE_UP_MS - performance.now();
        await Promise.race([allShown, new Promise((r) => setTimeout(r, Math.max(0, left)))]);
        // settle() resolves once its webhooks (and those queued before them) were answered: how
        // long BTCPay's queue took to empty, if it does within DRAIN_MS.
        const drained = await Promise.race([
          Promise.allSettled(settles).then((results) => ({
            seconds: Math.round((performance.now() - started) / 100) / 10,
            settleErrors: results.filter((r) => r.status === 'rejected').length,
          })),
          new Promise((r) => setTimeout(() => r({ seconds: null, settleErrors: 0 }), DRAIN_MS)),
        ]);
        // A late duplicate webhook or retried grant would credit twice: give it a moment.
        await new Promise((r) => setTimeout(r, 1500));
        return {
          sendSeconds: seconds,
          deliveredSeconds: drained.seconds,
          settleErrors: drained.settleErrors,
        };
      });

      const within = (map) =>
        [...map].map(([id, t]) => t - settledAt.get(id)).filter((ms) => ms <= GIVE_UP_MS);
      const toShown = summarize(within(shownAt));
      const toPush = summarize(within(pushedAt));
      const neverArrived = USERS - toShown.samples;

      const { rows: ledger } = await stack.db.query(
        `SELECT payment_id, count(*)::int AS n, sum(amount)::float AS credited FROM credits.transactions
          WHERE payment_id = ANY($1) GROUP BY payment_id`,
        [users.map((u) => u.paymentId)],
      );
      const doubleCredits = ledger.filter((r) => r.n > 1).length;
      const { rows: balances } = await stack.db.query(
        'SELECT user_id, balance::float AS balance FROM credits.balances WHERE user_id = ANY($1)',
        [users.map((u) => u.id)],
      );
      const balanceOf = new Map(balances.map((r) => [r.user_id, r.balance]));
      const wrongBalances = users.filter((u) => balanceOf.get(u.id) !== credits.get(u.paymentId)).length;

      const deliveries = (await btcpay.call('deliveries')).slice(deliveriesBefore);
      // Deliveries go one after another: while some wait, the gap between two answers is how long
      // the gateway took to answer one.
      const answered = deliveries.map((d) => d.at).sort((a, b) => a - b);
      const gaps = answered.slice(1).map((at, i) => at - answered[i]);
      const failedDeliveries = deliveries.filter((d) => d.status !== 200).length;
      const violations = (await count('violations')) - violationsBefore;
      return {
        ...result,
        connections: null,
        durationSeconds: result.sendSeconds,
        overallRate: RATE,
        requests: USERS,
        rps: Math.round(USERS / result.sendSeconds),
        rpsLabel: 'settlements/s',
        ...toShown,
        tail: { label: 'p99', ms: toShown.p99 },
        errors: result.settleErrors + balanceErrors.length,
        non2xx: failedDeliveries,
        details: {
          settlements: USERS,
          webhooksAllAnsweredAfterSeconds: result.deliveredSeconds,
          settleToBalanceShown: toShown,
          settleToNotificationPush: toPush,
          neverArrivedWithin10s: neverArrived,
          doubleCredits,
          wrongBalances,
          wrongBalanceReads: balanceErrors.slice(0, 5),
          webhookDeliveries: deliveries.length,
          webhookAnswerGapMs: summarize(gaps),
          // From the POST sent to its answer read, as BTCPay times it.
          webhookAnswerMs: summarize(deliveries.map((d) => d.tookMs)),
          failedWebhookDeliveries: failedDeliveries,
          webhookContractViolations: violations,
        },
        met:
          toShown.p99 !== null &&
          toShown.p99 < TARGET_P99_MS &&
          neverArrived === 0 &&
          doubleCredits === 0 &&
          wrongBalances === 0 &&
          balanceErrors.length === 0 &&
          failedDeliveries === 0 &&
          result.settleErrors === 0,
      };
    } finally {
      sockets.forEach((s) => s.close());
    }
  },
};
