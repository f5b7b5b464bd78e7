import { CreditsSubjects, PaymentsSubjects } from '@storefront/contracts';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { waitFor } from '../../../../tests/support/stack';
import { FakeCoinGecko } from '../../../../tests/support/fake-coingecko.mjs';
import { FakeNowPayments } from '../../../../tests/support/fake-nowpayments.mjs';
import { signIpn } from '../providers/nowpayments-signature';
import { stackWithClients } from '../../../../tests/support/stack-clients';
const IPN_SECRET = 'test-ipn-secret';

/** A stack with NOWPayments faked locally, a NATS client and a database client. */
async function moneyStack(services: ('credits' | 'payments')[], env: Record<string, string>) {
  return stackWithClients({ services, env: { PAYMENT_POLL_INTERVAL_MS: '300', ...env } });
}

const row = async (db: Client, paymentId: string) =>
  (await db.query('SELECT * FROM payments.payments WHERE payment_id = $1', [paymentId])).rows[0];

/**
 * A credit costs 2 EUR. A USD checkout of a cart charges its EUR total converted at the current
 * rate (or at the configured USD price), and grants the pack's credits, never floor(usd / 2).
 */
describe('USD checkout', () => {
  const nowPayments = new FakeNowPayments();
  const coinGecko = new FakeCoinGecko();
  let apiUrl: string;
  let priceUrl: string;

  beforeAll(async () => {
    apiUrl = await nowPayments.start();
    priceUrl = await coinGecko.start();
  });
  afterAll(async () => {
    await nowPayments.stop();
    await coinGecko.stop();
  });

  const nowPaymentsEnv = () => ({
    PAYMENT_PROVIDER: 'nowpayments',
    NOWPAYMENTS_API_URL: apiUrl,
    NOWPAYMENTS_API_KEY: 'test-key',
    NOWPAYMENTS_IPN_SECRET: IPN_SECRET,
  });

  describe('at the current EUR/USD rate', () => {
    let s: Awaited<ReturnType<typeof moneyStack>>;

    beforeAll(async () => {
      // Bitcoin at 60,000 EUR and 69,000 USD: 1 EUR is 1.15 USD.
      s = await moneyStack(['credits', 'payments'], { ...nowPaymentsEnv(), PRICE_API_URL: priceUrl });
    }, 90000);
    afterAll(() => s?.close());

    it('charges a 10-credit pack (20 EUR) 23.00 USD and grants 10 credits when finished, not floor(23 / 2)', async () => {
      const userId = randomUUID();
      const created = await s.bus.request(PaymentsSubjects.create, {
        userId,
        amount: 20,
        currency: 'usd',
        crypto: 'btc',
      });
      expect(created).toMatchObject({ credits: 10, amount: 23 });
      const provider = nowPayments.byOrder(created.paymentId);
      expect(provider).toMatchObject({ price_amount: 23, price_currency: 'usd' });
      expect(await row(s.db, created.paymentId)).toMatchObject({
        amount: '23.00',
        currency: 'usd',
        credits: 10,
        credit_price: '2.30000000',
        fx_rate: '1.15000000',
      });

      const body = { ...provider, payment_status: 'finished', payin_hash: '0xusd' } as Record<
        string,
        unknown
      >;
      const res = await fetch(`${s.stack.baseUrl}/api/payments/ipn`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-nowpayments-sig': signIpn(body, IPN_SECRET) },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(200);
      await waitFor('credits to be added', async () => (await row(s.db, created.paymentId)).credits_added);
      expect((await s.bus.request(CreditsSubjects.getBalance, { userId })).balance).toBe(10);
      const view = await s.bus.request(PaymentsSubjects.get, {
        paymentId: created.paymentId,
        requesterId: userId,
        requesterIsAdmin: false,
      });
      expect(view.payment).toMatchObject({ amount: 23, currency: 'usd', credits: 10, status: 'paid' });
    });

    it('quotes the checkout page the converted amount, and keeps EUR at 2 € a credit', async () => {
      const usd = await fetch(`${s.stack.baseUrl}/api/checkout-quote?amount=20&currency=usd`);
      expect(usd.status).toBe(200);
      expect(await usd.json()).toEqual({
        success: true,
        quote: {
          eurAmount: 20,
          amount: 23,
          currency: 'usd',
          credits: 10,
          creditPrice: 2.3,
          fxRate: 1.15,
          priceSource: 'live',
        },
      });
      const eur = await (await fetch(`${s.stack.baseUrl}/api/checkout-quote?amount=20`)).json();
      expect(eur.quote).toMatchObject({
        amount: 20,
        currency: 'eur',
        credits: 10,
        creditPrice: 2,
        fxRate: null,
      });
      const bad = await fetch(`${s.stack.baseUrl}/api/checkout-quote?amount=-3&currency=usd`);
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({
        error: 'Le montant doit être supérieur à 0',
        code: 'VALIDATION_FAILED',
      });
      // The prices route keeps its shape.
      const prices = await (await fetch(`${s.stack.baseUrl}/api/crypto-prices?currency=usd`)).json();
      expect(prices).toMatchObject({ success: true, source: 'live', prices: { btc: { price: 69000 } } });
    });
  });

  describe('at a configured USD price', () => {
    let s: Awaited<ReturnType<typeof moneyStack>>;

    beforeAll(async () => {
      s = await moneyStack(['payments'], {
        ...nowPaymentsEnv(),
        PRICE_API_URL: priceUrl,
        CREDIT_PRICE_USD: '2.50',
      });
    }, 90000);
    afterAll(() => s?.close());

    it('charges the configured price per credit, with no rate', async () => {
      const created = await s.bus.request(PaymentsSubjects.create, {
        userId: randomUUID(),
        amount: 20,
        currency: 'usd',
        crypto: 'ltc',
      });
      expect(created).toMatchObject({ credits: 10, amount: 25 });
      expect(nowPayments.byOrder(created.paymentId)).toMatchObject({
        price_amount: 25,
        price_currency: 'usd',
      });
      expect(await row(s.db, created.paymentId)).toMatchObject({
        amount: '25.00',
        credits: 10,
        credit_price: '2.50000000',
        fx_rate: null,
      });
      const eur = await s.bus.request(PaymentsSubjects.create, {
        userId: randomUUID(),
        amount: 20,
        currency: 'eur',
        crypto: 'ltc',
      });
      expect(await row(s.db, eur.paymentId)).toMatchObject({
        amount: '20.00',
        currency: 'eur',
        credits: 10,
        credit_price: '2.00000000',
        fx_rate: null,
      });
    });
  });
});
