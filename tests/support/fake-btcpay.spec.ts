import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import { createServer, Server } from 'node:http';
import bolt11 from 'bolt11';
import { FakeBtcpay } from './fake-btcpay.mjs';

const API_KEY = 'test-api-key';
const STORE = 'Store1';
const SECRET = 'webhook-secret';

interface Received {
  raw: string;
  signature: string | undefined;
  body: { type: string; deliveryId: string; originalDeliveryId: string; isRedelivery: boolean };
}

/** A webhook receiver answering with the statuses queued in `answers` (then 200). */
async function receiver(answers: number[] = []) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk));
    req.on('end', () => {
      received.push({ raw, signature: req.headers['btcpay-sig'] as string, body: JSON.parse(raw) });
      res.writeHead(answers.shift() ?? 200).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/webhooks/btcpay`, received, close: () => server.close() };
}

describe('FakeBtcpay', () => {
  let fake: FakeBtcpay;
  let base: string;
  const call = (method: string, path: string, body?: unknown, token = API_KEY) =>
    fetch(`${base}${path}`, {
      method,
      headers: { authorization: `token ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const createInvoice = async (paymentMethods = ['BTC-CHAIN', 'BTC-LN']) => {
    const res = await call('POST', `/api/v1/stores/${STORE}/invoices`, {
      amount: '10.00',
      currency: 'EUR',
      metadata: { orderId: 'payment-1' },
      checkout: { paymentMethods, expirationMinutes: 15, speedPolicy: 'MediumSpeed' },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as { id: string; checkoutLink: string; expirationTime: number };
  };

  beforeEach(async () => {
    fake = new FakeBtcpay({
      apiKey: API_KEY,
      storeId: STORE,
      webhookSecret: SECRET,
      retryDelaysMs: [20, 20],
    });
    base = await fake.start();
  });
  afterEach(async () => {
    await fake.idle();
    await fake.stop();
  });

  it('answers a create, get and payment-methods round trip as the document says', async () => {
    const invoice = await createInvoice();
    expect(invoice.checkoutLink).toBe(`${base}/i/${invoice.id}`);
    const got = await (await call('GET', `/api/v1/invoices/${invoice.id}`)).json();
    expect(got).toMatchObject({
      status: 'New',
      additionalStatus: 'None',
      metadata: { orderId: 'payment-1' },
    });
    const methods = await (await call('GET', `/api/v1/invoices/${invoice.id}/payment-methods`)).json();
    expect(methods.map((m: { paymentMethodId: string }) => m.paymentMethodId)).toEqual([
      'BTC-CHAIN',
      'BTC-LN',
    ]);
    // 10 EUR at 60000 EUR/BTC, rounded up to the satoshi.
    expect(methods[0]).toMatchObject({ amount: '0.00016667', due: '0.00016667', rate: '60000' });
    expect(methods[0].paymentLink).toBe(`bitcoin:${methods[0].destination}?amount=0.00016667`);
    expect(fake.byOrder('payment-1').id).toBe(invoice.id);
    expect(fake.violations).toEqual([]);
  });

  it('refuses a request missing a required field with 400 and records it', async () => {
    const invoice = await createInvoice();
    await fake.settle(invoice.id);
    const res = await call('POST', `/api/v1/invoices/${invoice.id}/refund`, { name: 'no variant' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual([
      expect.objectContaining({ message: expect.stringContaining('refundVariant') }),
    ]);
    expect(fake.violations).toEqual([
      expect.objectContaining({
        method: 'POST',
        direction: 'request',
        path: `/api/v1/invoices/${invoice.id}/refund`,
      }),
    ]);
  });

  it('refunds a settled invoice with a pull payment and its claim link', async () => {
    const invoice = await createInvoice();
    await fake.settle(invoice.id);
    const res = await call('POST', `/api/v1/invoices/${invoice.id}/refund`, { refundVariant: 'RateThen' });
    expect(res.status).toBe(200);
    const pull = await res.json();
    expect(pull).toMatchObject({
      currency: 'BTC',
      amount: '0.00016667',
      viewLink: `${base}/pull-payments/${pull.id}`,
    });
    expect(fake.violations).toEqual([]);
  });

  it('answers a wrong token with 401 and an unknown invoice or store with 404', async () => {
    const wrong = await call('GET', '/api/v1/invoices/whatever', undefined, 'not-the-key');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'unauthenticated' });
    expect((await call('GET', '/api/v1/invoices/nope')).status).toBe(404);
    expect((await call('POST', '/api/v1/stores/OtherStore/invoices', { amount: '1' })).status).toBe(404);
  });

  it('records a store-scoped invoice path, which the v2.4.1 document does not have', async () => {
    const invoice = await createInvoice();
    const res = await call('GET', `/api/v1/stores/${STORE}/invoices/${invoice.id}`);
    expect(res.status).toBe(200);
    expect(fake.violations).toEqual([expect.objectContaining({ direction: 'request' })]);
  });

  it('answers 404 to a path the document does not have, and records it', async () => {
    const res = await call('GET', '/api/v1/stores/whatever/no-such-thing');
    expect(res.status).toBe(404);
    expect(fake.violations).toEqual([
      expect.objectContaining({ direction: 'request', path: '/api/v1/stores/whatever/no-such-thing' }),
    ]);
  });

  it('answers 503 everywhere, health included, while down', async () => {
    expect(await (await call('GET', '/api/v1/health')).json()).toEqual({ synchronized: true });
    fake.down = true;
    expect((await call('GET', '/api/v1/health')).status).toBe(503);
    expect((await call('POST', `/api/v1/stores/${STORE}/invoices`, { amount: '1' })).status).toBe(503);
  });

  it('signs each webhook over the exact body bytes with the webhook secret', async () => {
    const hooks = await receiver();
    fake.webhookUrl = hooks.url;
    const invoice = await createInvoice();
    await fake.settle(invoice.id, { paidOver: true });
    await fake.idle();
    hooks.close();
    expect(hooks.received.map((r) => r.body.type)).toEqual([
      'InvoiceCreated',
      'InvoiceReceivedPayment',
      'InvoiceProcessing',
      'InvoicePaymentSettled',
      'InvoiceSettled',
    ]);
    for (const { raw, signature } of hooks.received) {
      expect(signature).toBe(`sha256=${createHmac('sha256', SECRET).update(raw).digest('hex')}`);
      expect(signature).not.toBe(`sha256=${createHmac('sha256', 'another').update(raw).digest('hex')}`);
    }
    expect(fake.invoices.get(invoice.id)).toMatchObject({ status: 'Settled', additionalStatus: 'PaidOver' });
    expect(fake.violations).toEqual([]);
  });

  it('sends a webhook that asked for specific events only those, in order', async () => {
    await fake.stop();
    fake = new FakeBtcpay({
      apiKey: API_KEY,
      storeId: STORE,
      webhookSecret: SECRET,
      authorizedEvents: { everything: false, specificEvents: ['InvoiceProcessing', 'InvoiceSettled'] },
    });
    base = await fake.start();
    const hooks = await receiver();
    fake.webhookUrl = hooks.url;
    const invoice = await createInvoice();
    await fake.settle(invoice.id);
    await fake.idle();
    hooks.close();
    expect(hooks.received.map((r) => r.body.type)).toEqual(['InvoiceProcessing', 'InvoiceSettled']);
  });

  it('retries a delivery answered 500 and not one answered 400', async () => {
    const hooks = await receiver([500, 500, 200, 400]);
    fake.webhookUrl = hooks.url;
    const first = await createInvoice();
    await fake.idle();
    await fake.expire(first.id);
    await fake.idle();
    hooks.close();
    const statuses = (type: string) => fake.deliveries.filter((d) => d.type === type).map((d) => d.status);
    expect(statuses('InvoiceCreated')).toEqual([500, 500, 200]);
    expect(statuses('InvoiceExpired')).toEqual([400]);
  });

  it('keeps originalDeliveryId on a redelivery, with a new deliveryId', async () => {
    const hooks = await receiver();
    fake.webhookUrl = hooks.url;
    const invoice = await createInvoice();
    await fake.expire(invoice.id);
    const [expired] = fake.events(invoice.id).filter((e) => e.type === 'InvoiceExpired');
    const again = await fake.redeliver(expired.deliveryId);
    await fake.deliverAgain(expired.deliveryId, 2);
    await fake.idle();
    hooks.close();
    const last = hooks.received.at(-3)!.body;
    expect(last).toMatchObject({
      deliveryId: again,
      originalDeliveryId: expired.deliveryId,
      isRedelivery: true,
    });
    expect(hooks.received.slice(-2).map((r) => r.body.deliveryId)).toEqual([
      expired.deliveryId,
      expired.deliveryId,
    ]);
  });

  it('makes a signed BOLT11 for the Lightning amount, expiry and payment hash', async () => {
    const invoice = await createInvoice(['BTC-LN']);
    const ln = fake.lightning(invoice.id);
    const decoded = bolt11.decode(ln.bolt11);
    expect(decoded.complete).toBe(true);
    expect(decoded.millisatoshis).toBe('16667000');
    expect(ln.amountMsat).toBe('16667000');
    expect(decoded.timeExpireDate).toBe(invoice.expirationTime);
    expect(decoded.tagsObject.payment_hash).toBe(ln.paymentHash);
    const [method] = await (await call('GET', `/api/v1/invoices/${invoice.id}/payment-methods`)).json();
    expect(method.destination).toBe(ln.bolt11);
    expect(method.paymentLink).toBe(`lightning:${ln.bolt11}`);
  });

  it('expires a partly paid invoice as PaidPartial and settles a late one as PaidLate', async () => {
    const partial = await createInvoice(['BTC-CHAIN']);
    await fake.payPartial(partial.id, 0.5);
    expect(fake.invoices.get(partial.id)).toMatchObject({ status: 'New', additionalStatus: 'PaidPartial' });
    await fake.expire(partial.id);
    expect(fake.invoices.get(partial.id)).toMatchObject({
      status: 'Expired',
      additionalStatus: 'PaidPartial',
    });
    const late = await createInvoice(['BTC-CHAIN']);
    await fake.settle(late.id, { late: true });
    expect(fake.invoices.get(late.id)).toMatchObject({ status: 'Settled', additionalStatus: 'PaidLate' });
    await fake.invalidate(late.id, { marked: true });
    expect(fake.invoices.get(late.id)).toMatchObject({ status: 'Invalid', additionalStatus: 'Marked' });
    expect(fake.violations).toEqual([]);
  });
});
