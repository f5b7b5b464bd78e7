import { randomUUID } from 'node:crypto';
import { PaymentsSubjects } from '@storefront/contracts';
import type { MessageBus } from '@storefront/platform';
import { Client } from 'pg';
import { FakeBtcpay } from '../../../../tests/support/fake-btcpay.mjs';
import { Stack, waitFor } from '../../../../tests/support/stack';
import { stackWithClients, StackWithClients } from '../../../../tests/support/stack-clients';

const STORE = 'StandInStore';
const SECRET = 'stand-in-webhook-secret';

/**
 * Payments opened at the BTCPay stand-in (checked against the Greenfield v2.4.1 document) and
 * moved by its own signed webhooks through the gateway: every delivery answered 200, each payment
 * ending as BTCPay says, and redeliveries or events out of order changing nothing.
 */
describe('BTCPay payments moved by the stand-in’s webhooks', () => {
  const btcpay = new FakeBtcpay({
    apiKey: 'stand-in-key',
    storeId: STORE,
    webhookSecret: SECRET,
    retryDelaysMs: [200],
  });
  let stack: Stack;
  let bus: MessageBus;
  let db: Client;
  let close: StackWithClients['close'];
  const userId = randomUUID();

  beforeAll(async () => {
    ({ stack, bus, db, close } = await stackWithClients({
      services: ['payments'],
      env: {
        PAYMENT_PROVIDER: 'btcpay',
        BTCPAY_URL: await btcpay.start(),
        BTCPAY_API_KEY: 'stand-in-key',
        BTCPAY_STORE_ID: STORE,
        BTCPAY_WEBHOOK_SECRET: SECRET,
        PRICE_API_URL: 'http://127.0.0.1:9/simple/price',
        // Only the webhooks move the payments here.
        PAYMENT_POLL_INTERVAL_MS: '3600000',
        RECONCILE_INTERVAL_MS: '3600000',
      },
    }));
    btcpay.webhookUrl = `${stack.baseUrl}/api/payments/btcpay/webhook`;
  }, 90000);

  afterAll(async () => {
    await close?.();
    await btcpay.stop();
  });

  afterEach(async () => {
    await btcpay.idle();
    expect(btcpay.violations).toEqual([]);
    expect(btcpay.deliveries.filter((d) => d.status !== 200)).toEqual([]);
  });

  async function open(crypto: 'btc' | 'ltc' = 'btc') {
    const { paymentId } = await bus.request(PaymentsSubjects.create, {
      userId,
      amount: 20,
      currency: 'eur',
      crypto,
    });
    return { paymentId, invoiceId: btcpay.byOrder(paymentId).id };
  }
  const row = async (paymentId: string) =>
    (
      await db.query(
        `SELECT status, credits, paid_amount, tx_hash, marked_by_hand, paid_crypto_amount, crypto_amount
           FROM payments.payments WHERE payment_id = $1`,
        [paymentId],
      )
    ).rows[0];
  const settledAs = (paymentId: string, status: string) =>
    waitFor(
      `payment ${paymentId} to be ${status}`,
      async () => (await row(paymentId)).status === status,
      10000,
    );

  it('shows the invoice’s checkout link on the payment', async () => {
    const { paymentId, invoiceId } = await open('ltc');
    const { payment } = await bus.request(PaymentsSubjects.get, {
      paymentId,
      requesterId: userId,
      requesterIsAdmin: false,
    });
    expect(payment).toMatchObject({ provider: 'btcpay', transactionId: invoiceId, crypto: 'ltc' });
    expect(payment.checkoutLink).toMatch(new RegExp(`${invoiceId}$`));
  });

  it('is paid once settled, and stays so whatever is delivered again or out of order', async () => {
    const { paymentId, invoiceId } = await open();
    await btcpay.process(invoiceId);
    await settledAs(paymentId, 'confirming');
    await btcpay.settle(invoiceId);
    await settledAs(paymentId, 'paid');
    const paid = await row(paymentId);
    expect(paid.tx_hash).toMatch(/^[0-9a-f]{64}$/);

    const [first] = btcpay.events(invoiceId);
    expect(await btcpay.deliverAgain(first.deliveryId, 2)).toEqual([200, 200]);
    await btcpay.redeliver(first.deliveryId);
    expect((await btcpay.deliverOutOfOrder(invoiceId)).every((s) => s === 200)).toBe(true);
    await btcpay.idle();
    expect(await row(paymentId)).toEqual(paid);
  });

  it('keeps the pack for an overpaid invoice and records what came', async () => {
    const { paymentId, invoiceId } = await open();
    await btcpay.settle(invoiceId, { paidOver: true });
    await settledAs(paymentId, 'paid');
    const paid = await row(paymentId);
    expect(paid.credits).toBe(10);
    expect(Number(paid.paid_crypto_amount)).toBeGreaterThan(Number(paid.crypto_amount));
  });

  it('credits half the pack for half the money once the invoice expires', async () => {
    const { paymentId, invoiceId } = await open();
    await btcpay.payPartial(invoiceId, 0.5);
    await settledAs(paymentId, 'confirming');
    await btcpay.expire(invoiceId);
    await settledAs(paymentId, 'partially_paid');
    expect(await row(paymentId)).toMatchObject({ credits: 5, paid_amount: '10.00' });
  });

  it('records an invoice settled by hand, and one invalidated by hand', async () => {
    const settled = await open();
    await btcpay.settle(settled.invoiceId, { marked: true });
    await settledAs(settled.paymentId, 'paid');
    expect((await row(settled.paymentId)).marked_by_hand).toBe(true);
    const invalid = await open();
    await btcpay.invalidate(invalid.invoiceId, { marked: true });
    await settledAs(invalid.paymentId, 'failed');
    expect((await row(invalid.paymentId)).marked_by_hand).toBe(true);
  });

  it('keeps a new invoice waiting, expires one left unpaid, and fails one BTCPay found invalid', async () => {
    const unpaid = await open();
    await btcpay.idle();
    expect(await row(unpaid.paymentId)).toMatchObject({ status: 'waiting', paid_amount: null });
    await btcpay.expire(unpaid.invoiceId);
    await settledAs(unpaid.paymentId, 'expired');
    const invalid = await open();
    await btcpay.invalidate(invalid.invoiceId);
    await settledAs(invalid.paymentId, 'failed');
    expect((await row(invalid.paymentId)).marked_by_hand).toBe(false);
  });

  it('pays an expired payment when late money settles it', async () => {
    const { paymentId, invoiceId } = await open();
    await btcpay.settle(invoiceId, { late: true });
    await settledAs(paymentId, 'paid');
  });
});
