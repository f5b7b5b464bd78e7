import { FakeBtcpay } from './fake-btcpay.mjs';
import { LitecoinRegtest } from './litecoin-regtest';

const API_KEY = 'test-api-key';
const STORE = 'Store1';

describe('FakeBtcpay with a Litecoin regtest node', () => {
  let node: LitecoinRegtest;
  let fake: FakeBtcpay;
  let base: string;
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `token ${API_KEY}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    node = await LitecoinRegtest.start();
    fake = new FakeBtcpay({ apiKey: API_KEY, storeId: STORE, webhookSecret: 'secret', litecoin: node });
    base = await fake.start();
  }, 120_000);
  afterAll(async () => {
    await fake?.stop();
    await node?.stop();
  });

  it('settles an LTC invoice once the node sees the payment confirmed, with its real txid', async () => {
    const invoice = await call('POST', `/api/v1/stores/${STORE}/invoices`, {
      amount: '10.00',
      currency: 'EUR',
      metadata: { orderId: 'ltc-1' },
      checkout: { paymentMethods: ['LTC-CHAIN'], speedPolicy: 'MediumSpeed' },
    });
    const [method] = await call('GET', `/api/v1/invoices/${invoice.id}/payment-methods`);
    // 10 EUR at 80 EUR/LTC.
    expect(method).toMatchObject({ paymentMethodId: 'LTC-CHAIN', currency: 'LTC', amount: '0.12500000' });
    expect(method.paymentLink).toBe(`litecoin:${method.destination}?amount=0.12500000`);
    expect((await node.rpc('getaddressinfo', method.destination)).ismine).toBe(true);

    const txid = await node.pay(method.destination, method.due);
    await fake.syncChain();
    expect(fake.invoices.get(invoice.id)).toMatchObject({ status: 'Processing' });

    await node.mine(1);
    await fake.syncChain();
    const settled = await call('GET', `/api/v1/invoices/${invoice.id}`);
    expect(settled).toMatchObject({ status: 'Settled', additionalStatus: 'None' });
    const [paid] = await call('GET', `/api/v1/invoices/${invoice.id}/payment-methods`);
    expect(paid.payments).toEqual([
      expect.objectContaining({
        id: expect.stringMatching(new RegExp(`^${txid}-\\d+$`)),
        value: '0.12500000',
        status: 'Settled',
      }),
    ]);
    expect(paid.due).toBe('0.00000000');
    expect(fake.events(invoice.id).map((e) => e.type)).toEqual([
      'InvoiceCreated',
      'InvoiceReceivedPayment',
      'InvoiceProcessing',
      'InvoicePaymentSettled',
      'InvoiceSettled',
    ]);
    expect(fake.violations).toEqual([]);
  });
});
