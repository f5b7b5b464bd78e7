import { parseConfig, ServiceError } from '@storefront/platform';
import { PaymentsConfig } from '../config';
import { BtcPayProvider } from '../providers/btcpay.provider';
import { PaymentProviders } from '../providers/payment-providers';
import { PaymentRouting } from '../routing/payment-routing.service';
import { ProviderHealthMonitor } from '../routing/provider-health.monitor';
import { CheckoutService } from './checkout.service';

/** A checkout whose provider is BTCPay (never reached here), with the rest stubbed. */
function checkout() {
  const config = parseConfig(PaymentsConfig, {
    PAYMENT_PROVIDER: 'btcpay',
    BTCPAY_URL: 'http://127.0.0.1:9',
    BTCPAY_API_KEY: 'k',
    BTCPAY_STORE_ID: 's',
    BTCPAY_WEBHOOK_SECRET: 'w',
  });
  const limits = { claimNewPayment: jest.fn(async () => undefined), release: jest.fn(async () => undefined) };
  const payments = { insert: jest.fn() };
  const btcpay = new BtcPayProvider(config);
  const providers = { get: () => btcpay } as unknown as PaymentProviders;
  const service = new CheckoutService(
    payments as never,
    providers,
    {
      prices: async () => ({ prices: { btc: { price: 60000 }, eth: { price: 3000 }, ltc: { price: 80 } } }),
    } as never,
    { quote: async () => ({ credits: 10, amount: '20.00', creditPrice: '2', fxRate: null }) } as never,
    null as never,
    null as never,
    null as never,
    config,
    limits as never,
    new PaymentRouting(config, providers, new ProviderHealthMonitor(config, providers)),
  );
  return { service, limits, payments };
}

describe('a checkout in a crypto the provider does not take', () => {
  it('is refused with 422 PAYMENT_METHOD_UNAVAILABLE, gives the open-payment slot back and stores nothing', async () => {
    const { service, limits, payments } = checkout();
    const refusal = await service
      .create({ userId: '6f1c8a59-0f1e-4b8e-9d53-3c1e6b2c9a10', amount: 20, currency: 'eur', crypto: 'eth' })
      .catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(ServiceError);
    expect(refusal).toMatchObject({ status: 422, code: 'PAYMENT_METHOD_UNAVAILABLE' });
    expect(limits.release).toHaveBeenCalledTimes(1);
    expect(payments.insert).not.toHaveBeenCalled();
  });
});
