import bolt11 from 'bolt11';
import { Client } from 'pg';
import { FakeBtcpay } from '../../../../tests/support/fake-btcpay.mjs';
import { AuthKit, call, startKit, TestSession, userSession } from '../../../../tests/support/auth-kit';

const STORE = 'LightningStore';
const SECRET = 'lightning-webhook-secret';

/**
 * A Lightning checkout through the gateway at the BTCPay stand-in: the payment's address is the
 * stand-in's signed BOLT11 invoice, and its settlement, told by the signed webhook, pays the
 * payment once and grants its credits once.
 */
describe('a Lightning checkout paid at the BTCPay stand-in', () => {
  const btcpay = new FakeBtcpay({
    apiKey: 'ln-key',
    storeId: STORE,
    webhookSecret: SECRET,
    retryDelaysMs: [200],
  });
  let kit: AuthKit;
  let db: Client;
  let buyer: TestSession;

  beforeAll(async () => {
    kit = await startKit({
      services: ['auth', 'notifications', 'credits', 'payments'],
      env: {
        PAYMENT_PROVIDER: 'btcpay',
        BTCPAY_URL: await btcpay.start(),
        BTCPAY_API_KEY: 'ln-key',
        BTCPAY_STORE_ID: STORE,
        BTCPAY_WEBHOOK_SECRET: SECRET,
        PRICE_API_URL: 'http://127.0.0.1:9/simple/price',
        // Only the webhook moves the payment here.
        PAYMENT_POLL_INTERVAL_MS: '3600000',
        RECONCILE_INTERVAL_MS: '3600000',
      },
    });
    btcpay.webhookUrl = `${kit.stack.baseUrl}/api/payments/btcpay/webhook`;
    db = new Client({ connectionString: kit.stack.database.url });
    await db.connect();
    buyer = await userSession(kit, 'lightning-buyer');
  }, 120000);

  afterAll(async () => {
    await db?.end();
    await kit?.close();
    await btcpay.stop();
  });

  const api = (method: string, path: string, body?: unknown) =>
    call(kit, method, path, { token: buyer.token, body });
  const balance = async () => (await api('GET', '/api/credits/balance')).body.balance as number;

  async function until(what: string, fn: () => Promise<boolean>, ms = 15000) {
    const deadline = Date.now() + ms;
    while (!(await fn())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 150));
    }
  }

  it('gives the BOLT11 invoice as the address, then is paid once settled and its credits granted once', async () => {
    const before = await balance();
    const created = await api('POST', '/api/create-payment', {
      amount: 20,
      crypto: 'lightning',
      currency: 'eur',
    });
    expect(created.status).toBe(201);
    const paymentId = created.body.payment_id as string;

    const invoice = btcpay.byOrder(paymentId);
    expect(invoice.checkout.paymentMethods).toEqual(['BTC-LN']);
    const lightning = btcpay.lightning(invoice.id);
    const { payment } = (await api('GET', `/api/payment/${paymentId}`)).body;
    expect(payment).toMatchObject({
      crypto: 'lightning',
      provider: 'btcpay',
      transactionId: invoice.id,
      address: lightning.bolt11,
      checkoutLink: expect.stringMatching(new RegExp(`${invoice.id}$`)),
    });
    expect(payment.qr_code).toMatch(/^data:image\/png;base64,/);

    // The invoice decodes to what the payment asks: its amount in BTC, its expiry, its hash.
    const decoded = bolt11.decode(payment.address);
    expect(decoded.millisatoshis).toBe(lightning.amountMsat);
    expect(payment.cryptoAmount).toBeCloseTo(Number(lightning.amountMsat) / 1e11, 11);
    expect(decoded.timeExpireDate).toBe(lightning.expiresAt);
    expect(new Date(payment.expiresAt).getTime()).toBeLessThanOrEqual(decoded.timeExpireDate! * 1000);
    expect(decoded.tags.find((t) => t.tagName === 'payment_hash')?.data).toBe(lightning.paymentHash);

    await btcpay.settle(invoice.id);
    await until('the payment to be paid', async () => {
      const { rows } = await db.query('SELECT status FROM payments.payments WHERE payment_id = $1', [
        paymentId,
      ]);
      return rows[0].status === 'paid';
    });
    await until('the credits', async () => (await balance()) === before + 10);

    // The settlement's event delivered 5 times in all, then every event of the invoice again,
    // newest first (settled before processing before created): nothing changes a second time.
    const events = btcpay.events(invoice.id);
    const settled = events.filter((e) => e.type === 'InvoiceSettled');
    expect(settled).toHaveLength(1);
    expect(await btcpay.deliverAgain(settled[0].deliveryId, 4)).toEqual([200, 200, 200, 200]);
    expect(await btcpay.deliverOutOfOrder(invoice.id)).toEqual(events.map(() => 200));
    await btcpay.idle();
    const { rows } = await db.query(
      'SELECT status, tx_hash, credits_added FROM payments.payments WHERE payment_id = $1',
      [paymentId],
    );
    // Lightning's payment id is its payment hash.
    expect(rows[0]).toEqual({ status: 'paid', tx_hash: lightning.paymentHash, credits_added: true });
    const { rows: ledger } = await db.query(
      'SELECT amount::float AS amount FROM credits.transactions WHERE payment_id = $1',
      [paymentId],
    );
    expect(ledger).toEqual([{ amount: 10 }]);
    expect(await balance()).toBe(before + 10);
    expect(btcpay.violations).toEqual([]);
    expect(btcpay.deliveries.filter((d) => d.status !== 200)).toEqual([]);
  });

  it('is refused with 422 PAYMENT_METHOD_UNAVAILABLE for ether, which BTCPay does not take', async () => {
    const refused = await api('POST', '/api/create-payment', { amount: 20, crypto: 'eth', currency: 'eur' });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('PAYMENT_METHOD_UNAVAILABLE');
  });
});
