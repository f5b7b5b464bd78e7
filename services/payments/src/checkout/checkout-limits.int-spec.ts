import { Client } from 'pg';
import { AuthKit, startKit, TestSession, userSession } from '../../../../tests/support/auth-kit';
import { FakeNowPayments } from '../../../../tests/support/fake-nowpayments.mjs';

/**
 * What one signed-in user may ask of the payment provider through the checkout: payments waiting
 * at once, payments opened per minute, and re-checks asked for by transaction hashes. Every
 * refusal is a 429 with Retry-After, decided before the provider is called.
 */
describe('checkout limits per user', () => {
  const fake = new FakeNowPayments();
  let kit: AuthKit;
  let db: Client;

  beforeAll(async () => {
    const apiUrl = await fake.start();
    kit = await startKit({
      services: ['auth', 'notifications', 'payments'],
      env: {
        RATE_LIMIT_PER_IP: '500',
        PAYMENT_PROVIDER: 'nowpayments',
        NOWPAYMENTS_API_URL: apiUrl,
        NOWPAYMENTS_API_KEY: 'test-key',
        NOWPAYMENTS_IPN_SECRET: 'test-ipn-secret',
        // Only re-checks asked for by a hash reach the provider while a test looks.
        PAYMENT_POLL_INTERVAL_MS: '600000',
        PRICE_API_URL: 'http://127.0.0.1:9/simple/price',
        PAYMENTS_OPEN_PER_USER_MAX: '5',
        PAYMENTS_CREATED_PER_USER_PER_MINUTE: '6',
        PAYMENTS_RECHECKS_PER_USER_PER_MINUTE: '3',
        PAYMENTS_RECHECK_INTERVAL_SECONDS: '30',
      },
    });
    db = new Client({ connectionString: kit.stack.database.url });
    await db.connect();
  }, 120000);

  afterAll(async () => {
    await db?.end();
    await kit?.close();
    await fake.stop();
  });

  async function post(path: string, who: TestSession, body: unknown) {
    const res = await fetch(`${kit.stack.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${who.token}` },
      body: JSON.stringify(body),
    });
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      body: (await res.json()) as Record<string, unknown>,
    };
  }
  const open = (who: TestSession) =>
    post('/api/create-payment', who, { amount: 20, crypto: 'btc', currency: 'eur' });
  const providerCreations = () =>
    fake.seen.filter((r) => r.method === 'POST' && r.url === '/v1/payment').length;
  const providerChecks = (orderId: string) => {
    const id = String(fake.byOrder(orderId).payment_id);
    return fake.seen.filter((r) => r.method === 'GET' && r.url === `/v1/payment/${id}`).length;
  };
  const paymentsOf = async (who: TestSession) =>
    (await db.query('SELECT payment_id, tx_hash FROM payments.payments WHERE user_id = $1', [who.userId]))
      .rows;

  it('refuses the 6th waiting payment of a user, even when six race, before asking the provider', async () => {
    const buyer = await userSession(kit, 'many-open');
    const before = providerCreations();
    const answers = await Promise.all(Array.from({ length: 6 }, () => open(buyer)));

    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({
      status: 429,
      body: {
        code: 'TOO_MANY_OPEN_PAYMENTS',
        error: expect.stringContaining('5 payments waiting'),
      },
    });
    // The earliest of the five ends within the hour the provider gave them.
    const wait = Number(refused[0].retryAfter);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(providerCreations() - before).toBe(5);
    expect(await paymentsOf(buyer)).toHaveLength(5);

    // One of them ends: a slot is free, but this is the 7th attempt of the minute.
    await db.query(
      `UPDATE payments.payments SET status = 'expired'
        WHERE payment_id = (SELECT payment_id FROM payments.payments WHERE user_id = $1 LIMIT 1)`,
      [buyer.userId],
    );
    const seventh = await open(buyer);
    expect(seventh).toMatchObject({ status: 429, body: { code: 'PAYMENT_RATE_LIMITED' } });
    expect(Number(seventh.retryAfter)).toBeGreaterThan(0);
    expect(Number(seventh.retryAfter)).toBeLessThanOrEqual(60);
    expect(providerCreations() - before).toBe(5);
    expect(await paymentsOf(buyer)).toHaveLength(5);
  });

  it('lets a transaction hash re-check a payment once per interval and a few times a minute', async () => {
    const buyer = await userSession(kit, 'hashes');
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const created = await open(buyer);
      expect(created.status).toBe(201);
      ids.push(created.body.payment_id as string);
    }
    const hash = (paymentId: string, txHash: string) =>
      post(`/api/payment/${paymentId}/txhash`, buyer, { txHash });

    expect((await hash(ids[0], '0xfirst')).status).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    expect(providerChecks(ids[0])).toBe(1);

    // The same payment again at once: refused, nothing kept, the provider not asked.
    const again = await hash(ids[0], '0xsecond');
    expect(again).toMatchObject({ status: 429, body: { code: 'PAYMENT_RECHECK_RATE_LIMITED' } });
    expect(Number(again.retryAfter)).toBeGreaterThan(0);
    expect(Number(again.retryAfter)).toBeLessThanOrEqual(30);

    // Other payments: three re-checks a minute per user in all.
    expect((await hash(ids[1], '0xb')).status).toBe(200);
    expect((await hash(ids[2], '0xc')).status).toBe(200);
    const fourth = await hash(ids[3], '0xd');
    expect(fourth).toMatchObject({ status: 429, body: { code: 'PAYMENT_RECHECK_RATE_LIMITED' } });
    expect(Number(fourth.retryAfter)).toBeGreaterThan(0);

    await new Promise((r) => setTimeout(r, 500));
    expect(providerChecks(ids[0])).toBe(1);
    expect(providerChecks(ids[3])).toBe(0);
    const hashes = Object.fromEntries((await paymentsOf(buyer)).map((p) => [p.payment_id, p.tx_hash]));
    expect(hashes).toEqual({ [ids[0]]: '0xfirst', [ids[1]]: '0xb', [ids[2]]: '0xc', [ids[3]]: null });
  });
});
