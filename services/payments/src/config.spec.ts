import { parseConfig } from '@storefront/platform';
import { PaymentsConfig } from './config';

describe('payments configuration', () => {
  it('defaults to the offline sandbox with a 60-minute expiry and 10-second polls', () => {
    const config = parseConfig(PaymentsConfig, {});
    expect(config.PAYMENT_PROVIDER).toBe('sandbox');
    expect(config.PAYMENT_EXPIRY_MINUTES).toBe(60);
    expect(config.PAYMENT_POLL_INTERVAL_MS).toBe(10000);
    expect(config.canSimulatePayments).toBe(true);
  });

  it('never offers simulated payments in production or with a real provider', () => {
    const seller = {
      RECEIPT_SELLER_NAME: 'Oddsmith SAS',
      RECEIPT_SELLER_ADDRESS: '12 rue de la Paix|75002 Paris',
    };
    expect(parseConfig(PaymentsConfig, { NODE_ENV: 'production', ...seller }).canSimulatePayments).toBe(
      false,
    );
    const real = parseConfig(PaymentsConfig, {
      PAYMENT_PROVIDER: 'nowpayments',
      NOWPAYMENTS_API_KEY: 'k',
      NOWPAYMENTS_IPN_SECRET: 's',
    });
    expect(real.canSimulatePayments).toBe(false);
  });

  it('needs the NOWPayments key and IPN secret when that provider is chosen', () => {
    expect(() => parseConfig(PaymentsConfig, { PAYMENT_PROVIDER: 'nowpayments' })).toThrow(
      /NOWPAYMENTS_API_KEY is required.*NOWPAYMENTS_IPN_SECRET is required/,
    );
  });

  it('needs the BTCPay server, key, store and webhook secret when that provider is chosen', () => {
    expect(() => parseConfig(PaymentsConfig, { PAYMENT_PROVIDER: 'btcpay' })).toThrow(
      /BTCPAY_URL.*BTCPAY_API_KEY is required.*BTCPAY_STORE_ID is required.*BTCPAY_WEBHOOK_SECRET is required/s,
    );
    const btcpay = parseConfig(PaymentsConfig, {
      PAYMENT_PROVIDER: 'btcpay',
      BTCPAY_URL: 'https://btcpay.example.test',
      BTCPAY_API_KEY: 'k',
      BTCPAY_STORE_ID: 'store',
      BTCPAY_WEBHOOK_SECRET: 's',
    });
    expect(btcpay).toMatchObject({ BTCPAY_SPEED_POLICY: 'MediumSpeed', BTCPAY_TIMEOUT_MS: 10000 });
    expect(() => parseConfig(PaymentsConfig, { BTCPAY_SPEED_POLICY: 'Fast' })).toThrow(/BTCPAY_SPEED_POLICY/);
  });

  it('polls BTCPay payments once a minute (its webhooks prompt reads at once), the others every 10 s', () => {
    const config = parseConfig(PaymentsConfig, {});
    expect(config.pollIntervalFor('btcpay')).toBe(60000);
    expect(config.pollIntervalFor('nowpayments')).toBe(10000);
    expect(config.pollIntervalFor('sandbox')).toBe(10000);
    const set = parseConfig(PaymentsConfig, {
      BTCPAY_POLL_INTERVAL_MS: '5000',
      PAYMENT_POLL_INTERVAL_MS: '2000',
    });
    expect([set.pollIntervalFor('btcpay'), set.pollIntervalFor('nowpayments')]).toEqual([5000, 2000]);
    expect(() => parseConfig(PaymentsConfig, { BTCPAY_POLL_INTERVAL_MS: 'soon' })).toThrow(
      /BTCPAY_POLL_INTERVAL_MS/,
    );
  });

  it('prices a credit at 2 EUR and converts USD unless a USD price is set', () => {
    const defaults = parseConfig(PaymentsConfig, {});
    expect(defaults.CREDIT_PRICE_EUR).toBe(2);
    expect(defaults.CREDIT_PRICE_USD).toBeUndefined();
    const priced = parseConfig(PaymentsConfig, { CREDIT_PRICE_EUR: '2.50', CREDIT_PRICE_USD: '2.75' });
    expect(priced).toMatchObject({ CREDIT_PRICE_EUR: 2.5, CREDIT_PRICE_USD: 2.75 });
    for (const bad of ['0', '-1', 'two', '2.555', '20000']) {
      expect(() => parseConfig(PaymentsConfig, { CREDIT_PRICE_USD: bad })).toThrow(/CREDIT_PRICE_USD/);
      expect(() => parseConfig(PaymentsConfig, { CREDIT_PRICE_EUR: bad })).toThrow(/CREDIT_PRICE_EUR/);
    }
  });

  it('refuses to start in production without the seller’s settings, naming them', () => {
    expect(() => parseConfig(PaymentsConfig, { NODE_ENV: 'production' })).toThrow(
      /RECEIPT_SELLER_NAME is required in production.*RECEIPT_SELLER_ADDRESS is required in production/s,
    );
    expect(() =>
      parseConfig(PaymentsConfig, {
        NODE_ENV: 'production',
        RECEIPT_SELLER_NAME: 'Oddsmith SAS',
        RECEIPT_SELLER_ADDRESS: '',
      }),
    ).toThrow(/RECEIPT_SELLER_ADDRESS is required in production/);
    const set = parseConfig(PaymentsConfig, {
      NODE_ENV: 'production',
      RECEIPT_SELLER_NAME: 'Oddsmith SAS',
      RECEIPT_SELLER_ADDRESS: '12 rue de la Paix|75002 Paris',
    });
    expect(set.receiptSeller).toEqual({ name: 'Oddsmith SAS', address: '12 rue de la Paix|75002 Paris' });
  });

  it('outside production, names a seller that says it is a placeholder', () => {
    const seller = parseConfig(PaymentsConfig, {}).receiptSeller;
    expect(seller.name).toMatch(/^Placeholder seller \(development\)/);
    expect(seller.address).toMatch(/^Placeholder address/);
    expect(JSON.stringify(seller)).not.toMatch(/Example Street|Oddsmith \(development\)/);
  });
});
