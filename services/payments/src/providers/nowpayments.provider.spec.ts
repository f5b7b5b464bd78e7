import { parseConfig } from '@storefront/platform';
import { FakeNowPayments } from '../../../../tests/support/fake-nowpayments.mjs';
import { PaymentsConfig } from '../config';
import { signIpn } from './nowpayments-signature';
import { NowPaymentsProvider } from './nowpayments.provider';
import { CryptoNotServedError } from './payment-provider';

describe('NOWPayments provider against a local fake of its API', () => {
  const fake = new FakeNowPayments();
  let provider: NowPaymentsProvider;

  beforeAll(async () => {
    const url = await fake.start();
    provider = new NowPaymentsProvider(
      parseConfig(PaymentsConfig, {
        PAYMENT_PROVIDER: 'nowpayments',
        NOWPAYMENTS_API_URL: url,
        NOWPAYMENTS_API_KEY: 'key-123',
        NOWPAYMENTS_IPN_SECRET: 'secret',
        NOWPAYMENTS_IPN_CALLBACK_URL: 'https://shop.example/api/payments/ipn',
        NOWPAYMENTS_TIMEOUT_MS: '300',
      }),
    );
  });
  afterAll(() => fake.stop());
  beforeEach(() => fake.seen.splice(0));

  it('creates a payment with our order id, amount and callback, and reads the address back', async () => {
    const expiresAt = new Date(Date.now() + 3600_000);
    const validUntil = new Date(Date.now() + 1800_000).toISOString();
    fake.override = () => ({
      status: 201,
      body: {
        payment_id: 5745459419,
        payment_status: 'waiting',
        pay_address: '3EZ2uTdVDAMFXTfc6uLDDKR6o8qKBZXVkj',
        pay_amount: 0.00034,
        pay_currency: 'btc',
        valid_until: validUntil,
      },
    });
    const created = await provider.create({
      paymentId: 'order-42',
      amount: '20.00',
      currency: 'eur',
      crypto: 'btc',
      quotedCryptoAmount: '0.0003',
      expiresAt,
    });
    expect(fake.seen[0]).toMatchObject({
      method: 'POST',
      url: '/v1/payment',
      apiKey: 'key-123',
      body: {
        price_amount: 20,
        price_currency: 'eur',
        pay_currency: 'btc',
        order_id: 'order-42',
        ipn_callback_url: 'https://shop.example/api/payments/ipn',
      },
    });
    expect(created).toEqual({
      providerPaymentId: '5745459419',
      address: '3EZ2uTdVDAMFXTfc6uLDDKR6o8qKBZXVkj',
      cryptoAmount: '0.00034',
      expiresAt: new Date(validUntil),
    });
  });

  it('reads a payment status and its incoming transaction hash', async () => {
    fake.override = () => ({
      status: 200,
      body: { payment_id: 1, payment_status: 'finished', payin_hash: '0xfeed' },
    });
    expect(await provider.status('1')).toMatchObject({ status: 'paid', txHash: '0xfeed' });
    expect(fake.seen[0]).toMatchObject({ method: 'GET', url: '/v1/payment/1', apiKey: 'key-123' });
  });

  it('reports a partial payment with the crypto that actually arrived and its own figures', async () => {
    fake.override = () => ({
      status: 200,
      body: {
        payment_id: 2,
        payment_status: 'partially_paid',
        payin_hash: null,
        actually_paid: 1e-7,
        pay_amount: '0.0000004',
        price_amount: 20,
        price_currency: 'EUR',
        outcome_amount: 9.5e-8,
        outcome_currency: 'btc',
      },
    });
    expect(await provider.status('2')).toEqual({
      status: 'partially_paid',
      txHash: null,
      actuallyPaid: '0.0000001',
      figures: {
        payAmount: '0.0000004',
        priceAmount: '20',
        priceCurrency: 'eur',
        outcomeAmount: '0.000000095',
        outcomeCurrency: 'btc',
      },
    });
  });

  it('leaves out figures the answer lacks or garbles', async () => {
    fake.override = () => ({
      status: 200,
      body: { payment_id: 3, payment_status: 'refunded', pay_amount: 'lots', price_currency: '<b>' },
    });
    expect(await provider.status('3')).toEqual({
      status: 'refunded',
      txHash: null,
      figures: {
        payAmount: null,
        priceAmount: null,
        priceCurrency: null,
        outcomeAmount: null,
        outcomeCurrency: null,
      },
    });
  });

  it('fails loudly on an error answer, an unknown status or a slow server', async () => {
    fake.override = () => ({ status: 401, body: { message: 'Invalid api key' } });
    await expect(provider.status('1')).rejects.toThrow(/401/);
    fake.override = () => ({ status: 200, body: { payment_id: 1, payment_status: 'mystery' } });
    await expect(provider.status('1')).rejects.toThrow(/unknown NOWPayments status/);
    fake.override = () => ({ status: 201, body: { payment_id: 1 } });
    await expect(
      provider.create({
        paymentId: 'x',
        amount: '1.00',
        currency: 'usd',
        crypto: 'eth',
        quotedCryptoAmount: '1',
        expiresAt: new Date(),
      }),
    ).rejects.toThrow(/without id, address or amount/);
  });

  it('refuses Lightning, which it takes no payments in, before asking NOWPayments anything', async () => {
    const before = fake.seen.length;
    await expect(
      provider.create({
        paymentId: 'x',
        amount: '1.00',
        currency: 'eur',
        crypto: 'lightning',
        quotedCryptoAmount: '0.00002',
        expiresAt: new Date(),
      }),
    ).rejects.toBeInstanceOf(CryptoNotServedError);
    expect(fake.seen).toHaveLength(before);
  });

  describe('its callbacks (IPN)', () => {
    const paid = {
      payment_id: 5745459419,
      order_id: 'c5a3e7a0-0000-4000-8000-000000000001',
      payment_status: 'finished',
      pay_amount: 0.00034,
      actually_paid: '0.00034',
      price_amount: 20,
      price_currency: 'eur',
      outcome_amount: 19.6,
      outcome_currency: 'EUR',
      payin_hash: '0xabc',
    };

    it("reads a signed callback as the payment's state in our words, with its own figures", () => {
      expect(provider.readCallback({ body: paid, signature: signIpn(paid, 'secret') })).toEqual({
        kind: 'signed',
        providerPaymentId: '5745459419',
        orderId: paid.order_id,
        rawStatus: 'finished',
        body: paid,
        state: {
          status: 'paid',
          txHash: '0xabc',
          actuallyPaid: '0.00034',
          figures: {
            payAmount: '0.00034',
            priceAmount: '20',
            priceCurrency: 'eur',
            outcomeAmount: '19.6',
            outcomeCurrency: 'eur',
          },
        },
      });
    });

    it('keeps only what names the payment of a callback signed with another secret', () => {
      const posted = { ...paid, extra: 'x'.repeat(5000), order_id: 'o'.repeat(500) };
      const reading = provider.readCallback({ body: posted, signature: signIpn(posted, 'not-ours') });
      expect(reading).toEqual({
        kind: 'unsigned',
        providerPaymentId: '5745459419',
        summary: {
          payment_id: 5745459419,
          order_id: 'o'.repeat(200),
          payment_status: 'finished',
          actually_paid: '0.00034',
        },
      });
    });

    it('has no state for a status it has no word for', () => {
      const odd = { ...paid, payment_status: 'wandering' };
      expect(provider.readCallback({ body: odd, signature: signIpn(odd, 'secret') })).toMatchObject({
        kind: 'signed',
        rawStatus: 'wandering',
        state: undefined,
      });
    });
  });
});
