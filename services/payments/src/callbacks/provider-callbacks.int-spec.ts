import { randomBytes, randomUUID } from 'node:crypto';
import { signBtcPayWebhook } from '@storefront/platform';
import { Client } from 'pg';
import { FakeNowPayments } from '../../../../tests/support/fake-nowpayments.mjs';
import { Stack, waitFor } from '../../../../tests/support/stack';
import { stackWithClients, StackWithClients } from '../../../../tests/support/stack-clients';
import { signIpn } from '../providers/nowpayments-signature';

const IPN_SECRET = 'test-ipn-secret';
const LIMIT = 5;
const BTCPAY_SECRET = 'test-btcpay-webhook-secret';

/**
 * What anyone can make the payments service store through the provider's public callback route:
 * posts per address are limited before anything is stored, and stored callbacks are kept 30 days.
 */
describe('provider callbacks: posts limited per address, rows kept 30 days', () => {
  const fake = new FakeNowPayments();
  let stack: Stack;
  let db: Client;
  let close: StackWithClients['close'];

  beforeAll(async () => {
    const apiUrl = await fake.start();
    ({ stack, db, close } = await stackWithClients({
      services: ['payments'],
      env: {
        PAYMENT_PROVIDER: 'nowpayments',
        NOWPAYMENTS_API_URL: apiUrl,
        NOWPAYMENTS_API_KEY: 'test-key',
        NOWPAYMENTS_IPN_SECRET: IPN_SECRET,
        PRICE_API_URL: 'http://127.0.0.1:9/simple/price',
        PAYMENT_IPN_PER_IP_PER_MINUTE: String(LIMIT),
        // The gateway checks BTCPay's signature itself.
        BTCPAY_WEBHOOK_SECRET: BTCPAY_SECRET,
        PROVIDER_CALLBACKS_SWEEP_INTERVAL_MS: '300',
      },
    }));
  }, 90000);

  afterAll(async () => {
    await close?.();
    await fake.stop();
  });

  /** A post to the callback route from `ip`, signed when `signature` is given. */
  async function post(ip: string, body: Record<string, unknown>, signature?: string) {
    const res = await fetch(`${stack.baseUrl}/api/payments/ipn`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': ip,
        ...(signature ? { 'x-nowpayments-sig': signature } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json(), retryAfter: res.headers.get('retry-after') };
  }

  const stored = async () =>
    Number((await db.query(`SELECT count(*) FROM payments.provider_callbacks`)).rows[0].count);

  it('refuses an address’s posts past the limit with 429 and stores nothing of them', async () => {
    const forged = { payment_id: 4242, payment_status: 'finished', junk: randomBytes(8).toString('hex') };
    const before = await stored();
    // Two addresses of one /64 count as one client.
    const answers = await Promise.all(
      Array.from({ length: LIMIT + 3 }, (_, i) =>
        post(i % 2 ? '2001:db8:5:5::1' : '2001:db8:5:5:abcd::2', forged, 'f'.repeat(128)),
      ),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(LIMIT);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(3);
    for (const answer of refused) {
      expect(answer.body).toEqual({ error: expect.any(String), code: 'RATE_LIMITED' });
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(60);
    }
    expect((await post('2001:db8:5:5::3', forged)).status).toBe(429);
    expect(await stored()).toBe(before + LIMIT);

    // The provider, at another address, is not held back.
    const genuine = { payment_id: 4343, payment_status: 'finished', order_id: 'not-ours' };
    expect(await post('198.51.100.7', genuine, signIpn(genuine, IPN_SECRET))).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect(await stored()).toBe(before + LIMIT + 1);
  });

  it('does not count the BTCPay deliveries the gateway verified: BTCPay sends them all from one address', async () => {
    const ip = '203.0.113.44';
    const deliveries = Array.from({ length: LIMIT + 3 }, () =>
      JSON.stringify({ deliveryId: randomUUID(), type: 'InvoiceSettled', invoiceId: 'not-ours' }),
    );
    const answers: number[] = [];
    for (const body of deliveries) {
      const res = await fetch(`${stack.baseUrl}/api/payments/btcpay/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': ip,
          'btcpay-sig': signBtcPayWebhook(body, BTCPAY_SECRET),
        },
        body,
      });
      answers.push(res.status);
    }
    expect(answers).toEqual(deliveries.map(() => 200));
    // The address still has its whole allowance for anything else.
    const forged = { payment_id: 4444, payment_status: 'finished' };
    const others = [];
    for (let i = 0; i <= LIMIT; i++) others.push((await post(ip, forged, 'f'.repeat(128))).status);
    expect(others).toEqual([...Array(LIMIT).fill(401), 429]);
  });

  it('deletes the callbacks received more than 30 days ago, and keeps the others', async () => {
    const insert = (age: string, outcome: string) =>
      db.query(
        `INSERT INTO payments.provider_callbacks
           (provider, provider_payment_id, body, signature_valid, outcome, received_at)
         VALUES ('nowpayments', $1, '{}', false, $2, now() - $3::interval) RETURNING id`,
        [randomBytes(4).toString('hex'), outcome, age],
      );
    const old = (await insert('30 days 1 minute', 'old')).rows[0].id;
    const recent = (await insert('29 days 23 hours', 'recent')).rows[0].id;
    const left = async () =>
      (
        await db.query(`SELECT id FROM payments.provider_callbacks WHERE id = ANY($1)`, [[old, recent]])
      ).rows.map((r) => r.id);
    await waitFor('the sweep to delete the old callback', async () => (await left()).length === 1, 10000);
    expect(await left()).toEqual([recent]);
  });
});
