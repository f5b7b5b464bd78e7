import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { FakeBtcpay } from '../../../../tests/support/fake-btcpay.mjs';
import {
  adminSession,
  AuthKit,
  call,
  listMail,
  registeredUser,
  reauthenticate,
  staffSession,
  startKit,
  TestSession,
  userSession,
} from '../../../../tests/support/auth-kit';

const STORE = 'RefundStore';
const SECRET = 'refund-webhook-secret';

/**
 * Finance refunds a settled BTCPay payment's unspent credits by claim link, through the gateway at
 * the BTCPay stand-in: the credits come off the balance once, BTCPay makes one pull payment, the
 * customer is mailed its link and sees it on the payment, the refund is audited, and past the
 * four-eyes totals it waits for a second finance user.
 */
describe('refunds of a BTCPay payment by claim link', () => {
  const btcpay = new FakeBtcpay({ apiKey: 'refund-key', storeId: STORE, webhookSecret: SECRET });
  let kit: AuthKit;
  let db: Client;
  let owner: TestSession;
  let finance: TestSession;
  let finance2: TestSession;
  let buyer: TestSession;

  async function withFinanceRole(label: string): Promise<TestSession> {
    const user = await registeredUser(kit, label);
    await reauthenticate(kit, owner);
    const granted = await call(kit, 'PUT', `/api/admin/users/${user.user.id}`, {
      token: owner.token,
      body: { role: 'finance' },
    });
    expect(granted.status).toBe(200);
    return staffSession(kit, user);
  }

  beforeAll(async () => {
    kit = await startKit({
      services: ['auth', 'notifications', 'credits', 'admin', 'payments'],
      env: {
        PAYMENT_PROVIDER: 'btcpay',
        BTCPAY_URL: await btcpay.start(),
        BTCPAY_API_KEY: 'refund-key',
        BTCPAY_STORE_ID: STORE,
        BTCPAY_WEBHOOK_SECRET: SECRET,
        PRICE_API_URL: 'http://127.0.0.1:9/simple/price',
        PAYMENT_POLL_INTERVAL_MS: '3600000',
        RECONCILE_INTERVAL_MS: '3600000',
        RATE_LIMIT_PER_IP: '500',
        FOUR_EYES_CREDITS: '50',
      },
    });
    btcpay.webhookUrl = `${kit.stack.baseUrl}/api/payments/btcpay/webhook`;
    db = new Client({ connectionString: kit.stack.database.url });
    await db.connect();
    owner = await adminSession(kit);
    [finance, finance2, buyer] = await Promise.all([
      withFinanceRole('refund-finance'),
      withFinanceRole('refund-finance-two'),
      userSession(kit, 'refund-buyer'),
    ]);
  }, 180000);

  afterAll(async () => {
    await db?.end();
    await kit?.close();
    await btcpay.stop();
  });

  const api = (method: string, path: string, who: TestSession, body?: unknown) =>
    call(kit, method, path, { token: who.token, body });
  const balance = async (who = buyer) =>
    (await api('GET', '/api/credits/balance', who)).body.balance as number;

  async function until(what: string, fn: () => Promise<boolean>, ms = 15000) {
    const deadline = Date.now() + ms;
    while (!(await fn())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 150));
    }
  }

  /** A BTCPay payment of `amount` euros by `who`, settled and credited; its id and invoice id. */
  async function paidPayment(amount: number, who = buyer): Promise<{ paymentId: string; invoiceId: string }> {
    const before = await balance(who);
    const created = await api('POST', '/api/create-payment', who, {
      amount,
      crypto: 'btc',
      currency: 'eur',
    });
    expect(created.status).toBeLessThan(300);
    const paymentId = created.body.payment_id as string;
    const invoice = btcpay.byOrder(paymentId);
    await btcpay.settle(invoice.id);
    // On the balance, and recorded on the payment (its grant acknowledged): only then refundable.
    await until(
      'the credits',
      async () =>
        (await balance(who)) > before &&
        (await api('GET', `/api/payment/${paymentId}`, who)).body.payment?.creditsAdded === true,
    );
    return { paymentId, invoiceId: invoice.id };
  }

  /** The text of a PDF the API serves. */
  async function pdfText(path: string, who: TestSession): Promise<string> {
    const res = await fetch(`${kit.stack.baseUrl}${path}`, {
      headers: { authorization: `Bearer ${who.token}` },
    });
    expect(res.status).toBe(200);
    const file = join(mkdtempSync(join(tmpdir(), 'refund-pdf-')), 'document.pdf');
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    // One page each, whatever the seller's name makes its foot wrap to.
    expect((await promisify(execFile)('pdfinfo', [file])).stdout).toMatch(/^Pages:\s+1$/m);
    return (await promisify(execFile)('pdftotext', [file, '-'])).stdout.replace(/\s+/g, ' ');
  }

  const refund = (paymentId: string, who: TestSession) =>
    api('POST', `/api/admin/transactions/${paymentId}/refund`, who, {
      reason: 'other',
      reason_note: 'customer asked for the unused credits back',
    });

  it('takes the unspent credits back once, makes one pull payment, mails its link and audits it', async () => {
    const { paymentId, invoiceId } = await paidPayment(20);
    const before = await balance();
    btcpay.refunds.splice(0);

    const first = await refund(paymentId, finance);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      alreadyRefunded: false,
      credits: 10,
      amount: '20.00',
      currency: 'eur',
      claimLink: btcpay.refunds[0]?.viewLink,
    });
    expect(btcpay.refunds).toEqual([expect.objectContaining({ invoiceId, currency: 'EUR' })]);
    expect(await balance()).toBe(before - 10);

    const again = await refund(paymentId, finance);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ alreadyRefunded: true, claimLink: first.body.claimLink });
    expect(btcpay.refunds).toHaveLength(1);
    expect(await balance()).toBe(before - 10);

    const seen = await api('GET', `/api/payment/${paymentId}`, buyer);
    expect(seen.body.payment).toMatchObject({
      refundClaimLink: first.body.claimLink,
      refundPending: false,
      // Every credit came back: the payment is refunded, and its receipt voided by a credit note.
      status: 'refunded',
    });
    const receipt = await api('GET', `/api/receipts/${paymentId}`, buyer);
    expect(receipt.body.receipt.voidedBy).toMatchObject({ partial: false });
    const note = await api('GET', `/api/receipts/${paymentId}/credit-note`, buyer);
    expect(note.body.creditNote).toMatchObject({ credits: 10, amount: 20, partial: false });

    await until('the claim mail', async () =>
      (await listMail(kit, buyer.email)).some((m) => m.text.includes(first.body.claimLink)),
    );
    const mails = (await listMail(kit, buyer.email)).filter((m) => m.text.includes(first.body.claimLink));
    expect(mails).toHaveLength(1);
    expect(mails[0].html).toContain(`href="${first.body.claimLink}"`);

    const { rows } = await db.query(
      `SELECT actor_id, details FROM admin.audit_log WHERE action = 'transaction.refunded' AND target = $1`,
      [paymentId],
    );
    expect(rows).toEqual([
      expect.objectContaining({
        actor_id: finance.userId,
        details: expect.objectContaining({ credits: 10, amount: '20.00', reason: 'other' }),
      }),
    ]);
    expect(btcpay.violations).toEqual([]);
  });

  it('mails the claim link in the customer’s language', async () => {
    const french = await userSession(kit, 'refund-french');
    const language = await call(kit, 'PUT', '/auth/v1/user', {
      token: french.token,
      body: { data: { language: 'fr' } },
    });
    expect(language.status).toBe(200);
    const { paymentId } = await paidPayment(20, french);
    const refunded = await refund(paymentId, finance);
    expect(refunded.status).toBe(200);
    await until('the claim mail', async () =>
      (await listMail(kit, french.email)).some((m) => m.text.includes(refunded.body.claimLink)),
    );
    const [mail] = (await listMail(kit, french.email)).filter((m) =>
      m.text.includes(refunded.body.claimLink),
    );
    expect(mail.subject).toMatch(/^Votre remboursement de 20,00\s€ est prêt à être réclamé$/);
    expect(mail.text).toContain('Réclamer votre remboursement');
    expect(mail.text).not.toMatch(/Claim your refund/i);
  });

  /**
   * A new customer's settled BTCPay payment of `amount` euros, `spent` of whose credits went
   * through the spend API; the customer and the payment's id.
   */
  async function partlySpentPayment(label: string, amount: number, spent: number) {
    const spender = await userSession(kit, label);
    const key = await api('POST', '/api/account/api-keys', spender, { name: 'analyser' });
    expect(key.status).toBe(201);
    const created = await api('POST', '/api/create-payment', spender, {
      amount,
      crypto: 'btc',
      currency: 'eur',
    });
    const paymentId = created.body.payment_id as string;
    await btcpay.settle(btcpay.byOrder(paymentId).id);
    await until(
      'the credits',
      async () => (await api('GET', '/api/credits/balance', spender)).body.balance === amount / 2,
    );
    const spend = await call(kit, 'POST', '/api/v1/spends', {
      token: key.body.secret,
      body: { amount: spent, description: 'Analysis' },
      headers: { 'idempotency-key': `refund-${label}-${paymentId}` },
    });
    expect(spend.status).toBe(201);
    return { spender, paymentId };
  }

  it('refunds only the unspent share of a payment whose credits were partly spent: paid less the refund', async () => {
    const { spender, paymentId } = await partlySpentPayment('refund-spender', 20, 6);
    const spenderBalance = async () =>
      (await api('GET', '/api/credits/balance', spender)).body.balance as number;

    const refunded = await refund(paymentId, finance);
    expect(refunded.status).toBe(200);
    // 4 of 10 credits were unspent: 4/10 of 20 EUR.
    expect(refunded.body).toMatchObject({ credits: 4, amount: '8.00' });
    expect(await spenderBalance()).toBe(0);
    const seen = await api('GET', `/api/payment/${paymentId}`, spender);
    expect(seen.body.payment).toMatchObject({ status: 'paid', refundClaimLink: refunded.body.claimLink });
    const receipt = await api('GET', `/api/receipts/${paymentId}`, spender);
    expect(receipt.body.receipt.voidedBy).toMatchObject({ partial: true });
    const note = await api('GET', `/api/receipts/${paymentId}/credit-note`, spender);
    expect(note.body.creditNote).toMatchObject({ credits: 4, amount: 8, partial: true });
    // The PDFs say the same: the receipt stands for the rest, the note refunds part of it.
    const receiptPdf = await pdfText(`/api/receipts/${paymentId}/pdf`, spender);
    expect(receiptPdf).toContain(`PARTLY REFUNDED: credit note ${note.body.creditNote.number}`);
    expect(receiptPdf).toContain('This receipt stands for the rest.');
    expect(receiptPdf).not.toMatch(/VOID|is void/);
    const notePdf = await pdfText(`/api/receipts/${paymentId}/credit-note/pdf`, spender);
    expect(notePdf).toContain(`Refunds part of receipt ${receipt.body.receipt.number}`);
    expect(notePdf).toContain('the 4 unspent credits were');
    expect(notePdf).not.toMatch(/Voids receipt|is void/);
    const { rows } = await db.query(
      `SELECT (amount - coalesce(refund_amount, 0))::float8 AS kept FROM payments.payments WHERE payment_id = $1`,
      [paymentId],
    );
    expect(rows[0].kept).toBe(12);
  });

  it('counts only the unspent credits against the four-eyes totals', async () => {
    const { paymentId } = await partlySpentPayment('refund-big-spender', 120, 55);
    // 60 credits bought, 5 unspent: under the threshold of 50, no second person needed.
    const refunded = await refund(paymentId, finance2);
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ credits: 5 });
  });

  it('refuses a payment that is not paid yet', async () => {
    const created = await api('POST', '/api/create-payment', buyer, {
      amount: 20,
      crypto: 'btc',
      currency: 'eur',
    });
    const open = await refund(created.body.payment_id, finance);
    expect(open.status).toBe(409);
    expect(open.body.code).toBe('PAYMENT_NOT_REFUNDABLE');
    expect(btcpay.violations).toEqual([]);
  });

  it('keeps the credits taken back when BTCPay fails, and a retry only asks BTCPay again', async () => {
    const { paymentId } = await paidPayment(20);
    const before = await balance();
    btcpay.refunds.splice(0);
    btcpay.down = true;
    const failed = await refund(paymentId, finance);
    btcpay.down = false;
    expect(failed.status).toBe(502);
    expect(failed.body.code).toBe('PAYMENT_REFUND_PENDING');
    expect(await balance()).toBe(before - 10);
    expect((await api('GET', `/api/payment/${paymentId}`, buyer)).body.payment).toMatchObject({
      refundClaimLink: null,
      refundPending: true,
    });

    const retried = await refund(paymentId, finance);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ alreadyRefunded: false, credits: 10 });
    expect(btcpay.refunds).toHaveLength(1);
    expect(await balance()).toBe(before - 10);
    expect(btcpay.violations).toEqual([]);
  });

  it('waits for a second finance user above the four-eyes threshold, then refunds once approved', async () => {
    const { paymentId } = await paidPayment(120);
    const before = await balance();
    btcpay.refunds.splice(0);

    const asked = await refund(paymentId, finance);
    expect(asked.status).toBe(202);
    expect(asked.body.approval).toMatchObject({ kind: 'payment_refund', payment_id: paymentId, amount: 60 });
    expect(await balance()).toBe(before);
    expect(btcpay.refunds).toEqual([]);

    const own = await api('POST', `/api/admin/approvals/${asked.body.approval.id}/approve`, finance);
    expect(own.status).toBe(403);
    const approved = await api('POST', `/api/admin/approvals/${asked.body.approval.id}/approve`, finance2);
    expect(approved.status).toBe(200);
    expect(await balance()).toBe(before - 60);
    expect(btcpay.refunds).toHaveLength(1);
    const seen = await api('GET', `/api/payment/${paymentId}`, buyer);
    expect(seen.body.payment.refundClaimLink).toBe(btcpay.refunds[0].viewLink);
    expect(btcpay.violations).toEqual([]);
  });
});
