// The live payment page: 200 payments confirmed through NOWPayments' signed callback, each timed
// from the callback leaving to its owner's socket hearing `payment:updated` with the payment paid
// (the page's "Payment confirmed!"), then with its credits added.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/workspace.mjs';
import { connectSocket, PASSWORD, seedUsers, signIn, stackBus } from '../lib/clients.mjs';
import { measured, summarize } from '../lib/load.mjs';
import { IPN_SECRET } from '../lib/stack.mjs';

const requirePayments = createRequire(join(ROOT, 'services', 'payments', 'package.json'));
// The payments service's own signer, from its build (see scenario 4).
const ipnSigner = () => requirePayments('./dist/providers/nowpayments-signature.js');

const PAYMENTS = 200;
// Five each: production allows a user five payments waiting for funds.
const OWNERS = 40;
const RATE = 20;
const TARGET_P99_MS = 1000;

export default {
  id: 10,
  name: `live payment page: ${PAYMENTS} callbacks → socket push at ${RATE}/s`,
  target: `callback → "paid" push p99 < ${TARGET_P99_MS} ms, every payment pushed`,
  notes: [
    `${OWNERS} signed-in owners, one socket each, ${PAYMENTS / OWNERS} payments each; the push is payment:updated with status paid, sent by whichever gateway handles the durable payments.payment.updated event; the credits-added push is timed in the details`,
  ],
  async run({ stack }) {
    const { signIpn } = ipnSigner();
    const bus = stackBus(stack.env);
    const sockets = [];
    try {
      const users = await seedUsers(stack.db, 'live-payer', OWNERS);
      const owners = [];
      for (const user of users) {
        const { token } = await signIn(stack.baseUrl, user.email, PASSWORD);
        owners.push({ id: user.id, socket: await connectSocket(stack.baseUrl, token) });
      }
      sockets.push(...owners.map((o) => o.socket));

      const payments = [];
      for (let i = 0; i < PAYMENTS; i += 10) {
        const batch = await Promise.all(
          Array.from({ length: 10 }, async (_, j) => {
            const owner = owners[(i + j) % OWNERS];
            const { paymentId } = await bus.request('payments.payment.create', {
              userId: owner.id,
              amount: 20,
              currency: 'eur',
              crypto: 'btc',
            });
            return { paymentId, provider: stack.nowPayments.byOrder(paymentId) };
          }),
        );
        payments.push(...batch);
      }

      const sentAt = new Map();
      const paidAt = new Map();
      const creditedAt = new Map();
      let settle;
      const allCredited = new Promise((r) => (settle = r));
      for (const { socket } of owners) {
        socket.on('payment:updated', (payment) => {
          const now = performance.now();
          if (!sentAt.has(payment.payment_id)) return;
          if (payment.status === 'paid' && !paidAt.has(payment.payment_id))
            paidAt.set(payment.payment_id, now);
          if (payment.creditsAdded && !creditedAt.has(payment.payment_id)) {
            creditedAt.set(payment.payment_id, now);
            if (creditedAt.size === PAYMENTS) settle();
          }
        });
      }

      const statuses = {};
      let errors = 0;
      const result = await measured(stack.pids(), async () => {
        const started = performance.now();
        const inFlight = [];
        for (let i = 0; i < PAYMENTS; i++) {
          const due = started + (i * 1000) / RATE;
          const wait = due - performance.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          const { paymentId, provider } = payments[i];
          const body = { ...provider, payment_status: 'finished', payin_hash: `0xlive${i}` };
          const signature = signIpn(body, IPN_SECRET);
          sentAt.set(paymentId, performance.now());
          inFlight.push(
            fetch(`${stack.baseUrl}/api/payments/ipn`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-nowpayments-sig': signature },
              body: JSON.stringify(body),
            })
              .then(async (res) => {
                await res.arrayBuffer();
                statuses[res.status] = (statuses[res.status] ?? 0) + 1;
              })
              .catch(() => errors++),
          );
        }
        const sendSeconds = (performance.now() - started) / 1000;
        await Promise.all(inFlight);
        await Promise.race([allCredited, new Promise((r) => setTimeout(r, 30_000))]);
        return { sendSeconds };
      });

      const since = (map) => [...map].map(([id, t]) => t - sentAt.get(id));
      const toPaid = summarize(since(paidAt));
      const toCredited = summarize(since(creditedAt));
      const non2xx = Object.entries(statuses)
        .filter(([s]) => Number(s) >= 300)
        .reduce((a, [, n]) => a + n, 0);
      const missed = PAYMENTS - paidAt.size;
      return {
        ...result,
        connections: null,
        durationSeconds: result.sendSeconds,
        overallRate: RATE,
        requests: PAYMENTS,
        rps: Math.round(PAYMENTS / result.sendSeconds),
        rpsLabel: 'callbacks/s',
        ...toPaid,
        tail: { label: 'p99', ms: toPaid.p99 },
        errors,
        non2xx,
        statuses,
        details: {
          payments: PAYMENTS,
          pushedPaid: paidAt.size,
          pushedCredited: creditedAt.size,
          callbackToPaidPush: toPaid,
          callbackToCreditedPush: toCredited,
        },
        met: toPaid.p99 !== null && toPaid.p99 < TARGET_P99_MS && missed === 0 && errors + non2xx === 0,
      };
    } finally {
      sockets.forEach((s) => s.close());
      await bus.onApplicationShutdown().catch(() => undefined);
    }
  },
};
