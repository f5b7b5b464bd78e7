import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { signBtcPayWebhook } from '@storefront/platform';
import { Client } from 'pg';
import { Stack, waitFor } from '../../../../tests/support/stack';
import { stackWithClients, StackWithClients } from '../../../../tests/support/stack-clients';
import { signIpn } from '../providers/nowpayments-signature';

const SECRET = 'test-btcpay-webhook-secret';
const IPN_SECRET = 'test-ipn-secret';
const STORE = 'TestStore1';
const TXID = 'c'.repeat(64);

/** What the local BTCPay says about each invoice (status, additional status, paid), or that it is down. */
const invoices = new Map<string, { status: string; additionalStatus: string; totalPaid: string }>();
let btcpayDown = false;

function startLocalBtcPay(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const answer = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (btcpayDown) return answer(503, {});
    if (req.url === '/api/v1/health') return answer(200, { synchronized: true });
    if (req.headers.authorization !== 'token test-key') return answer(401, {});
    const match = /^\/api\/v1\/invoices\/([^/]+)(\/payment-methods)?$/.exec(req.url ?? '');
    const invoice = match && invoices.get(decodeURIComponent(match[1]));
    if (!match || !invoice) return answer(404, {});
    if (!match[2]) {
      return answer(200, { id: match[1], storeId: STORE, amount: '20.00', currency: 'EUR', ...invoice });
    }
    return answer(200, [
      {
        paymentMethodId: 'BTC-CHAIN',
        currency: 'BTC',
        destination: 'bc1qlocal',
        amount: '0.0003',
        totalPaid: invoice.totalPaid,
        paymentMethodPaid: invoice.totalPaid,
        payments:
          invoice.totalPaid === '0' ? [] : [{ id: `${TXID}-0`, value: invoice.totalPaid, status: 'Settled' }],
      },
    ]);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }),
    ),
  );
}

/**
 * BTCPay's webhook through the gateway: the signature over the exact bytes is checked, every
 * delivery is stored in the event stream and answered at once, recorded by payments, and the
 * invoice is then read again from BTCPay and applied, again and again while BTCPay cannot be asked.
 */
describe('BTCPay webhooks: signed bytes checked, the invoice read again, each delivery recorded', () => {
  let stack: Stack;
  let db: Client;
  let close: StackWithClients['close'];
  let btcpay: Server;

  beforeAll(async () => {
    const local = await startLocalBtcPay();
    btcpay = local.server;
    ({ stack, db, close } = await stackWithClients({
      services: ['payments'],
      env: {
        PAYMENT_PROVIDER: 'btcpay',
        BTCPAY_URL: local.url,
        BTCPAY_API_KEY: 'test-key',
        BTCPAY_STORE_ID: STORE,
        BTCPAY_WEBHOOK_SECRET: SECRET,
        BTCPAY_TIMEOUT_MS: '1000',
        // NOWPayments' older payments still get their callbacks.
        NOWPAYMENTS_IPN_SECRET: IPN_SECRET,
        PRICE_API_URL: 'http://127.0.0.1:9/simple/price',
        RECONCILE_INTERVAL_MS: '3600000',
      },
    }));
  }, 90000);

  afterAll(async () => {
    await close?.();
    await new Promise((resolve) => btcpay?.close(resolve));
  });

  /** A waiting BTCPay payment of ours for `invoiceId`. */
  async function payment(invoiceId: string): Promise<string> {
    const paymentId = randomUUID();
    await db.query(
      `INSERT INTO payments.payments
         (payment_id, user_id, amount, currency, crypto, crypto_amount, address, provider,
          provider_payment_id, credits, expires_at, credit_price)
       VALUES ($1, $2, 20, 'eur', 'btc', 0.0003, 'bc1qlocal', 'btcpay', $3, 10,
               now() + interval '1 hour', 2)`,
      [paymentId, randomUUID(), invoiceId],
    );
    return paymentId;
  }

  const event = (invoiceId: string, orderId: string, extra: Record<string, unknown> = {}) =>
    // Spaced as BTCPay's serializer may space it: the bytes are signed, not a re-serialization.
    JSON.stringify(
      {
        deliveryId: randomUUID(),
        webhookId: 'wh-1',
        isRedelivery: false,
        type: 'InvoiceSettled',
        timestamp: Math.floor(Date.now() / 1000),
        storeId: STORE,
        invoiceId,
        metadata: { orderId },
        ...extra,
      },
      null,
      2,
    );

  async function post(body: string, signature?: string) {
    const res = await fetch(`${stack.baseUrl}/api/payments/btcpay/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature ? { 'btcpay-sig': signature } : {}) },
      body,
    });
    return { status: res.status, body: await res.json() };
  }

  const row = async (paymentId: string) =>
    (
      await db.query(`SELECT status, tx_hash, marked_by_hand FROM payments.payments WHERE payment_id = $1`, [
        paymentId,
      ])
    ).rows[0];
  const callbacks = async (invoiceId: string) =>
    (
      await db.query(
        `SELECT body, signature_valid, outcome FROM payments.provider_callbacks
          WHERE provider = 'btcpay' AND provider_payment_id = $1 ORDER BY id`,
        [invoiceId],
      )
    ).rows;

  it('refuses an unsigned or badly signed webhook with 401 and stores nothing of it', async () => {
    const paymentId = await payment('inv-forged');
    invoices.set('inv-forged', { status: 'Settled', additionalStatus: 'None', totalPaid: '0.0003' });
    const body = event('inv-forged', paymentId, { junk: 'x'.repeat(500) });
    const tampered = body.replace('"wh-1"', '"wh-2"');
    const refused: [string, string | undefined][] = [
      [body, undefined],
      [body, signBtcPayWebhook(body, 'wrong')],
      [tampered, signBtcPayWebhook(body, SECRET)],
    ];
    for (const [sent, signature] of refused) expect((await post(sent, signature)).status).toBe(401);
    expect((await row(paymentId)).status).toBe('waiting');
    expect(await callbacks('inv-forged')).toEqual([]);
  });

  /**
   * Waits until `count` deliveries about the invoice are recorded and each was followed by a read;
   * their outcomes.
   */
  async function settled(invoiceId: string, count = 1): Promise<string[]> {
    let outcomes: string[] = [];
    await waitFor(
      `${count} deliveries about ${invoiceId} to be recorded and read`,
      async () => {
        outcomes = (await callbacks(invoiceId)).map((c) => c.outcome);
        return outcomes.length >= count && !outcomes.includes('queued');
      },
      15000,
    );
    return outcomes;
  }

  it('applies what BTCPay says when asked again, not what the webhook says, and only once', async () => {
    const paymentId = await payment('inv-paid');
    invoices.set('inv-paid', { status: 'Settled', additionalStatus: 'Marked', totalPaid: '0.0003' });
    // The body claims the invoice is invalid: only BTCPay's own answer counts.
    const body = event('inv-paid', paymentId, { type: 'InvoiceInvalid' });
    expect(await post(body, signBtcPayWebhook(body, SECRET))).toEqual({
      status: 200,
      body: { success: true },
    });
    expect(await settled('inv-paid')).toEqual(['applied: waiting -> paid']);
    expect(await row(paymentId)).toEqual({ status: 'paid', tx_hash: TXID, marked_by_hand: true });

    // The same event delivered again (a redelivery has a new deliveryId) changes nothing.
    const again = JSON.stringify({ ...JSON.parse(body), deliveryId: randomUUID(), isRedelivery: true });
    expect((await post(again, signBtcPayWebhook(again, SECRET))).status).toBe(200);
    await settled('inv-paid', 2);
    // A late "expired" from BTCPay never moves the paid payment back.
    invoices.set('inv-paid', { status: 'Expired', additionalStatus: 'None', totalPaid: '0' });
    const late = JSON.stringify({ ...JSON.parse(body), deliveryId: randomUUID(), type: 'InvoiceExpired' });
    expect((await post(late, signBtcPayWebhook(late, SECRET))).status).toBe(200);
    expect(await settled('inv-paid', 3)).toEqual([
      'applied: waiting -> paid',
      'unchanged: paid',
      'unchanged: paid',
    ]);
    expect((await row(paymentId)).status).toBe('paid');
  });

  it('answers at once while BTCPay cannot be asked, and reads the invoice once BTCPay answers again', async () => {
    const paymentId = await payment('inv-later');
    invoices.set('inv-later', { status: 'Processing', additionalStatus: 'None', totalPaid: '0.0003' });
    const body = event('inv-later', paymentId, { type: 'InvoiceProcessing' });
    btcpayDown = true;
    try {
      expect((await post(body, signBtcPayWebhook(body, SECRET))).status).toBe(200);
      // Asked and refused at least once: the delivery stays waiting for a read.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect((await callbacks('inv-later')).map((c) => c.outcome)).toEqual(['queued']);
      expect((await row(paymentId)).status).toBe('waiting');
    } finally {
      btcpayDown = false;
    }
    expect(await settled('inv-later')).toEqual(['applied: waiting -> confirming']);
    expect((await row(paymentId)).status).toBe('confirming');
  });

  it('moves the payment once for a burst of deliveries about one invoice, each delivery settled', async () => {
    const paymentId = await payment('inv-burst');
    invoices.set('inv-burst', { status: 'Settled', additionalStatus: 'None', totalPaid: '0.0003' });
    const body = event('inv-burst', paymentId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => {
        const delivery = JSON.stringify({ ...JSON.parse(body), deliveryId: randomUUID() });
        return post(delivery, signBtcPayWebhook(delivery, SECRET));
      }),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const outcomes = await settled('inv-burst', 20);
    expect(outcomes).toHaveLength(20);
    // Reads may overlap: each delivery tells what the first read after it found.
    expect(outcomes.every((o) => o === 'applied: waiting -> paid' || o === 'unchanged: paid')).toBe(true);
    expect((await row(paymentId)).status).toBe('paid');
  });

  it('records a signed webhook about an invoice that is not ours and answers 200', async () => {
    const body = event('inv-someone-else', randomUUID());
    expect((await post(body, signBtcPayWebhook(body, SECRET))).status).toBe(200);
    expect(await settled('inv-someone-else')).toEqual(['ignored: unknown payment']);
  });

  it('answers a signed webhook while the payments service is stopped, and applies it once it is back', async () => {
    const paymentId = await payment('inv-while-down');
    invoices.set('inv-while-down', { status: 'Settled', additionalStatus: 'None', totalPaid: '0.0003' });
    const body = event('inv-while-down', paymentId);
    await stack.stop('payments');
    try {
      expect(await post(body, signBtcPayWebhook(body, SECRET))).toEqual({
        status: 200,
        body: { success: true },
      });
      // BTCPay sends the same delivery again when an answer is lost: it is kept once.
      expect((await post(body, signBtcPayWebhook(body, SECRET))).status).toBe(200);
      expect(await callbacks('inv-while-down')).toEqual([]);
    } finally {
      await stack.start('payments');
    }
    expect(await settled('inv-while-down')).toEqual(['applied: waiting -> paid']);
    expect((await row(paymentId)).status).toBe('paid');
  });

  it("ignores a signed webhook that names one of our invoices with another order's id", async () => {
    const paymentId = await payment('inv-other-order');
    invoices.set('inv-other-order', { status: 'Settled', additionalStatus: 'None', totalPaid: '0.0003' });
    const body = event('inv-other-order', randomUUID());
    expect((await post(body, signBtcPayWebhook(body, SECRET))).status).toBe(200);
    expect(await settled('inv-other-order')).toEqual(['ignored: unknown payment']);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await row(paymentId)).status).toBe('waiting');
  });

  it('reports on /health whether BTCPay answers, without going down when it does not', async () => {
    const [url] = stack.healthUrls('payments');
    expect(await (await fetch(`${url}/health`)).json()).toMatchObject({
      status: 'up',
      details: { providers: { btcpay: { reachable: true } } },
    });
    btcpayDown = true;
    try {
      const res = await fetch(`${url}/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        status: 'up',
        details: { providers: { btcpay: { reachable: false, detail: expect.stringMatching(/503/) } } },
      });
    } finally {
      btcpayDown = false;
    }
  });

  it('keeps taking NOWPayments’ callbacks at their own route', async () => {
    const ipn = { payment_id: 4242, payment_status: 'finished', order_id: 'not-ours' };
    const res = await fetch(`${stack.baseUrl}/api/payments/ipn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-nowpayments-sig': signIpn(ipn, IPN_SECRET) },
      body: JSON.stringify(ipn),
    });
    expect(res.status).toBe(200);
  });
});
