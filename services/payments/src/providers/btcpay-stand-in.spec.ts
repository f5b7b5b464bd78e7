import { parseConfig } from '@storefront/platform';
import { FakeBtcpay } from '../../../../tests/support/fake-btcpay.mjs';
import { PaymentsConfig } from '../config';
import { BtcPayProvider } from './btcpay.provider';
import type { ProviderPaymentRequest } from './payment-provider';

const STORE = 'StandInStore';
const SECRET = 'stand-in-secret';

const request = (paymentId: string, crypto: 'btc' | 'ltc' = 'btc'): ProviderPaymentRequest => ({
  paymentId,
  amount: '20.00',
  currency: 'eur',
  crypto,
  quotedCryptoAmount: '0.0003',
  expiresAt: new Date(Date.now() + 3600_000),
});

/**
 * The provider against the BTCPay stand-in, which checks every request it gets and every answer it
 * gives against the vendored v2.4.1 OpenAPI document: what the provider sends is what BTCPay takes,
 * and each way an invoice ends reads as our status.
 */
describe('BTCPay provider against the stand-in checked with the Greenfield document', () => {
  const btcpay = new FakeBtcpay({ apiKey: 'stand-in-key', storeId: STORE, webhookSecret: SECRET });
  let provider: BtcPayProvider;
  let n = 0;

  beforeAll(async () => {
    provider = new BtcPayProvider(
      parseConfig(PaymentsConfig, {
        PAYMENT_PROVIDER: 'btcpay',
        BTCPAY_URL: await btcpay.start(),
        BTCPAY_API_KEY: 'stand-in-key',
        BTCPAY_STORE_ID: STORE,
        BTCPAY_WEBHOOK_SECRET: SECRET,
      }),
    );
  });
  afterAll(() => btcpay.stop());
  afterEach(() => expect(btcpay.violations).toEqual([]));

  /** A new invoice for a new payment id; resolves to the invoice id. */
  async function invoice(crypto: 'btc' | 'ltc' = 'btc'): Promise<string> {
    const created = await provider.create(
      request(`00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`, crypto),
    );
    return created.providerPaymentId;
  }

  it.each(['btc', 'ltc'] as const)(
    'opens a %s invoice BTCPay takes, with its address, amount and checkout link',
    async (crypto) => {
      const paymentId = `00000000-0000-4000-9000-${crypto === 'btc' ? '000000000001' : '000000000002'}`;
      const created = await provider.create(request(paymentId, crypto));
      const made = btcpay.byOrder(paymentId);
      expect(made.metadata).toEqual({ orderId: paymentId });
      expect(made.checkout.paymentMethods).toEqual([crypto === 'btc' ? 'BTC-CHAIN' : 'LTC-CHAIN']);
      expect(created).toMatchObject({
        providerPaymentId: made.id,
        address: made.methods[0].destination,
        checkoutLink: expect.stringMatching(/^https?:\/\//),
      });
      expect(Number(created.cryptoAmount)).toBeGreaterThan(0);
      expect(created.expiresAt.getTime()).toBe(made.expirationTime * 1000);
      expect(await provider.status(made.id)).toMatchObject({ status: 'waiting', txHash: null });
    },
  );

  it('reads a payment on its way, then settled', async () => {
    const id = await invoice();
    await btcpay.process(id);
    expect(await provider.status(id)).toMatchObject({ status: 'confirming', txHash: expect.any(String) });
    await btcpay.settle(id);
    expect(await provider.status(id)).toMatchObject({ status: 'paid', txHash: expect.any(String) });
  });

  it('reads an overpaid invoice as paid, with more arrived than asked', async () => {
    const id = await invoice();
    await btcpay.settle(id, { paidOver: true });
    const state = await provider.status(id);
    expect(state.status).toBe('paid');
    expect(Number(state.actuallyPaid)).toBeGreaterThan(Number(state.figures?.payAmount));
  });

  it('reads late money as paid', async () => {
    const id = await invoice();
    await btcpay.settle(id, { late: true });
    expect(await provider.status(id)).toMatchObject({ status: 'paid' });
  });

  it('reads a partial payment as on its way, then partially paid with BTCPay’s figures once expired', async () => {
    const id = await invoice();
    await btcpay.payPartial(id, 0.5);
    expect((await provider.status(id)).status).toBe('confirming');
    await btcpay.expire(id);
    const state = await provider.status(id);
    expect(state).toMatchObject({
      status: 'partially_paid',
      figures: { priceAmount: '20', priceCurrency: 'eur' },
    });
    expect(Number(state.actuallyPaid) / Number(state.figures?.payAmount)).toBeCloseTo(0.5, 2);
  });

  it('refunds part of a settled invoice as a pull payment in its fiat, with the link the payer claims it at', async () => {
    btcpay.refunds.splice(0);
    const id = await invoice();
    await btcpay.settle(id);
    const refund = await provider.refund(id, { paymentId: 'pay-refund-1', amount: '7.5', currency: 'eur' });
    expect(btcpay.refunds).toEqual([
      expect.objectContaining({
        invoiceId: id,
        id: refund.pullPaymentId,
        currency: 'EUR',
        amount: expect.stringMatching(/^7\.50*$/),
      }),
    ]);
    expect(refund.claimLink).toBe(btcpay.refunds[0].viewLink);
  });

  it('fails a refund BTCPay refuses, creating nothing', async () => {
    btcpay.refunds.splice(0);
    const id = await invoice();
    await expect(
      provider.refund(id, { paymentId: 'pay-refund-2', amount: '5', currency: 'eur' }),
    ).rejects.toThrow(/400|422/);
    expect(btcpay.refunds).toEqual([]);
  });

  it('reads an unpaid expiry as expired, and an invalid invoice as failed', async () => {
    const expired = await invoice();
    await btcpay.expire(expired);
    expect((await provider.status(expired)).status).toBe('expired');
    const invalid = await invoice();
    await btcpay.invalidate(invalid);
    expect(await provider.status(invalid)).toMatchObject({ status: 'failed' });
    expect(await provider.status(invalid)).not.toHaveProperty('markedByHand');
  });

  it('says when an invoice was settled or invalidated by hand', async () => {
    const settled = await invoice();
    await btcpay.settle(settled, { marked: true });
    expect(await provider.status(settled)).toMatchObject({ status: 'paid', markedByHand: true });
    const invalid = await invoice();
    await btcpay.invalidate(invalid, { marked: true });
    expect(await provider.status(invalid)).toMatchObject({ status: 'failed', markedByHand: true });
  });

  it('reads the stand-in’s signed webhooks as prompts about our invoice, except those that move nothing', async () => {
    const id = await invoice();
    await btcpay.settle(id);
    const events = btcpay.events(id);
    expect(events.map((e) => e.type)).toEqual([
      'InvoiceCreated',
      'InvoiceReceivedPayment',
      'InvoiceProcessing',
      'InvoicePaymentSettled',
      'InvoiceSettled',
    ]);
    const prompts = events.map((event) => {
      const rawBody = Buffer.from(JSON.stringify(event));
      const reading = provider.readCallback({ body: event, rawBody, signature: btcpay.sign(rawBody) });
      expect(reading).toMatchObject({
        kind: 'signed',
        providerPaymentId: id,
        orderId: btcpay.invoices.get(id)?.metadata.orderId,
      });
      return reading.kind === 'signed' && reading.askProvider === true;
    });
    // Received payment prompts a read too, though the webhook is best set without it.
    expect(prompts).toEqual([false, true, true, false, true]);
  });

  it('says BTCPay answers its health check, and that it does not while it is down', async () => {
    expect(await provider.health()).toEqual({ reachable: true });
    btcpay.down = true;
    try {
      expect((await provider.health()).reachable).toBe(false);
    } finally {
      btcpay.down = false;
    }
  });
});
