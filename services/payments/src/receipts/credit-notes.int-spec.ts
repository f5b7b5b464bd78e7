import { PaymentsSubjects } from '@storefront/contracts';
import { Client } from 'pg';
import { adminSession, AuthKit, call, TestSession, userSession } from '../../../../tests/support/auth-kit';
import { waitFor } from '../../../../tests/support/stack';
import { FakeNowPayments } from '../../../../tests/support/fake-nowpayments.mjs';
import { postIpn, RefundsKit, startRefundsKit } from '../__tests__/nowpayments-test-kit';

/**
 * Credit notes: taking back the credits of a payment refunded after they were added voids its
 * receipt with one credit note, numbered from the receipts' own gap-free sequence in the
 * transaction that records the reversal; the payment page learns it from the payment's view.
 */
describe('credit notes', () => {
  const fake = new FakeNowPayments();
  let kit: AuthKit;
  let db: Client;
  let admin: TestSession;
  let buyer: TestSession;
  let stranger: TestSession;
  let close: RefundsKit['close'];

  beforeAll(async () => {
    ({ kit, db, close } = await startRefundsKit(await fake.start(), {
      RECEIPT_SELLER_NAME: 'Oddsmith SAS',
      RECEIPT_SELLER_ADDRESS: '12 rue de la Paix|75002 Paris|France',
    }));
    [admin, buyer, stranger] = await Promise.all([
      adminSession(kit),
      userSession(kit, 'credit-note-buyer'),
      userSession(kit, 'credit-note-stranger'),
    ]);
  }, 120000);

  afterAll(async () => {
    await close?.();
    await fake.stop();
  });

  const api = (method: string, path: string, who?: TestSession) =>
    call(kit, method, path, { token: who?.token });
  const row = async (paymentId: string) =>
    (await db.query('SELECT * FROM payments.payments WHERE payment_id = $1', [paymentId])).rows[0];
  const sequenceOf = (number: string) => Number(number.slice(-6));

  const ipn = (body: Record<string, unknown>) => postIpn(kit.stack.baseUrl, body);

  /** A payment paid and credited (so with a receipt); returns its id and the provider's view of it. */
  async function paidAndCredited(amount = 20) {
    const { paymentId } = await kit.request(PaymentsSubjects.create, {
      userId: buyer.userId,
      amount,
      currency: 'eur',
      crypto: 'btc',
    });
    const provider = fake.byOrder(paymentId) as unknown as Record<string, unknown>;
    await ipn({ ...provider, payment_status: 'finished', payin_hash: `0x${paymentId.slice(0, 8)}` });
    await waitFor('credits to be added', async () => (await row(paymentId)).credits_added);
    return { paymentId, provider };
  }

  const receiptNumber = async (paymentId: string) =>
    (await api('GET', `/api/receipts/${paymentId}`, buyer)).body.receipt.number as string;

  it('reversing the credits issues one credit note, the next number of the receipts, and the next receipt follows it', async () => {
    const { paymentId, provider } = await paidAndCredited(20);
    const receipt = await receiptNumber(paymentId);
    await ipn({ ...provider, payment_status: 'refunded' });

    // Refunded, credits still on the balance: the receipt stands and there is no credit note.
    const before = await api('GET', `/api/payment/${paymentId}`, buyer);
    expect(before.body.payment).toMatchObject({
      status: 'refunded',
      creditsAdded: true,
      creditsReversedAt: null,
    });
    expect((await api('GET', `/api/receipts/${paymentId}`, buyer)).body.receipt.voidedBy).toBeNull();
    const none = await api('GET', `/api/receipts/${paymentId}/credit-note`, buyer);
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ error: 'Credit note not found', code: 'CREDIT_NOTE_NOT_FOUND' });

    const first = await api('POST', `/api/admin/transactions/${paymentId}/reverse-credits`, admin);
    expect(first.status).toBe(200);
    expect(first.body.alreadyReversed).toBe(false);

    const { rows: notes } = await db.query(`SELECT * FROM payments.credit_notes WHERE payment_id = $1`, [
      paymentId,
    ]);
    expect(notes).toHaveLength(1);
    expect(sequenceOf(notes[0].number)).toBe(sequenceOf(receipt) + 1);
    expect(notes[0].number).toMatch(/^R-\d{4}-\d{6}$/);

    // The page's view says when the credits were taken back, and so did the event of the change.
    const after = (await api('GET', `/api/payment/${paymentId}`, buyer)).body.payment;
    expect(after.creditsReversedAt).toEqual(expect.any(String));
    const { rows: events } = await db.query(
      `SELECT payload FROM payments.outbox
        WHERE subject LIKE '%payments.payment.updated' AND payload->>'paymentId' = $1
        ORDER BY created_at DESC LIMIT 1`,
      [paymentId],
    );
    expect(events[0].payload).toMatchObject({
      previous: { status: 'refunded', creditsAdded: true, creditsReversed: false },
      payment: { status: 'refunded', creditsReversedAt: after.creditsReversedAt },
    });

    // The receipt names its credit note; the credit note names the receipt and the amounts.
    const voided = (await api('GET', `/api/receipts/${paymentId}`, buyer)).body.receipt;
    expect(voided.voidedBy).toEqual({
      number: notes[0].number,
      issuedAt: expect.any(String),
      partial: false,
    });
    const note = await api('GET', `/api/receipts/${paymentId}/credit-note`, buyer);
    expect(note.status).toBe(200);
    expect(note.body.creditNote).toMatchObject({
      number: notes[0].number,
      receiptNumber: receipt,
      paymentId,
      credits: 10,
      amount: 20,
      currency: 'eur',
      creditsReversedAt: after.creditsReversedAt,
      seller: { name: 'Oddsmith SAS', address: '12 rue de la Paix|75002 Paris|France', vatId: null },
      buyer: { email: buyer.email },
    });
    expect((await api('GET', `/api/receipts/${paymentId}/credit-note`, admin)).body).toEqual(note.body);
    for (const path of [
      `/api/receipts/${paymentId}/credit-note`,
      `/api/receipts/${paymentId}/credit-note/pdf`,
    ]) {
      expect((await api('GET', path, stranger)).status).toBe(404);
    }

    // A second reversal changes nothing: no second credit note, no number taken.
    const second = await api('POST', `/api/admin/transactions/${paymentId}/reverse-credits`, admin);
    expect(second.body.alreadyReversed).toBe(true);
    expect(
      (
        await db.query(`SELECT count(*)::int AS n FROM payments.credit_notes WHERE payment_id = $1`, [
          paymentId,
        ])
      ).rows[0].n,
    ).toBe(1);

    // The next receipt takes the number after the credit note's.
    const next = await paidAndCredited(20);
    expect(sequenceOf(await receiptNumber(next.paymentId))).toBe(sequenceOf(receipt) + 2);
  });

  it('downloads the credit note as a PDF named after its number, and the voided receipt says so', async () => {
    const { paymentId, provider } = await paidAndCredited(40);
    await ipn({ ...provider, payment_status: 'refunded' });
    expect((await api('POST', `/api/admin/transactions/${paymentId}/reverse-credits`, admin)).status).toBe(
      200,
    );
    const { number, receiptNumber: voided } = (
      await api('GET', `/api/receipts/${paymentId}/credit-note`, buyer)
    ).body.creditNote;

    const res = await fetch(`${kit.stack.baseUrl}/api/receipts/${paymentId}/credit-note/pdf`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="credit-note-${number}.pdf"`);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toMatch(/%%EOF/);
    expect(pdf.toString('latin1')).toContain(`Credit note ${number}`);
    expect(pdf.toString('latin1')).toContain(`voiding receipt ${voided}`);

    const receiptPdf = await fetch(`${kit.stack.baseUrl}/api/receipts/${paymentId}/pdf`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(receiptPdf.status).toBe(200);
    expect(Buffer.from(await receiptPdf.arrayBuffer()).length).toBeGreaterThan(1000);
  });

  it('issues the credit notes of payments reversed before credit notes existed when the service starts', async () => {
    const { paymentId, provider } = await paidAndCredited(20);
    await ipn({ ...provider, payment_status: 'refunded' });
    expect((await api('POST', `/api/admin/transactions/${paymentId}/reverse-credits`, admin)).status).toBe(
      200,
    );
    await db.query(`DELETE FROM payments.credit_notes WHERE payment_id = $1`, [paymentId]);
    expect((await api('GET', `/api/receipts/${paymentId}`, buyer)).body.receipt.voidedBy).toBeNull();

    await kit.stack.stop('payments');
    await kit.stack.start('payments');
    const reissued = await waitFor('the credit note', async () => {
      const res = await api('GET', `/api/receipts/${paymentId}/credit-note`, buyer);
      return res.status === 200 ? res.body.creditNote : undefined;
    });
    expect(reissued.number).toMatch(/^R-\d{4}-\d{6}$/);
    const { rows } = await db.query(`SELECT max(sequence)::int AS receipts FROM payments.receipts`);
    expect(sequenceOf(reissued.number)).toBeGreaterThan(rows[0].receipts);
  });
});
