import { CreditsSubjects, PaymentsSubjects } from '@storefront/contracts';
import { MessageBus, ServiceError } from '@storefront/platform';
import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Client } from 'pg';
import { Stack, waitFor } from '../../../../tests/support/stack';
import { FakeNowPayments } from '../../../../tests/support/fake-nowpayments.mjs';
import { signIpn } from '../providers/nowpayments-signature';
import { grantJobId, JobName, QueueName } from '../queues/queue-names';
import { stackWithClients, StackWithClients } from '../../../../tests/support/stack-clients';
import { IPN_SECRET, nowPaymentsEnv } from '../__tests__/nowpayments-test-kit';

/** The money path with the NOWPayments provider (faked locally), driven over NATS. */
describe('payment confirmation and credit grants', () => {
  const fake = new FakeNowPayments();
  let stack: Stack;
  let bus: MessageBus;
  let db: Client;
  let close: StackWithClients['close'];

  beforeAll(async () => {
    const apiUrl = await fake.start();
    ({ stack, bus, db, close } = await stackWithClients({
      services: ['credits', 'payments'],
      env: nowPaymentsEnv(apiUrl),
    }));
  }, 90000);

  afterAll(async () => {
    await close?.();
    await fake.stop();
  });

  /** A NOWPayments callback through the gateway's public webhook route. */
  async function ipn(body: Record<string, unknown>, signature: string | null = signIpn(body, IPN_SECRET)) {
    const res = await fetch(`${stack.baseUrl}/api/payments/ipn`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'x-nowpayments-sig': signature } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  async function createPayment(amount = 25) {
    const userId = randomUUID();
    const { paymentId, credits } = await bus.request(PaymentsSubjects.create, {
      userId,
      amount,
      currency: 'eur',
      crypto: 'btc',
    });
    return { userId, paymentId, credits, provider: fake.byOrder(paymentId) };
  }

  /** A paid payment whose grant never ran, as if its job had been lost. */
  async function insertPaidWithoutCredits(credits: number) {
    const userId = randomUUID();
    const paymentId = randomUUID();
    await db.query(
      `INSERT INTO payments.payments (payment_id, user_id, amount, currency, crypto, crypto_amount,
         address, provider, provider_payment_id, status, credits, expires_at, paid_at)
       VALUES ($1, $2, $3, 'eur', 'ltc', 0.2, 'addr', 'nowpayments', $4, 'paid', $5, now(), now())`,
      [paymentId, userId, credits * 2, `lost-${paymentId}`, credits],
    );
    return { userId, paymentId };
  }

  async function row(paymentId: string) {
    const res = await db.query('SELECT * FROM payments.payments WHERE payment_id = $1', [paymentId]);
    return res.rows[0];
  }

  async function ledgerRows(paymentId: string) {
    const res = await db.query('SELECT * FROM credits.transactions WHERE payment_id = $1', [paymentId]);
    return res.rows;
  }

  const balanceOf = async (userId: string) =>
    (await bus.request(CreditsSubjects.getBalance, { userId })).balance;

  async function failure(promise: Promise<unknown>): Promise<ServiceError> {
    try {
      await promise;
    } catch (err) {
      return err as ServiceError;
    }
    throw new Error('expected the request to fail');
  }

  it('computes the credits on the server and stores the provider address and amount', async () => {
    const { paymentId, credits, provider } = await createPayment(25.99);
    expect(credits).toBe(12);
    const stored = await row(paymentId);
    expect(stored).toMatchObject({
      status: 'waiting',
      credits: 12,
      credits_added: false,
      address: provider.pay_address,
      provider: 'nowpayments',
      provider_payment_id: String(provider.payment_id),
    });
    expect(stored.qr_code).toMatch(/^data:image\/png;base64,/);
  });

  it('grants once when 50 confirmations race: signed webhooks, the poll and admin approvals', async () => {
    const { userId, paymentId, provider } = await createPayment(40);
    fake.setStatus(paymentId, 'finished', '0xhash');
    const body = { ...provider, payment_status: 'finished', payin_hash: '0xhash' } as Record<string, unknown>;
    const adminId = randomUUID();
    const racers = Array.from({ length: 50 }, (_, i) =>
      i % 2 === 0
        ? ipn(body).then((r) => expect(r.status).toBe(200))
        : bus.request(PaymentsSubjects.approve, { paymentId, adminId }).catch((err: ServiceError) => err),
    );
    await Promise.all(racers);
    await waitFor('credits to be added', async () => (await row(paymentId)).credits_added);
    await new Promise((r) => setTimeout(r, 1500)); // let the poll and any retried job run too
    expect(await ledgerRows(paymentId)).toHaveLength(1);
    expect(await balanceOf(userId)).toBe(20);
    expect((await row(paymentId)).status).toBe('paid');
    expect((await bus.request(CreditsSubjects.verifyLedger, {})).consistent).toBe(true);
  });

  it('confirms by polling alone when no webhook arrives', async () => {
    const { userId, paymentId } = await createPayment(10);
    fake.setStatus(paymentId, 'confirming');
    await waitFor('confirming', async () => (await row(paymentId)).status === 'confirming');
    fake.setStatus(paymentId, 'finished', '0xpoll');
    await waitFor('credits to be added', async () => (await row(paymentId)).credits_added);
    expect((await row(paymentId)).tx_hash).toBe('0xpoll');
    expect(await balanceOf(userId)).toBe(5);
  });

  it('grants nothing while NOWPayments says confirmed or sending, and only what arrived when it ends partially paid', async () => {
    const { userId, paymentId, provider } = await createPayment(25);
    // An underpaid deposit: confirmed on chain and forwarded before NOWPayments compares amounts.
    for (const status of ['confirmed', 'sending']) {
      expect((await ipn({ ...provider, payment_status: status, payin_hash: '0xunder' })).status).toBe(200);
      fake.setStatus(paymentId, status, '0xunder');
      await new Promise((r) => setTimeout(r, 700)); // two polls
      expect(await row(paymentId)).toMatchObject({ status: 'confirming', credits_added: false });
    }
    expect(await ledgerRows(paymentId)).toHaveLength(0);
    expect(await balanceOf(userId)).toBe(0);
    // 25 / 50000 = 0.0005 btc asked; 0.0001 arrived, worth 5.00 eur, so 2 credits.
    const partial = {
      ...provider,
      payment_status: 'partially_paid',
      actually_paid: 0.0001,
      payin_hash: '0xunder',
    };
    expect((await ipn(partial)).status).toBe(200);
    await waitFor('credits to be added', async () => (await row(paymentId)).credits_added);
    expect(await row(paymentId)).toMatchObject({ status: 'partially_paid', credits: 2 });
    expect(await balanceOf(userId)).toBe(2);
  });

  it('still credits money that arrives after the countdown, when the payer sends the hash', async () => {
    const { userId, paymentId } = await createPayment(10);
    await db.query(
      `UPDATE payments.payments SET expires_at = now() - interval '1 minute' WHERE payment_id = $1`,
      [paymentId],
    );
    // The provider has seen nothing yet: past the countdown, the payment expires here.
    await waitFor('the payment to expire', async () => (await row(paymentId)).status === 'expired');
    fake.setStatus(paymentId, 'finished', '0xlate');
    await new Promise((r) => setTimeout(r, 1000)); // three poll intervals: expired, it is asked rarely
    expect(await row(paymentId)).toMatchObject({ status: 'expired', credits_added: false });

    await bus.request(PaymentsSubjects.recordTxHash, {
      paymentId,
      requesterId: userId,
      requesterIsAdmin: false,
      txHash: '0xlate',
    });
    await waitFor('credits to be added', async () => (await row(paymentId)).credits_added);
    expect(await row(paymentId)).toMatchObject({ status: 'paid', tx_hash: '0xlate' });
    expect(await balanceOf(userId)).toBe(5);
    expect(await ledgerRows(paymentId)).toHaveLength(1);
  });

  it('reopens a payment that expired here when the provider then sees the money on its way', async () => {
    const { paymentId, provider } = await createPayment(10);
    await db.query(
      `UPDATE payments.payments SET expires_at = now() - interval '1 minute' WHERE payment_id = $1`,
      [paymentId],
    );
    await waitFor('the payment to expire', async () => (await row(paymentId)).status === 'expired');
    expect((await ipn({ ...provider, payment_status: 'confirming', payin_hash: '0xslow' })).status).toBe(200);
    expect(await row(paymentId)).toMatchObject({ status: 'confirming', tx_hash: '0xslow' });
  });

  it('never moves a paid payment backwards when a late webhook says waiting or expired', async () => {
    const { paymentId, provider } = await createPayment(10);
    await ipn({ ...provider, payment_status: 'finished' });
    await waitFor('credits to be added', async () => (await row(paymentId)).credits_added);
    expect(await ipn({ ...provider, payment_status: 'expired' })).toEqual({
      status: 200,
      body: { success: true },
    });
    expect((await ipn({ ...provider, payment_status: 'waiting' })).status).toBe(200);
    expect((await row(paymentId)).status).toBe('paid');
  });

  it('credits a partial payment once for what actually arrived, even when told twice', async () => {
    const { userId, paymentId, provider } = await createPayment(25);
    // The fake quotes 25 / 50000 = 0.0005 btc; 0.00022 arrived, worth 11.00 eur, so 5 credits.
    const body = {
      ...provider,
      payment_status: 'partially_paid',
      actually_paid: 0.00022,
      payin_hash: '0xpart',
    } as Record<string, unknown>;
    expect((await ipn(body)).status).toBe(200);
    expect((await ipn(body)).status).toBe(200);
    await waitFor('credits to be added', async () => (await row(paymentId)).credits_added);
    // A late full payment does not reopen or upgrade a credited partial one.
    expect((await ipn({ ...provider, payment_status: 'finished' })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1500)); // let the poll and any retried job run too
    expect(await row(paymentId)).toMatchObject({
      status: 'partially_paid',
      paid_amount: '11.00',
      credits: 5,
      credits_added: true,
      tx_hash: '0xpart',
    });
    expect(await ledgerRows(paymentId)).toHaveLength(1);
    expect(await balanceOf(userId)).toBe(5);
    const view = await bus.request(PaymentsSubjects.get, {
      paymentId,
      requesterId: userId,
      requesterIsAdmin: false,
    });
    expect(view.payment).toMatchObject({ status: 'partially_paid', paidAmount: 11, credits: 5 });
    const list = await bus.request(PaymentsSubjects.listAdmin, {
      search: paymentId,
      status: 'all',
      sort: 'newest',
      page: 1,
      pageSize: 10,
    });
    expect(list.transactions).toEqual([
      expect.objectContaining({
        paymentId,
        status: 'partially_paid',
        displayStatus: 'partial',
        paidAmount: 11,
      }),
    ]);
  });

  it("values a partial payment the provider re-quoted with its callback's figures, not our first quote", async () => {
    const { userId, paymentId, provider } = await createPayment(20);
    // We stored 20 / 50000 = 0.0004 btc for 10 credits. The deposit came late and NOWPayments
    // re-quoted the same 20 EUR at 0.0008 btc: the 0.0004 that arrived is worth 10.00 EUR, 5 credits.
    expect((await row(paymentId)).crypto_amount).toBe('0.000400000000');
    const body = {
      ...provider,
      payment_status: 'partially_paid',
      pay_amount: 0.0008,
      actually_paid: 0.0004,
      price_amount: 20,
      price_currency: 'eur',
      outcome_amount: 0.000396,
      outcome_currency: 'btc',
      payin_hash: '0xrequoted',
    } as Record<string, unknown>;
    expect((await ipn(body)).status).toBe(200);
    await waitFor('credits to be added', async () => (await row(paymentId)).credits_added);
    expect(await row(paymentId)).toMatchObject({
      status: 'partially_paid',
      paid_amount: '10.00',
      credits: 5,
    });
    expect(await balanceOf(userId)).toBe(5);
    expect(await ledgerRows(paymentId)).toEqual([expect.objectContaining({ amount: '5.00' })]);
  });

  it('keeps a confirming payment confirming when a late "waiting" arrives after its expiry', async () => {
    const { paymentId, provider } = await createPayment(10);
    expect((await ipn({ ...provider, payment_status: 'confirming', payin_hash: '0xonitsway' })).status).toBe(
      200,
    );
    expect((await row(paymentId)).status).toBe('confirming');
    await db.query(
      `UPDATE payments.payments SET expires_at = now() - interval '1 minute' WHERE payment_id = $1`,
      [paymentId],
    );
    // The provider's own answer to the polls still lags at "waiting", and so does a late callback.
    expect((await ipn({ ...provider, payment_status: 'waiting' })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1000)); // three poll intervals
    expect(await row(paymentId)).toMatchObject({ status: 'confirming', tx_hash: '0xonitsway' });
  });

  it('rejects a forged or tampered IPN, records it, and changes nothing', async () => {
    const { userId, paymentId, provider } = await createPayment(30);
    const genuine = { ...provider, payment_status: 'waiting' } as Record<string, unknown>;
    const tampered = { ...genuine, payment_status: 'finished' };
    const forged = await ipn(tampered, signIpn(genuine, IPN_SECRET));
    expect(forged).toEqual({ status: 401, body: { error: 'Invalid signature', code: 'INVALID_SIGNATURE' } });
    expect((await ipn(tampered, signIpn(tampered, 'guessed-secret'))).status).toBe(401);
    expect((await ipn(tampered, null)).status).toBe(401);
    // A forged callback padded with junk is kept only as far as it names the payment.
    expect((await ipn({ ...tampered, junk: 'x'.repeat(60_000) }, 'f'.repeat(128))).status).toBe(401);
    await new Promise((r) => setTimeout(r, 700));
    expect(await row(paymentId)).toMatchObject({ status: 'waiting', credits_added: false });
    expect(await balanceOf(userId)).toBe(0);
    const callbacks = await db.query(
      `SELECT signature_valid, outcome, body FROM payments.provider_callbacks
        WHERE provider_payment_id = $1`,
      [String(provider.payment_id)],
    );
    expect(callbacks.rows).toHaveLength(4);
    expect(callbacks.rows.every((c) => c.signature_valid === false)).toBe(true);
    for (const { body } of callbacks.rows) {
      expect(body).toEqual({
        payment_id: provider.payment_id,
        order_id: paymentId,
        payment_status: 'finished',
        pay_currency: provider.pay_currency,
      });
    }
  });

  it('delivers the credits once the credits service comes back after being down at confirmation', async () => {
    const { userId, paymentId, provider } = await createPayment(50);
    await stack.stop('credits');
    try {
      await ipn({ ...provider, payment_status: 'finished' });
      await new Promise((r) => setTimeout(r, 2500));
      expect(await row(paymentId)).toMatchObject({ status: 'paid', credits_added: false });
    } finally {
      await stack.start('credits');
    }
    await waitFor('credits to be added', async () => (await row(paymentId)).credits_added, 40000);
    expect(await balanceOf(userId)).toBe(25);
    expect(await ledgerRows(paymentId)).toHaveLength(1);
  }, 60000);

  it('lets the reconciler repair a paid payment whose credits were never added', async () => {
    const { userId, paymentId } = await insertPaidWithoutCredits(8);
    await waitFor('the reconciler to grant', async () => (await row(paymentId)).credits_added, 15000);
    expect(await balanceOf(userId)).toBe(8);
  });

  it('lets the reconciler run at once a grant that is waiting out a long retry back-off', async () => {
    const { userId, paymentId } = await insertPaidWithoutCredits(10);
    // As after failed attempts during an outage: the grant's next try is minutes away.
    const grants = new Queue(QueueName.CreditGrants, {
      connection: { url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
      prefix: `${stack.env.REDIS_KEY_PREFIX}bull`,
    });
    try {
      await grants.add(
        JobName.GrantCredits,
        { paymentId },
        { jobId: grantJobId(paymentId), delay: 10 * 60_000, removeOnComplete: true, removeOnFail: true },
      );
      await waitFor('the reconciler to grant', async () => (await row(paymentId)).credits_added, 15000);
    } finally {
      await grants.close();
    }
    expect(await balanceOf(userId)).toBe(10);
    expect(await ledgerRows(paymentId)).toHaveLength(1);
  });

  it('re-running a grant whose credits are already in the ledger adds nothing', async () => {
    const { userId, paymentId, provider } = await createPayment(12);
    await ipn({ ...provider, payment_status: 'finished' });
    await waitFor('credits to be added', async () => (await row(paymentId)).credits_added);
    // As if payments had crashed after the ledger write but before recording it.
    await db.query('UPDATE payments.payments SET credits_added = false WHERE payment_id = $1', [paymentId]);
    await waitFor('the reconciler to re-grant', async () => (await row(paymentId)).credits_added, 15000);
    expect(await ledgerRows(paymentId)).toHaveLength(1);
    expect(await balanceOf(userId)).toBe(6);
  });

  it('approves idempotently and refuses to approve an unpaid payment', async () => {
    const { userId, paymentId, provider } = await createPayment(22);
    const adminId = randomUUID();
    expect((await failure(bus.request(PaymentsSubjects.approve, { paymentId, adminId }))).status).toBe(409);
    await db.query(`UPDATE payments.payments SET status = 'paid', paid_at = now() WHERE payment_id = $1`, [
      paymentId,
    ]);
    const first = await bus.request(PaymentsSubjects.approve, { paymentId, adminId });
    const second = await bus.request(PaymentsSubjects.approve, { paymentId, adminId });
    expect(first.alreadyCredited).toBe(false);
    expect(second.alreadyCredited).toBe(true);
    expect(await balanceOf(userId)).toBe(11);
    void provider;
  });

  it('shows a payment to its owner and an admin, and to nobody else', async () => {
    const { userId, paymentId } = await createPayment(10);
    const owner = await bus.request(PaymentsSubjects.get, {
      paymentId,
      requesterId: userId,
      requesterIsAdmin: false,
    });
    expect(owner.payment).toMatchObject({ payment_id: paymentId, amount: 10, price_amount: 10, credits: 5 });
    const admin = await bus.request(PaymentsSubjects.get, {
      paymentId,
      requesterId: randomUUID(),
      requesterIsAdmin: true,
    });
    expect(admin.payment.payment_id).toBe(paymentId);
    const stranger = await failure(
      bus.request(PaymentsSubjects.get, { paymentId, requesterId: randomUUID(), requesterIsAdmin: false }),
    );
    expect(stranger).toMatchObject({ status: 404, message: 'Payment not found' });
  });
});
