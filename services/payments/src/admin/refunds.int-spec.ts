import { AdminTransaction, PaymentsSubjects } from '@storefront/contracts';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { adminSession, AuthKit, call, TestSession, userSession } from '../../../../tests/support/auth-kit';
import { waitFor } from '../../../../tests/support/stack';
import { FakeNowPayments } from '../../../../tests/support/fake-nowpayments.mjs';
import { postIpn, RefundsKit, startRefundsKit } from '../__tests__/nowpayments-test-kit';

/**
 * NOWPayments' `refunded`: a status of its own and final. A refund reported after the credits
 * were added is an anomaly of the back office, whose one-click reversal takes back exactly those
 * credits, once, audited.
 */
describe('refunded payments', () => {
  const fake = new FakeNowPayments();
  let kit: AuthKit;
  let db: Client;
  let admin: TestSession;
  let buyer: TestSession;
  let close: RefundsKit['close'];

  beforeAll(async () => {
    ({ kit, db, close } = await startRefundsKit(await fake.start()));
    [admin, buyer] = await Promise.all([adminSession(kit), userSession(kit, 'refund-buyer')]);
  }, 120000);

  afterAll(async () => {
    await close?.();
    await fake.stop();
  });

  const api = (method: string, path: string, who?: TestSession) =>
    call(kit, method, path, { token: who?.token });
  const balance = async () => (await api('GET', '/api/credits/balance', buyer)).body.balance as number;
  const row = async (paymentId: string) =>
    (await db.query('SELECT * FROM payments.payments WHERE payment_id = $1', [paymentId])).rows[0];
  const ledger = async (paymentId: string) =>
    (
      await db.query(
        'SELECT type, amount FROM credits.transactions WHERE payment_id = $1 ORDER BY created_at',
        [paymentId],
      )
    ).rows;

  const ipn = (body: Record<string, unknown>) => postIpn(kit.stack.baseUrl, body);

  async function buy(amount: number) {
    const { paymentId } = await kit.request(PaymentsSubjects.create, {
      userId: buyer.userId,
      amount,
      currency: 'eur',
      crypto: 'btc',
    });
    return { paymentId, provider: fake.byOrder(paymentId) as unknown as Record<string, unknown> };
  }

  async function listed(paymentId: string): Promise<{ transaction: AdminTransaction; anomalies: number }> {
    const res = await api('GET', `/api/admin/transactions?search=${paymentId}`, admin);
    expect(res.status).toBe(200);
    return { transaction: res.body.transactions[0], anomalies: res.body.stats.anomalies };
  }

  it('credits nothing when "finished" or "partially_paid" arrives after a refund', async () => {
    const before = await balance();
    const { paymentId, provider } = await buy(20);
    await ipn({ ...provider, payment_status: 'refunded' });
    expect((await row(paymentId)).status).toBe('refunded');
    await ipn({ ...provider, payment_status: 'finished', payin_hash: '0xlate' });
    await ipn({ ...provider, payment_status: 'partially_paid', actually_paid: 0.0002 });
    await ipn({ ...provider, payment_status: 'confirming' });
    fake.setStatus(paymentId, 'finished', '0xlate');
    expect(
      (
        await kit.request(PaymentsSubjects.check, {
          paymentId,
          requesterId: buyer.userId,
          requesterIsAdmin: false,
        })
      ).payment.status,
    ).toBe('pending');
    await new Promise((r) => setTimeout(r, 1500)); // polls and the reconciler run meanwhile
    expect(await row(paymentId)).toMatchObject({ status: 'refunded', credits_added: false });
    expect(await ledger(paymentId)).toEqual([]);
    expect(await balance()).toBe(before);
    const { transaction } = await listed(paymentId);
    expect(transaction).toMatchObject({
      displayStatus: 'refunded',
      anomaly: false,
      refundedAfterCredit: false,
    });
    // Nothing to take back: the reversal is refused and changes nothing.
    const refused = await api('POST', `/api/admin/transactions/${paymentId}/reverse-credits`, admin);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: 'Seuls les paiements remboursés après crédit peuvent être repris',
      code: 'PAYMENT_NOT_REFUNDED_AFTER_CREDIT',
    });
  });

  it('shows a refund after credit as an anomaly, whose reversal takes back exactly those credits once', async () => {
    const { paymentId, provider } = await buy(20);
    await ipn({ ...provider, payment_status: 'finished', payin_hash: '0xpaid' });
    await waitFor('credits to be added', async () => (await row(paymentId)).credits_added);
    const credited = await balance();

    await ipn({ ...provider, payment_status: 'refunded', payin_hash: '0xpaid' });
    expect(await row(paymentId)).toMatchObject({ status: 'refunded', credits_added: true });
    // The credits stay until an administrator decides; the back office flags the payment.
    expect(await balance()).toBe(credited);
    const flagged = await listed(paymentId);
    expect(flagged.transaction).toMatchObject({
      status: 'refunded',
      displayStatus: 'refunded',
      refundedAfterCredit: true,
      creditsReversedAt: null,
      credits: 10,
      creditPrice: 2,
    });
    expect(flagged.anomalies).toBeGreaterThanOrEqual(1);

    // The credits were used meanwhile: the reversal may leave the balance negative, as an admin
    // removal may.
    const used = await call(kit, 'POST', '/api/admin/credits/adjust', {
      token: admin.token,
      body: { userId: buyer.userId, amount: credited, direction: 'remove', reason: 'correction' },
    });
    expect(used.status).toBe(200);
    const first = await api('POST', `/api/admin/transactions/${paymentId}/reverse-credits`, admin);
    expect(first).toEqual({
      status: 200,
      body: { success: true, message: 'Crédits repris', alreadyReversed: false, credits: 10, balance: -10 },
    });
    const second = await api('POST', `/api/admin/transactions/${paymentId}/reverse-credits`, admin);
    expect(second).toEqual({
      status: 200,
      body: {
        success: true,
        message: 'Les crédits de ce paiement ont déjà été repris : rien n’a changé',
        alreadyReversed: true,
        credits: 10,
        balance: -10,
      },
    });
    expect(await balance()).toBe(-10);
    expect(await ledger(paymentId)).toEqual([
      { type: 'credit_purchase', amount: '10.00' },
      { type: 'credit_refund', amount: '-10.00' },
    ]);
    const after = await listed(paymentId);
    expect(after.transaction).toMatchObject({
      refundedAfterCredit: false,
      creditsReversedAt: expect.any(String),
    });
    expect(after.anomalies).toBe(flagged.anomalies - 1);

    // Both clicks are in the audit log, naming the payment.
    const audit = await api('GET', '/api/admin/audit-log', admin);
    const entries = (audit.body.entries as { action: string; target: string; actor_email: string }[]).filter(
      (e) => e.action === 'transaction.credits-reversed' && e.target === paymentId,
    );
    expect(entries).toHaveLength(2);
    expect(entries[0].actor_email).toBe(admin.email);

    // Only administrators may reverse.
    const byBuyer = await api('POST', `/api/admin/transactions/${paymentId}/reverse-credits`, buyer);
    expect(byBuyer.status).toBe(403);
    const unknown = await api('POST', `/api/admin/transactions/${randomUUID()}/reverse-credits`, admin);
    expect(unknown.status).toBe(404);
  });
});
