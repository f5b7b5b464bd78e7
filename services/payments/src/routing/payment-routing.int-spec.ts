import { randomUUID } from 'node:crypto';
import { PaymentsSubjects } from '@storefront/contracts';
import type { MessageBus } from '@storefront/platform';
import { Client } from 'pg';
import { FakeBtcpay } from '../../../../tests/support/fake-btcpay.mjs';
import { FakeNowPayments } from '../../../../tests/support/fake-nowpayments.mjs';
import { Stack, waitFor } from '../../../../tests/support/stack';
import { stackWithClients, StackWithClients } from '../../../../tests/support/stack-clients';

const STORE = 'RoutingStore';

/**
 * New payments routed by PAYMENT_ROUTES between the NOWPayments and BTCPay stand-ins: NOWPayments
 * preferred for bitcoin, the only one for ether; with NOWPayments stopped, bitcoin goes to BTCPay,
 * ether is refused, and a payment NOWPayments opened before stays with it.
 */
describe('payments routed between providers by their health', () => {
  const nowPayments = new FakeNowPayments();
  const btcpay = new FakeBtcpay({ apiKey: 'routing-key', storeId: STORE, webhookSecret: 'routing-secret' });
  let stack: Stack;
  let bus: MessageBus;
  let db: Client;
  let close: StackWithClients['close'];
  let nowPaymentsUrl: string;
  const userId = randomUUID();

  beforeAll(async () => {
    nowPaymentsUrl = await nowPayments.start();
    ({ stack, bus, db, close } = await stackWithClients({
      services: ['payments'],
      env: {
        PAYMENT_PROVIDER: 'nowpayments',
        PAYMENT_ROUTES: 'btc=nowpayments,btcpay;ltc=btcpay,nowpayments;eth=nowpayments',
        PAYMENT_PROVIDER_HEALTH_INTERVAL_MS: '200',
        NOWPAYMENTS_API_URL: nowPaymentsUrl,
        NOWPAYMENTS_API_KEY: 'test-key',
        NOWPAYMENTS_IPN_SECRET: 'test-ipn-secret',
        BTCPAY_URL: await btcpay.start(),
        BTCPAY_API_KEY: 'routing-key',
        BTCPAY_STORE_ID: STORE,
        BTCPAY_WEBHOOK_SECRET: 'routing-secret',
        PRICE_API_URL: 'http://127.0.0.1:9/simple/price',
        PAYMENT_POLL_INTERVAL_MS: '300',
        BTCPAY_POLL_INTERVAL_MS: '300',
        RECONCILE_INTERVAL_MS: '3600000',
      },
    }));
  }, 90000);

  // What payments asked of the BTCPay stand-in, and its answers, as the Greenfield document says.
  afterEach(() => expect(btcpay.violations).toEqual([]));

  afterAll(async () => {
    await close?.();
    await nowPayments.stop();
    await btcpay.stop();
  });

  const open = (crypto: 'btc' | 'eth' | 'ltc') =>
    bus.request(PaymentsSubjects.create, { userId, amount: 20, currency: 'eur', crypto });
  const row = async (paymentId: string) =>
    (await db.query(`SELECT provider, status FROM payments.payments WHERE payment_id = $1`, [paymentId]))
      .rows[0] as { provider: string; status: string };
  const methods = async () => {
    const res = await fetch(`${stack.baseUrl}/api/payment-methods`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { methods: { crypto: string; available: boolean }[] };
    return Object.fromEntries(body.methods.map((m) => [m.crypto, m.available]));
  };

  it('opens each payment at the first provider of its way to pay while every provider answers', async () => {
    await waitFor('every way to pay to be offered', async () => {
      const now = await methods();
      return now.btc && now.eth && now.ltc;
    });
    const btc = await open('btc');
    const ltc = await open('ltc');
    expect((await row(btc.paymentId)).provider).toBe('nowpayments');
    expect(nowPayments.byOrder(btc.paymentId).pay_currency).toBe('btc');
    expect((await row(ltc.paymentId)).provider).toBe('btcpay');
    expect(btcpay.byOrder(ltc.paymentId).checkout.paymentMethods).toEqual(['LTC-CHAIN']);
  });

  it('with the NOWPayments stand-in stopped, sends bitcoin to BTCPay, refuses ether clearly, and keeps older payments with NOWPayments', async () => {
    const before = await open('btc');
    expect((await row(before.paymentId)).provider).toBe('nowpayments');

    // Nothing listens at its address any more: its health check's connection is refused.
    await nowPayments.stop();
    await waitFor(
      'ether to be withdrawn from the checkout',
      async () => (await methods()).eth === false,
      5000,
    );
    expect(await methods()).toMatchObject({ btc: true, ltc: true, eth: false });

    const btc = await open('btc');
    expect((await row(btc.paymentId)).provider).toBe('btcpay');
    expect(btcpay.byOrder(btc.paymentId).checkout.paymentMethods).toEqual(['BTC-CHAIN']);

    await expect(open('eth')).rejects.toMatchObject({
      status: 503,
      code: 'PAYMENT_METHOD_TEMPORARILY_UNAVAILABLE',
      message: expect.stringMatching(/temporarily unavailable/),
    });
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM payments.payments WHERE crypto = 'eth'`);
    expect(rows[0].n).toBe(0);

    // The payment NOWPayments opened is still asked of NOWPayments, never of BTCPay.
    await nowPayments.start(Number(new URL(nowPaymentsUrl).port));
    nowPayments.setStatus(before.paymentId, 'finished', 'd'.repeat(64));
    await waitFor(
      `payment ${before.paymentId} to be paid`,
      async () => (await row(before.paymentId)).status === 'paid',
      10000,
    );
    expect((await row(before.paymentId)).provider).toBe('nowpayments');
    expect(() => btcpay.byOrder(before.paymentId)).toThrow();
    const providerId = String(nowPayments.byOrder(before.paymentId).payment_id);
    expect(nowPayments.seen.some((s) => s.method === 'GET' && s.url === `/v1/payment/${providerId}`)).toBe(
      true,
    );
  });
});
