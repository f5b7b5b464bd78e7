import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import {
  AuthKit,
  adminSession,
  call,
  startKit,
  TestSession,
  userSession,
} from '../../../../tests/support/auth-kit';
import { waitFor } from '../../../../tests/support/stack';

/** Receipts of credited payments (sandbox provider), numbered per year without gaps. */
describe('receipts', () => {
  let kit: AuthKit;
  let db: Client;
  let owner: TestSession;
  let stranger: TestSession;
  let admin: TestSession;

  beforeAll(async () => {
    kit = await startKit({
      services: ['auth', 'notifications', 'credits', 'payments'],
      env: {
        RATE_LIMIT_PER_IP: '500',
        PAYMENT_POLL_INTERVAL_MS: '300',
        RECONCILE_INTERVAL_MS: '1000',
        PRICE_API_URL: 'http://127.0.0.1:9/simple/price',
        RECEIPT_SELLER_NAME: 'Oddsmith SAS',
        RECEIPT_SELLER_ADDRESS: '12 rue de la Paix|75002 Paris|France',
        RECEIPT_SELLER_VAT_ID: 'FR12345678901',
      },
    });
    db = new Client({ connectionString: kit.stack.database.url });
    await db.connect();
    [owner, stranger, admin] = await Promise.all([
      userSession(kit, 'owner'),
      userSession(kit, 'stranger'),
      adminSession(kit),
    ]);
  }, 120000);

  afterAll(async () => {
    await db?.end();
    await kit?.close();
  });

  const api = (method: string, path: string, who?: TestSession, body?: unknown) =>
    call(kit, method, path, { token: who?.token, body });

  async function createPayment(who: TestSession, amount = 20) {
    const res = await api('POST', '/api/create-payment', who, { amount, crypto: 'eth', currency: 'eur' });
    expect(res.status).toBe(201);
    return res.body.payment_id as string;
  }

  const simulatePaid = async (paymentId: string, who: TestSession) =>
    expect((await api('POST', `/api/payments/${paymentId}/simulate`, who)).status).toBe(200);

  const credited = async (ids: string[]) =>
    Number(
      (
        await db.query(
          `SELECT count(*) FROM payments.payments WHERE payment_id = ANY($1::uuid[]) AND credits_added`,
          [ids],
        )
      ).rows[0].count,
    );

  it('numbers 50 receipts confirmed at once 1 to 50, even when some of their transactions roll back after taking a number', async () => {
    const ids = await Promise.all(Array.from({ length: 50 }, () => createPayment(owner, 20)));
    // The first grants of five of them fail once their receipt has drawn its number.
    const poisoned = ids.slice(0, 5);
    await db.query(`CREATE TABLE payments.test_poisoned (payment_id uuid PRIMARY KEY)`);
    await db.query(`INSERT INTO payments.test_poisoned SELECT unnest($1::uuid[])`, [poisoned]);
    await db.query(`
      CREATE FUNCTION payments.test_poison() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM payments.test_poisoned WHERE payment_id = NEW.payment_id) THEN
          RAISE EXCEPTION 'poisoned receipt';
        END IF;
        RETURN NEW;
      END $$`);
    await db.query(`CREATE TRIGGER test_poison BEFORE INSERT ON payments.receipts
                      FOR EACH ROW EXECUTE FUNCTION payments.test_poison()`);
    try {
      await Promise.all(ids.map((id) => simulatePaid(id, owner)));
      await waitFor('the 45 healthy grants', async () => (await credited(ids)) === 45, 30000);
      expect(await credited(poisoned)).toBe(0);
    } finally {
      await db.query(`DROP TRIGGER test_poison ON payments.receipts`);
      await db.query(`DROP FUNCTION payments.test_poison()`);
      await db.query(`DROP TABLE payments.test_poisoned`);
    }
    // Their grants are retried (the job, then the reconciler) and now go through.
    await waitFor('every grant', async () => (await credited(ids)) === 50, 60000);

    const { rows } = await db.query(
      `SELECT year, sequence, number FROM payments.receipts WHERE payment_id = ANY($1::uuid[]) ORDER BY sequence`,
      [ids],
    );
    expect(rows.map((r) => r.sequence)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const year = rows[0].year as number;
    expect(rows.every((r) => r.year === year)).toBe(true);
    expect(rows[0].number).toBe(`R-${year}-000001`);
    expect(rows[49].number).toBe(`R-${year}-000050`);
    expect((await db.query(`SELECT last_number FROM payments.receipt_counters`)).rows).toEqual([
      { last_number: 50 },
    ]);
  });

  it("shows the owner and an administrator a paid payment's receipt, and nobody else", async () => {
    const paymentId = await createPayment(owner, 20);
    expect((await api('GET', `/api/receipts/${paymentId}`, owner)).status).toBe(404);
    await simulatePaid(paymentId, owner);
    await waitFor('the credits', async () => (await credited([paymentId])) === 1);

    const mine = await api('GET', `/api/receipts/${paymentId}`, owner);
    expect(mine.status).toBe(200);
    expect(mine.body.receipt).toMatchObject({
      number: expect.stringMatching(/^R-\d{4}-\d{6}$/),
      seller: {
        name: 'Oddsmith SAS',
        address: '12 rue de la Paix|75002 Paris|France',
        vatId: 'FR12345678901',
      },
      buyer: { email: owner.email, name: 'Ada Lovelace' },
      paymentId,
      pack: '10 credits',
      credits: 10,
      amount: 20,
      currency: 'eur',
      crypto: 'eth',
      terms: 'No refunds. Credits are non-transferable.',
      // The page writes its times in the PDF's zone, the seller's.
      timeZone: 'Europe/Paris',
      language: 'en',
    });
    expect(mine.body.receipt.cryptoAmount).toBeGreaterThan(0);
    expect(mine.body.receipt.rate).toBeGreaterThan(0);
    expect((await api('GET', `/api/receipts/${paymentId}`, admin)).body).toEqual(mine.body);

    for (const path of [`/api/receipts/${paymentId}`, `/api/receipts/${paymentId}/pdf`]) {
      const theirs = await api('GET', path, stranger);
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual({ error: 'Receipt not found', code: 'RECEIPT_NOT_FOUND' });
    }
    expect((await api('GET', `/api/receipts/${paymentId}`)).status).toBe(401);
    expect((await api('GET', '/api/receipts/not-a-payment', owner)).status).toBe(400);
  });

  it('downloads the receipt as a PDF named after its number', async () => {
    const paymentId = await createPayment(owner, 40);
    await simulatePaid(paymentId, owner);
    await waitFor('the credits', async () => (await credited([paymentId])) === 1);
    const { number } = (await api('GET', `/api/receipts/${paymentId}`, owner)).body.receipt;
    const res = await fetch(`${kit.stack.baseUrl}/api/receipts/${paymentId}/pdf`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="receipt-${number}.pdf"`);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toMatch(/%%EOF/);
    expect(pdf.toString('latin1')).toContain(`Receipt ${number}`);
  });

  it('writes a French account’s receipt and its PDF in French', async () => {
    const french = await userSession(kit, 'francais');
    expect((await api('PUT', '/auth/v1/user', french, { data: { language: 'fr' } })).status).toBe(200);
    const paymentId = await createPayment(french, 20);
    await simulatePaid(paymentId, french);
    await waitFor('the credits', async () => (await credited([paymentId])) === 1);
    const { receipt } = (await api('GET', `/api/receipts/${paymentId}`, french)).body;
    expect(receipt).toMatchObject({
      language: 'fr',
      pack: '10 crédits',
      terms: 'Aucun remboursement. Les crédits ne sont pas transférables.',
    });
    const res = await fetch(`${kit.stack.baseUrl}/api/receipts/${paymentId}/pdf`, {
      headers: { authorization: `Bearer ${french.token}` },
    });
    expect(res.status).toBe(200);
    const file = join(mkdtempSync(join(tmpdir(), 'receipt-fr-')), 'receipt.pdf');
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    const { stdout } = await promisify(execFile)('pdftotext', [file, '-']);
    for (const words of ['REÇU', 'FACTURÉ À', 'Total payé', 'Aucun remboursement.'])
      expect(stdout).toContain(words);
    expect(stdout).not.toMatch(/RECEIPT|BILLED TO|Total paid|No refunds/);
  });

  it('issues receipts for payments credited before receipts existed when the service starts', async () => {
    const paymentId = await createPayment(owner, 20);
    await simulatePaid(paymentId, owner);
    await waitFor('the credits', async () => (await credited([paymentId])) === 1);
    const { rows } = await db.query(`SELECT number FROM payments.receipts WHERE payment_id = $1`, [
      paymentId,
    ]);
    await db.query(`DELETE FROM payments.receipts WHERE payment_id = $1`, [paymentId]);
    await kit.stack.stop('payments');
    await kit.stack.start('payments');
    const reissued = await waitFor('the receipt', async () => {
      const res = await api('GET', `/api/receipts/${paymentId}`, owner);
      return res.status === 200 ? res.body.receipt : undefined;
    });
    expect(reissued.number).not.toBe(rows[0].number);
  });
});
