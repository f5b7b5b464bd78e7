// One user's credits spent by 50 clients at once through the spend API until they run out: every
// spend takes the same balance row lock; the end balance must be the start minus what was spent.
import { randomBytes } from 'node:crypto';
import { seedUsers } from '../lib/clients.mjs';
import { load, measured } from '../lib/load.mjs';
import { ledgerCheck, retryUnanswered, seedCredits, seedKeys } from './8-api-spends.mjs';

const CONNECTIONS = 50;
const AMOUNT = 0.01;
/** 500 spends' worth: gone within the first seconds, after which every answer is a 402. */
const CREDITS = 5;

export default {
  id: 9,
  name: `hot user: ${CONNECTIONS} concurrent spenders on one balance`,
  target: 'all correct: final balance = initial − successful spends, never below 0',
  notes: [
    `${CONNECTIONS} connections spending ${AMOUNT} each with the user's API keys; ${CREDITS} credits to start, spent within the first seconds, after which every answer is a 402 (the lock is still taken)`,
  ],
  async run({ stack, seconds }) {
    const [user] = await seedUsers(stack.db, 'hot', 1);
    // Ten keys, the most one user may hold; each connection uses one of them.
    const secrets = await seedKeys(stack.db, Array(10).fill(user), 'Hot');
    const credits = CREDITS;
    await seedCredits(stack.db, [user], credits);
    const succeeded = new Set();
    const sent = new Map();
    const answered = new Set();
    const body = JSON.stringify({ amount: AMOUNT, description: 'Hot spend' });
    let connection = 0;
    const request = {
      method: 'POST',
      setupRequest(req, context) {
        context.key = `b9-${randomBytes(9).toString('base64url')}`;
        const secret = secrets[connection++ % secrets.length];
        sent.set(context.key, secret);
        return {
          ...req,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${secret}`,
            'idempotency-key': context.key,
          },
          body,
        };
      },
      onResponse(status, responseBody, context) {
        answered.add(context.key);
        if (status === 201) succeeded.add(JSON.parse(responseBody).id);
      },
    };
    const result = await measured(stack.pids(), () =>
      load({
        url: `${stack.baseUrl}/api/v1/spends`,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [request],
      }),
    );
    const url = `${stack.baseUrl}/api/v1/spends`;
    for (const r of await retryUnanswered(url, sent, answered, body)) if (r.id) succeeded.add(r.id);
    const ledger = await ledgerCheck(stack.db, [user.id], credits);
    const { rows } = await stack.db.query(`SELECT balance FROM credits.balances WHERE user_id = $1`, [
      user.id,
    ]);
    const balance = Number(rows[0].balance);
    const expected = Math.round((credits - succeeded.size * AMOUNT) * 100) / 100;
    const refused = result.statuses['402'] ?? 0;
    return {
      ...result,
      tail: { label: 'p99', ms: result.p99 },
      initial: credits,
      successfulSpends: succeeded.size,
      refused402: refused,
      finalBalance: balance,
      expectedBalance: expected,
      met:
        balance === expected &&
        balance >= 0 &&
        ledger.spends === succeeded.size &&
        ledger.wrong_balances + ledger.negative === 0 &&
        result.errors === 0 &&
        result.non2xx === refused,
    };
  },
};
