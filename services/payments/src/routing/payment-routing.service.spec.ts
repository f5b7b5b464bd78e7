import type { Crypto, PaymentProviderName } from '@storefront/contracts';
import { parseConfig, ServiceError } from '@storefront/platform';
import { PaymentsConfig } from '../config';
import { CryptoNotServedError, PaymentProvider, ProviderPaymentRequest } from '../providers/payment-provider';
import { PaymentProviders } from '../providers/payment-providers';
import { PaymentRouting } from './payment-routing.service';
import { ProviderHealthMonitor } from './provider-health.monitor';

/** A provider that opens payments (or fails to) and answers its health check as told. */
function fakeProvider(name: PaymentProviderName, serves: readonly Crypto[]) {
  const provider = {
    name,
    up: true,
    createFails: false,
    created: [] as string[],
    serves: (crypto: Crypto) => serves.includes(crypto),
    create: jest.fn(async (request: ProviderPaymentRequest) => {
      if (!serves.includes(request.crypto)) throw new CryptoNotServedError(name, request.crypto);
      if (provider.createFails) throw new Error(`${name} answered 500`);
      provider.created.push(request.paymentId);
      return {
        providerPaymentId: `${name}-1`,
        address: 'addr',
        cryptoAmount: '0.1',
        expiresAt: request.expiresAt,
      };
    }),
    status: jest.fn(),
    health: async () => (provider.up ? { reachable: true } : { reachable: false, detail: 'answered 503' }),
  };
  return provider;
}

function routing(routes: string) {
  const config = parseConfig(PaymentsConfig, {
    PAYMENT_PROVIDER: 'sandbox',
    PAYMENT_ROUTES: routes,
    NOWPAYMENTS_API_KEY: 'k',
    NOWPAYMENTS_IPN_SECRET: 's',
    BTCPAY_URL: 'http://127.0.0.1:9',
    BTCPAY_API_KEY: 'k',
    BTCPAY_STORE_ID: 's',
    BTCPAY_WEBHOOK_SECRET: 'w',
  });
  const btcpay = fakeProvider('btcpay', ['btc', 'ltc']);
  const nowpayments = fakeProvider('nowpayments', ['btc', 'eth', 'ltc']);
  const sandbox = fakeProvider('sandbox', ['btc', 'eth', 'ltc']);
  const byName = { btcpay, nowpayments, sandbox } as Record<string, PaymentProvider>;
  const providers = { get: (name: string) => byName[name] } as unknown as PaymentProviders;
  const health = new ProviderHealthMonitor(config, providers);
  return { routing: new PaymentRouting(config, providers, health), health, btcpay, nowpayments };
}

const request = (crypto: Crypto): ProviderPaymentRequest => ({
  paymentId: `payment-${crypto}`,
  amount: '20.00',
  currency: 'eur',
  crypto,
  quotedCryptoAmount: '0.1',
  expiresAt: new Date(Date.now() + 3600_000),
});

const ROUTES = 'btc=btcpay,nowpayments;ltc=btcpay,nowpayments;eth=nowpayments';

describe('choosing the provider of a new payment', () => {
  it('opens it at the first provider of its way to pay, in the order PAYMENT_ROUTES gives', async () => {
    const { routing: r, btcpay, nowpayments } = routing(ROUTES);
    expect((await r.create(request('btc'))).provider.name).toBe('btcpay');
    expect((await r.create(request('eth'))).provider.name).toBe('nowpayments');
    expect(btcpay.create).toHaveBeenCalledTimes(1);
    expect(nowpayments.create).toHaveBeenCalledTimes(1);
  });

  it('skips a provider whose health check failed, for the next healthy one of the list', async () => {
    const { routing: r, health, btcpay } = routing(ROUTES);
    btcpay.up = false;
    await health.checkAll();
    expect((await r.create(request('btc'))).provider.name).toBe('nowpayments');
    expect(btcpay.create).not.toHaveBeenCalled();
    btcpay.up = true;
    await health.checkAll();
    expect((await r.create(request('btc'))).provider.name).toBe('btcpay');
  });

  it('refuses with 503 PAYMENT_METHOD_TEMPORARILY_UNAVAILABLE when no provider of the list is healthy', async () => {
    const { routing: r, health, nowpayments } = routing(ROUTES);
    nowpayments.up = false;
    await health.checkAll();
    const refusal = await r.create(request('eth')).catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(ServiceError);
    expect(refusal).toMatchObject({ status: 503, code: 'PAYMENT_METHOD_TEMPORARILY_UNAVAILABLE' });
    expect(nowpayments.create).not.toHaveBeenCalled();
    expect(r.methods()).toEqual(
      expect.arrayContaining([
        { crypto: 'eth', available: false },
        { crypto: 'btc', available: true },
      ]),
    );
  });

  it('marks a provider whose create fails unhealthy at once and opens the payment at the next one', async () => {
    const { routing: r, btcpay, nowpayments } = routing(ROUTES);
    btcpay.createFails = true;
    expect((await r.create(request('btc'))).provider.name).toBe('nowpayments');
    // The next checkout does not ask it again until a health check passes.
    expect((await r.create(request('ltc'))).provider.name).toBe('nowpayments');
    expect(btcpay.create).toHaveBeenCalledTimes(1);
    expect(nowpayments.created).toEqual(['payment-btc', 'payment-ltc']);
  });

  it('refuses with 502 when every provider asked failed to create it', async () => {
    const { routing: r, nowpayments } = routing(ROUTES);
    nowpayments.createFails = true;
    await expect(r.create(request('eth'))).rejects.toMatchObject({
      status: 502,
      code: 'PAYMENT_PROVIDER_FAILED',
    });
  });

  it('never offers a provider a way to pay it does not serve: 422 when none of the list does', async () => {
    const { routing: r, btcpay } = routing('eth=btcpay');
    expect(r.serving('eth')).toEqual([]);
    expect(r.methods()).toContainEqual({ crypto: 'eth', available: false });
    await expect(r.create(request('eth'))).rejects.toMatchObject({
      status: 422,
      code: 'PAYMENT_METHOD_UNAVAILABLE',
    });
    expect(btcpay.create).not.toHaveBeenCalled();
  });
});
