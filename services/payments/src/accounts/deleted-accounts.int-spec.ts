import { AuthEvents } from '@storefront/contracts';
import { Client } from 'pg';
import {
  adminSession,
  AuthKit,
  call,
  startKit,
  STRONG_PASSWORD,
  TestSession,
  userSession,
} from '../../../../tests/support/auth-kit';
import { waitFor } from '../../../../tests/support/stack';
import { FakeNowPayments } from '../../../../tests/support/fake-nowpayments.mjs';
import { signIpn } from '../providers/nowpayments-signature';

const IPN_SECRET = 'test-ipn-secret';
const POLL_MS = 300;

/** A deleted account's payments: no longer polled, and money that still arrives is never credited. */
describe('payments of a deleted account', () => {
  const fake = new FakeNowPayments();
  let kit: AuthKit;
  let db: Client;
  let admin: TestSession;

  beforeAll(async () => {
    const apiUrl = await fake.start();
    kit = await startKit({
      services: ['auth', 'notifications', 'credits', 'payments', 'admin'],
      env: {
        RATE_LIMIT_PER_IP: '500',
        PAYMENT_PROVIDER: 'nowpayments',
        NOWPAYMENTS_API_URL: apiUrl,
        NOWPAYMENTS_API_KEY: 'test-key',
        NOWPAYMENTS_IPN_SECRET: IPN_SECRET,
        PAYMENT_POLL_INTERVAL_MS: String(POLL_MS),
        RECONCILE_INTERVAL_MS: '1000',
        PRICE_API_URL: 'http://127.0.0.1:9/simple/price',
      },
    });
    db = new Client({ connectionString: kit.stack.database.url });
    await db.connect();
    admin = await adminSession(kit);
  }, 120000);

  afterAll(async () => {
    await db?.end();
    await kit?.close();
    await fake.stop();
  });

  const api = (method: string, path: string, who: TestSession, body?: unknown) =>
    call(kit, method, path, { token: who.token, body });
  const row = async (paymentId: string) =>
    (await db.query('SELECT * FROM payments.payments WHERE payment_id = $1', [paymentId])).rows[0];
  const ledgerRows = async (paymentId: string) =>
    (await db.query('SELECT * FROM credits.transactions WHERE payment_id = $1', [paymentId])).rows;
  const providerChecks = (paymentId: string) => {
    const id = String(fake.byOrder(paymentId).payment_id);
    return fake.seen.filter((r) => r.method === 'GET' && r.url === `/v1/payment/${id}`).length;
  };
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  async function ipn(body: Record<string, unknown>) {
    const res = await fetch(`${kit.stack.baseUrl}/api/payments/ipn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-nowpayments-sig': signIpn(body, IPN_SECRET) },
      body: JSON.stringify(body),
    });
    return res.status;
  }

  async function open(who: TestSession) {
    const res = await api('POST', '/api/create-payment', who, { amount: 40, crypto: 'btc', currency: 'eur' });
    expect(res.status).toBe(201);
    return res.body.payment_id as string;
  }

  it('stops polling them, and money that arrives afterwards is recorded, never credited, and shown as an anomaly', async () => {
    const buyer = await userSession(kit, 'leaving');
    const waiting = await open(buyer);
    const confirming = await open(buyer);
    fake.setStatus(confirming, 'confirming');
    await waitFor('the poll to see money on its way', async () => {
      return (await row(confirming)).status === 'confirming';
    });
    await waitFor('the waiting payment to be polled', async () => providerChecks(waiting) >= 2);

    expect((await api('DELETE', '/api/account', buyer, { password: STRONG_PASSWORD })).status).toBe(200);
    await waitFor('both payments to be marked', async () => {
      const rows = await Promise.all([row(waiting), row(confirming)]);
      return rows.every((r) => r.user_deleted_at !== null);
    });
    expect(await row(waiting)).toMatchObject({ status: 'failed', credits_added: false });
    expect(await row(confirming)).toMatchObject({ status: 'failed', credits_added: false });

    // A poll already under way may finish; after that the provider is not asked again.
    await sleep(2 * POLL_MS);
    const seen = { waiting: providerChecks(waiting), confirming: providerChecks(confirming) };
    await sleep(6 * POLL_MS + 1000); // and past a reconciler pass, which re-arms lost polls
    expect({ waiting: providerChecks(waiting), confirming: providerChecks(confirming) }).toEqual(seen);

    // The payer sends the money anyway: the provider says so in its callback.
    fake.setStatus(waiting, 'finished', '0xafter');
    const body = { ...fake.byOrder(waiting), payment_status: 'finished', payin_hash: '0xafter' };
    expect(await ipn(body)).toBe(200);
    await waitFor('the payment to be recorded as paid', async () => (await row(waiting)).status === 'paid');
    await sleep(2500); // the grant job and two reconciler passes
    expect(await row(waiting)).toMatchObject({ status: 'paid', credits_added: false, tx_hash: '0xafter' });
    expect(await ledgerRows(waiting)).toHaveLength(0);

    const list = await api('GET', `/api/admin/transactions?search=${waiting}`, admin);
    expect(list.status).toBe(200);
    expect(list.body.transactions).toEqual([
      expect.objectContaining({
        paymentId: waiting,
        status: 'paid',
        anomaly: true,
        accountDeletedAt: expect.any(String),
      }),
    ]);
    expect(list.body.stats.anomalies).toBeGreaterThanOrEqual(1);

    // Approving it cannot credit an account that no longer exists.
    const approve = await api('POST', `/api/admin/approve-transaction/${waiting}`, admin);
    expect(approve).toMatchObject({ status: 409, body: { code: 'ACCOUNT_DELETED' } });
    expect(await ledgerRows(waiting)).toHaveLength(0);

    // The event may arrive again: nothing changes.
    const before = await row(waiting);
    await kit.bus.emit(AuthEvents.userDeleted, { userId: buyer.userId });
    await sleep(1000);
    expect(await row(waiting)).toMatchObject({
      status: 'paid',
      user_deleted_at: before.user_deleted_at,
      updated_at: before.updated_at,
    });
  });

  it('refuses a new payment for an account already deleted, without asking the provider', async () => {
    const buyer = await userSession(kit, 'gone');
    await kit.bus.emit(AuthEvents.userDeleted, { userId: buyer.userId });
    await waitFor('the deletion to be recorded', async () => {
      const res = await db.query('SELECT 1 FROM payments.deleted_accounts WHERE user_id = $1', [
        buyer.userId,
      ]);
      return res.rowCount === 1;
    });
    const creations = fake.seen.filter((r) => r.method === 'POST').length;
    const res = await api('POST', '/api/create-payment', buyer, {
      amount: 40,
      crypto: 'btc',
      currency: 'eur',
    });
    expect(res).toMatchObject({ status: 403, body: { code: 'ACCOUNT_DELETED' } });
    expect(fake.seen.filter((r) => r.method === 'POST').length).toBe(creations);
  });
});
