import { parseConfig } from '@storefront/platform';
import { PaymentsConfig } from '../config';
import { BtcPayProvider } from './btcpay.provider';
import { NowPaymentsProvider } from './nowpayments.provider';
import { PaymentProviders } from './payment-providers';
import { ProvidersHealth } from './providers-health';
import { SandboxProvider } from './sandbox.provider';

const BTCPAY = {
  BTCPAY_URL: 'http://127.0.0.1:9',
  BTCPAY_API_KEY: 'k',
  BTCPAY_STORE_ID: 's',
  BTCPAY_WEBHOOK_SECRET: 'w',
  BTCPAY_TIMEOUT_MS: '200',
};

function providers(env: Record<string, string>) {
  const config = parseConfig(PaymentsConfig, env);
  return new PaymentProviders(
    config,
    null as unknown as SandboxProvider,
    new NowPaymentsProvider(config),
    new BtcPayProvider(config),
  );
}

describe('which provider reads a callback', () => {
  it('is the one its route names, even while another opens new payments', () => {
    const both = providers({ PAYMENT_PROVIDER: 'btcpay', ...BTCPAY, NOWPAYMENTS_IPN_SECRET: 'ipn' });
    expect(both.receivingCallbacks('btcpay')?.name).toBe('btcpay');
    expect(both.receivingCallbacks('nowpayments')?.name).toBe('nowpayments');
    const nowPayments = providers({
      PAYMENT_PROVIDER: 'nowpayments',
      NOWPAYMENTS_API_KEY: 'k',
      NOWPAYMENTS_IPN_SECRET: 'ipn',
      BTCPAY_WEBHOOK_SECRET: 'w',
    });
    expect(nowPayments.receivingCallbacks('btcpay')?.name).toBe('btcpay');
  });

  it('is none for a provider that is not set up here', () => {
    const sandbox = providers({});
    expect(sandbox.receivingCallbacks('nowpayments')).toBeNull();
    expect(sandbox.receivingCallbacks('btcpay')).toBeNull();
    expect(providers({ PAYMENT_PROVIDER: 'btcpay', ...BTCPAY }).receivingCallbacks('nowpayments')).toBeNull();
  });
});

describe('the providers’ health details', () => {
  it('say BTCPay does not answer, when it is set up, without throwing', async () => {
    const details = await new ProvidersHealth(providers({ PAYMENT_PROVIDER: 'btcpay', ...BTCPAY })).read();
    expect(details).toEqual({ providers: { btcpay: { reachable: false, detail: expect.any(String) } } });
  });

  it('are empty when no provider with a server is set up', async () => {
    expect(await new ProvidersHealth(providers({})).read()).toEqual({});
  });
});
