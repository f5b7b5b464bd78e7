import {
  CreditsSubjects,
  DEFAULT_LOW_BALANCE_THRESHOLD,
  SpendSubjects,
  type DevMail,
  type PaymentView,
} from '@storefront/contracts';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import {
  AuthKit,
  adminSession,
  call,
  listMail,
  startKit,
  TestSession,
  userSession,
} from '../../../../tests/support/auth-kit';
import { waitFor } from '../../../../tests/support/stack';
import { connectSocket, record } from '../../../../tests/support/socket-test-kit';
import { FakeNowPayments } from '../../../../tests/support/fake-nowpayments.mjs';
import { signIpn } from '../../../payments/src/providers/nowpayments-signature';

const IPN_SECRET = 'test-ipn-secret';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Account emails and live payment pushes across the whole stack: NOWPayments (faked) reports
 * payments through callbacks and polls, payments announces each change, the gateway pushes it to
 * the owner's sockets and notifications mails each state once.
 */
describe('payment emails, live payment pushes and low-balance alerts', () => {
  const fake = new FakeNowPayments();
  let kit: AuthKit;
  let db: Client;
  let admin: TestSession;

  beforeAll(async () => {
    const apiUrl = await fake.start();
    kit = await startKit({
      services: ['auth', 'notifications', 'credits', 'payments'],
      env: {
        RATE_LIMIT_PER_IP: '500',
        PAYMENT_PROVIDER: 'nowpayments',
        NOWPAYMENTS_API_URL: apiUrl,
        NOWPAYMENTS_API_KEY: 'test-key',
        NOWPAYMENTS_IPN_SECRET: IPN_SECRET,
        PAYMENT_POLL_INTERVAL_MS: '300',
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

  const api = (method: string, path: string, who?: TestSession, body?: unknown) =>
    call(kit, method, path, { token: who?.token, body });

  async function createPayment(who: TestSession, amount = 20) {
    const res = await api('POST', '/api/create-payment', who, { amount, crypto: 'btc', currency: 'eur' });
    expect(res.status).toBe(201);
    return res.body.payment_id as string;
  }

  /** A signed NOWPayments callback through the gateway's webhook route. */
  async function ipn(paymentId: string, fields: Record<string, unknown>) {
    const body = { ...fake.byOrder(paymentId), ...fields } as Record<string, unknown>;
    const res = await fetch(`${kit.stack.baseUrl}/api/payments/ipn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-nowpayments-sig': signIpn(body, IPN_SECRET) },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
  }

  const mails = (who: TestSession, subject: RegExp): Promise<DevMail[]> =>
    listMail(kit, who.email).then((all) => all.filter((m) => subject.test(m.subject)));

  const paymentRow = async (paymentId: string) =>
    (await db.query(`SELECT * FROM payments.payments WHERE payment_id = $1`, [paymentId])).rows[0];

  /** The `payments.payment.updated` events written for a payment, oldest first. */
  const updates = async (paymentId: string) =>
    (
      await db.query(
        `SELECT payload FROM payments.outbox
          WHERE subject = 'payments.payment.updated' AND payload->>'paymentId' = $1
          ORDER BY created_at`,
        [paymentId],
      )
    ).rows.map((r) => r.payload as { previous: { status: string }; payment: PaymentView });

  it('mails one "received" and one "confirmed" email however many callbacks and polls report them, and pushes each change live', async () => {
    const ada = await userSession(kit, 'ada');
    const socket = await connectSocket(kit.stack.baseUrl, '/', { token: ada.token });
    const pushes = record(socket, 'payment:updated');
    try {
      const paymentId = await createPayment(ada, 20);

      // Seen on chain: two callbacks say so.
      await Promise.all([1, 2].map(() => ipn(paymentId, { payment_status: 'confirming' })));
      await waitFor(
        'the payment to be confirming',
        async () => (await paymentRow(paymentId)).status === 'confirming',
      );

      // Confirmed: 5 duplicate callbacks while the provider's poll says the same, and the page polls 3 times.
      fake.setStatus(paymentId, 'finished', '0xabc123');
      await Promise.all(
        Array.from({ length: 5 }, () =>
          ipn(paymentId, { payment_status: 'finished', payin_hash: '0xabc123' }),
        ),
      );
      for (let i = 0; i < 3; i++) {
        const check = await api('GET', `/api/check-payment/${paymentId}`, ada);
        expect(check.status).toBe(200);
        await sleep(300);
      }
      await waitFor('the credits', async () => (await paymentRow(paymentId)).credits_added);

      const confirmed = await waitFor('the confirmed email', async () => {
        const found = await mails(ada, /^Payment confirmed/);
        return found.length ? found : undefined;
      });
      // Anything still in flight has had time to arrive.
      await sleep(2000);
      expect(await mails(ada, /^Payment confirmed/)).toHaveLength(1);
      expect(confirmed[0].subject).toBe('Payment confirmed: 10 credits added');
      expect(confirmed[0].text).toContain('10 credits were added to your account');
      expect(confirmed[0].text).toContain('Your balance is now 10 credits.');
      expect(confirmed[0].text).toContain(`${kit.stack.env.PUBLIC_URL}/receipts/${paymentId}`);
      expect(confirmed[0].html).toContain(`/payment/${paymentId}`);
      expect(await mails(ada, /^Payment received/)).toHaveLength(1);

      // Three changes, three events: seen, paid, credited; the repeats announced nothing.
      expect((await updates(paymentId)).map((u) => `${u.previous.status}->${u.payment.status}`)).toEqual([
        'waiting->confirming',
        'confirming->paid',
        'paid->paid',
      ]);
      // The owner's socket heard each of them, the last one as the page shows it.
      await waitFor('the pushes', async () => pushes.length >= 3);
      expect(pushes.map((p) => p.status)).toEqual(['confirming', 'paid', 'paid']);
      expect(pushes[2]).toMatchObject({ payment_id: paymentId, creditsAdded: true, txHash: '0xabc123' });

      // Callbacks about a payment that no longer changes write nothing and mail nothing.
      await ipn(paymentId, { payment_status: 'finished', payin_hash: '0xabc123' });
      await sleep(1000);
      expect(await updates(paymentId)).toHaveLength(3);
      expect(await mails(ada, /^Payment/)).toHaveLength(2);
    } finally {
      socket.close();
    }
  });

  it("pushes a payment's changes to its owner's sockets only", async () => {
    const [owner, stranger] = await Promise.all([userSession(kit, 'owner'), userSession(kit, 'stranger')]);
    const strangerSocket = await connectSocket(kit.stack.baseUrl, '/', { token: stranger.token });
    const heard = record(strangerSocket, 'payment:updated');
    try {
      const paymentId = await createPayment(owner, 20);
      await ipn(paymentId, { payment_status: 'confirming' });
      await waitFor('the payment event', async () => (await updates(paymentId)).length === 1);
      await sleep(1000);
      expect(heard).toEqual([]);
    } finally {
      strangerSocket.close();
    }
  });

  it('mails a partial payment: what arrived, what was credited and how to get the rest', async () => {
    const bea = await userSession(kit, 'bea');
    const paymentId = await createPayment(bea, 20);
    const { pay_amount } = fake.byOrder(paymentId);
    await ipn(paymentId, { payment_status: 'partially_paid', actually_paid: pay_amount / 2 });
    const [partial] = await waitFor('the partial email', async () => {
      const found = await mails(bea, /^Partial payment/);
      return found.length ? found : undefined;
    });
    expect(partial.subject).toBe('Partial payment received: 5 credits added');
    expect(partial.text).toContain('We received €10.00 of the €20.00 your payment asked for');
    expect(partial.text).toContain('5 credits were added to your account for what arrived.');
    expect(partial.text).toContain('start a new payment');
    expect(partial.text).toContain(`${kit.stack.env.PUBLIC_URL}/pricing`);
    expect(await mails(bea, /^Payment confirmed/)).toEqual([]);
  });

  it('mails an expiry with nothing received only to a user who asked for it', async () => {
    const [quiet, curious] = await Promise.all([userSession(kit, 'quiet'), userSession(kit, 'curious')]);
    const defaults = await api('GET', '/api/account/email-preferences', quiet);
    expect(defaults.body).toEqual({
      preferences: {
        payment_received: true,
        payment_confirmed: true,
        payment_partial: true,
        payment_expired: false,
        payment_late: true,
        payment_refunded: true,
        low_balance: true,
        new_sign_in: true,
      },
      low_balance_threshold: 10,
    });
    const changed = await api('PUT', '/api/account/email-preferences', curious, {
      preferences: { payment_expired: true, payment_confirmed: false },
    });
    expect(changed.status).toBe(200);
    // Confirmed and partial payment emails cannot be turned off.
    expect(changed.body.preferences).toMatchObject({ payment_expired: true, payment_confirmed: true });

    const [quietPayment, curiousPayment] = await Promise.all([createPayment(quiet), createPayment(curious)]);
    await Promise.all([
      ipn(quietPayment, { payment_status: 'expired' }),
      ipn(curiousPayment, { payment_status: 'expired' }),
    ]);
    const [expired] = await waitFor('the expiry email', async () => {
      const found = await mails(curious, /^Your payment expired/);
      return found.length ? found : undefined;
    });
    expect(expired.text).toContain('expired before any money arrived');
    await waitFor('both expiries announced', async () => (await updates(quietPayment)).length === 1);
    await sleep(1500);
    expect(await mails(quiet, /expired/)).toEqual([]);
  });

  it('mails late money received after an expiry, then its confirmation', async () => {
    const cal = await userSession(kit, 'cal');
    const paymentId = await createPayment(cal, 20);
    await ipn(paymentId, { payment_status: 'expired' });
    await waitFor('the expiry', async () => (await paymentRow(paymentId)).status === 'expired');
    await ipn(paymentId, { payment_status: 'confirming' });
    const [late] = await waitFor('the late payment email', async () => {
      const found = await mails(cal, /^Late payment/);
      return found.length ? found : undefined;
    });
    expect(late.text).toContain('after it had expired');
    fake.setStatus(paymentId, 'finished');
    await ipn(paymentId, { payment_status: 'finished' });
    await waitFor('the confirmed email', async () => (await mails(cal, /^Payment confirmed/)).length === 1);
    expect(await mails(cal, /^Payment received/)).toEqual([]);
  });

  it('refuses bad email preferences with 400 and changes nothing', async () => {
    const dan = await userSession(kit, 'dan');
    for (const body of [
      { low_balance_threshold: -1 },
      { low_balance_threshold: 2.5 },
      { low_balance_threshold: 100001 },
      { preferences: { payment_received: 'yes' } },
      { preferences: { newsletter: true } },
      { colour: 'blue' },
    ]) {
      const res = await api('PUT', '/api/account/email-preferences', dan, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await api('GET', '/api/account/email-preferences', dan)).body.low_balance_threshold).toBe(10);
  });

  /** An administrator's credit change for `userId`: positive adds, negative removes. */
  const adjuster = (userId: string) => async (amount: number) =>
    kit.bus.request(CreditsSubjects.adjust, {
      userId,
      adminId: admin.userId,
      amount: Math.abs(amount),
      direction: amount > 0 ? 'add' : 'remove',
    });
  /** The low-balance notifications of `userId`, oldest first. */
  const lowBalanceAlerts = async (userId: string) =>
    (
      await db.query(
        `SELECT message FROM notifications.notifications WHERE user_id = $1 AND code = 'notification.low-balance'
          ORDER BY created_at`,
        [userId],
      )
    ).rows.map((r) => r.message as string);

  it('warns once per crossing below the threshold: one notification and one email, again only after the balance went back up', async () => {
    const eve = await userSession(kit, 'eve');
    const adjust = adjuster(eve.userId);
    const alerts = () => lowBalanceAlerts(eve.userId);
    const settle = () => sleep(1500);

    await adjust(15); // 15: above the default threshold of 10
    await settle();
    expect(await alerts()).toEqual([]);

    await adjust(-7); // 8: the first crossing
    await waitFor('the first alert', async () => (await alerts()).length === 1);
    await adjust(-1); // 7: still below, no repeat
    await adjust(-2); // 5
    await settle();
    expect(await alerts()).toHaveLength(1);
    const [first] = await waitFor('the first email', async () => {
      const found = await mails(eve, /^Your balance is low/);
      return found.length ? found : undefined;
    });
    expect(first.subject).toBe('Your balance is low: 8 credits left');
    expect(first.text).toContain('below your alert threshold of 10 credits');
    // No spends in the last 30 days: the smallest pack.
    expect(first.text).toContain(`${kit.stack.env.PUBLIC_URL}/pricing?pack=10`);

    await adjust(10); // 15: back above, the next crossing counts again
    await settle();
    await adjust(-6); // 9: the second crossing
    await waitFor('the second alert', async () => (await alerts()).length === 2);
    await settle();
    expect(await alerts()).toHaveLength(2);
    expect((await mails(eve, /^Your balance is low/)).map((m) => m.subject)).toEqual([
      'Your balance is low: 9 credits left',
      'Your balance is low: 8 credits left',
    ]);

    // 0 turns the alert off.
    await api('PUT', '/api/account/email-preferences', eve, { low_balance_threshold: 0 });
    await adjust(10);
    await adjust(-18); // 1
    await settle();
    expect(await alerts()).toHaveLength(2);
  });

  it('counts a threshold raised a moment ago: a change from above it to below it warns at once', async () => {
    const frank = await userSession(kit, 'frank');
    const adjust = adjuster(frank.userId);
    const alerts = () => lowBalanceAlerts(frank.userId);

    await adjust(600); // far above every threshold so far
    await sleep(1500);
    await api('PUT', '/api/account/email-preferences', frank, { low_balance_threshold: 500 });
    await adjust(-100); // 500: at the threshold, not below
    await sleep(1500);
    expect(await alerts()).toEqual([]);
    await adjust(-50); // 450: below 500
    await waitFor('the alert', async () => (await alerts()).length === 1);
  });

  /** A spend through the API by a key of `userId`'s, as the gateway asks for it; its ledger id. */
  const spender = (userId: string) => {
    const keyId = randomUUID();
    return async (amount: number) => {
      const reply = await kit.bus.request(SpendSubjects.spend, {
        userId,
        amount,
        description: 'Analysis',
        keyId,
        keyName: 'Analyser',
        idempotencyKey: `spend-${randomUUID()}`,
      });
      if (reply.outcome !== 'spent') throw new Error(`spend of ${amount} refused`);
      return reply.spend.id;
    };
  };
  /** Whether the ledger row's `credits.balance.changed` was written. */
  const announced = async (transactionId: string) =>
    (await db.query(`SELECT 1 FROM credits.outbox WHERE payload->>'transactionId' = $1`, [transactionId]))
      .rowCount === 1;

  it('announces a spend through the API only when it leaves the balance below the threshold, the default or one set a moment ago', async () => {
    const gus = await userSession(kit, 'gus');
    const spend = spender(gus.userId);
    const alerts = () => lowBalanceAlerts(gus.userId);

    await adjuster(gus.userId)(600);
    expect(await announced(await spend(100))).toBe(false); // 500
    await api('PUT', '/api/account/email-preferences', gus, { low_balance_threshold: 480 });
    expect(await announced(await spend(20))).toBe(false); // 480: at the threshold
    await sleep(1500);
    expect(await alerts()).toEqual([]);
    expect(await announced(await spend(30))).toBe(true); // 450: below
    await waitFor('the alert', async () => (await alerts()).length === 1);

    // Without a threshold of their own: the default's.
    const hal = await userSession(kit, 'hal');
    const halSpends = spender(hal.userId);
    await adjuster(hal.userId)(DEFAULT_LOW_BALANCE_THRESHOLD + 1);
    expect(await announced(await halSpends(1))).toBe(false);
    expect(await announced(await halSpends(0.01))).toBe(true);
    await waitFor('the default alert', async () => (await lowBalanceAlerts(hal.userId)).length === 1);
  });

  it('downloads a monthly statement as CSV and refuses a malformed month', async () => {
    const fay = await userSession(kit, 'fay');
    await kit.bus.request(CreditsSubjects.adjust, {
      userId: fay.userId,
      adminId: admin.userId,
      amount: 12,
      direction: 'add',
    });
    const month = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: '2-digit',
    })
      .format(new Date())
      .slice(0, 7);
    const res = await fetch(`${kit.stack.baseUrl}/api/credits/statement?month=${month}`, {
      headers: { authorization: `Bearer ${fay.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="statement-${month}.csv"`);
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('date,type,description,amount,balance_after');
    expect(lines[1]).toMatch(/,opening balance,,,0\.00$/);
    expect(lines[2]).toMatch(/,adjustment,.*,12\.00,12\.00$/);
    expect(lines[3]).toMatch(/,closing balance,,,12\.00$/);

    for (const bad of ['2026-13', '2026-3', 'march', '1999-01', '2026-03-01']) {
      const refused = await api('GET', `/api/credits/statement?month=${bad}`, fay);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await api('GET', '/api/credits/statement', fay)).status).toBe(400);
  });
});
