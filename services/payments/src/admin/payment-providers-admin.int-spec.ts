import { PaymentsSubjects } from '@storefront/contracts';
import type { MessageBus } from '@storefront/platform';
import { Client } from 'pg';
import { stackWithClients, StackWithClients } from '../../../../tests/support/stack-clients';

/** Payments of each provider, paid or not, one of them older than the overview's 30 days. */
const SEED_SQL = `
  INSERT INTO payments.payments (payment_id, user_id, amount, currency, crypto, crypto_amount, address,
     provider, provider_payment_id, status, credits, credits_added, expires_at, created_at, paid_at,
     paid_amount, marked_by_hand)
  VALUES
    (gen_random_uuid(), gen_random_uuid(), 20, 'eur', 'btc', 0.0003, 'a1', 'btcpay', 'inv-1', 'paid', 10, true,
     now() + interval '1 hour', now() - interval '1 day', now(), NULL, true),
    (gen_random_uuid(), gen_random_uuid(), 40, 'eur', 'ltc', 0.5, 'a2', 'btcpay', 'inv-2', 'partially_paid', 10, true,
     now() + interval '1 hour', now() - interval '2 days', now(), 10, false),
    (gen_random_uuid(), gen_random_uuid(), 21.74, 'usd', 'eth', 0.01, 'a3', 'nowpayments', '5001', 'paid', 10, true,
     now() + interval '1 hour', now() - interval '3 days', now(), NULL, false),
    (gen_random_uuid(), gen_random_uuid(), 20, 'eur', 'btc', 0.0003, 'a4', 'nowpayments', '5002', 'waiting', 10, false,
     now() + interval '1 hour', now() - interval '1 hour', NULL, NULL, false),
    (gen_random_uuid(), gen_random_uuid(), 20, 'eur', 'btc', 0.0003, 'a5', 'nowpayments', '5003', 'paid', 10, true,
     now() + interval '1 hour', now() - interval '40 days', now() - interval '40 days', NULL, false)`;

/** The back office's view of the providers: the list filtered by one, and each one's 30-day share. */
describe('payment providers in the back office', () => {
  let bus: MessageBus;
  let db: Client;
  let close: StackWithClients['close'];

  beforeAll(async () => {
    ({ bus, db, close } = await stackWithClients({
      services: ['payments'],
      gateway: false,
      env: { PRICE_API_URL: 'http://127.0.0.1:9/simple/price', RECONCILE_INTERVAL_MS: '3600000' },
    }));
    await db.query(SEED_SQL);
  }, 90000);

  afterAll(async () => {
    await close?.();
  });

  const list = (provider?: 'btcpay' | 'nowpayments' | 'sandbox', status: 'all' | 'completed' = 'all') =>
    bus.request(PaymentsSubjects.listAdmin, {
      status,
      sort: 'newest',
      page: 1,
      pageSize: 10,
      ...(provider ? { provider } : {}),
    });

  it("lists one provider's payments with their provider and a settlement by hand, and counts them", async () => {
    const btcpay = await list('btcpay');
    expect(btcpay.total).toBe(2);
    expect(btcpay.transactions.map((t) => [t.provider, t.crypto, t.markedByHand])).toEqual([
      ['btcpay', 'btc', true],
      ['btcpay', 'ltc', false],
    ]);
    expect((await list('nowpayments', 'completed')).total).toBe(2);
    expect((await list('sandbox')).total).toBe(0);
    expect((await list()).total).toBe(5);
    await expect(
      bus.request(PaymentsSubjects.listAdmin, {
        status: 'all',
        sort: 'newest',
        page: 1,
        pageSize: 10,
        provider: 'coinbase' as never,
      }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it("gives each configured provider's health and each provider's share of the last 30 days", async () => {
    const overview = await bus.request(PaymentsSubjects.providersOverview, {});
    expect(overview.days).toBe(30);
    expect(overview.health).toEqual([
      expect.objectContaining({ provider: 'sandbox', healthy: true, detail: null }),
    ]);
    expect(overview.shares).toEqual([
      { provider: 'btcpay', payments: 2, paid: 2, received: { eur: 30, usd: 0 } },
      { provider: 'nowpayments', payments: 2, paid: 1, received: { eur: 0, usd: 21.74 } },
    ]);
  });
});
