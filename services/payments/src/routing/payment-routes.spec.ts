import { CRYPTOS } from '@storefront/contracts';
import { parseConfig } from '@storefront/platform';
import { PaymentsConfig } from '../config';
import { parsePaymentRoutes, PaymentRoutesError, routedProviders } from './payment-routes';

describe('PAYMENT_ROUTES', () => {
  it('sends every way to pay to PAYMENT_PROVIDER when unset or empty, as before routes existed', () => {
    for (const text of [undefined, '', ' ; ']) {
      const routes = parsePaymentRoutes(text, 'nowpayments');
      for (const crypto of CRYPTOS) expect(routes[crypto]).toEqual(['nowpayments']);
    }
  });

  it('reads each way to pay with its providers in order of preference, the rest going to PAYMENT_PROVIDER', () => {
    const routes = parsePaymentRoutes(
      ' BTC = btcpay, nowpayments ;ltc=btcpay,nowpayments; eth=nowpayments;',
      'sandbox',
    );
    expect(routes.btc).toEqual(['btcpay', 'nowpayments']);
    expect(routes.ltc).toEqual(['btcpay', 'nowpayments']);
    expect(routes.eth).toEqual(['nowpayments']);
    const unrouted = CRYPTOS.filter((crypto) => !['btc', 'ltc', 'eth'].includes(crypto));
    for (const crypto of unrouted) expect(routes[crypto]).toEqual(['sandbox']);
    expect(routedProviders(routes)).toEqual(
      unrouted.length ? ['sandbox', 'nowpayments', 'btcpay'] : ['nowpayments', 'btcpay'],
    );
  });

  it('takes a route for lightning exactly when lightning is a way to pay', () => {
    const read = () => parsePaymentRoutes('lightning=btcpay', 'sandbox');
    if ((CRYPTOS as readonly string[]).includes('lightning')) {
      expect((read() as Record<string, readonly string[]>).lightning).toEqual(['btcpay']);
    } else {
      expect(read).toThrow(/lightning is not a way to pay/);
    }
  });

  it.each([
    ['doge=btcpay', /"doge=btcpay": doge is not a way to pay/],
    ['btc=coinbase', /"btc=coinbase": coinbase is not a payment provider/],
    ['btc=btcpay,', /"btc=btcpay,": \(nothing\) is not a payment provider/],
    ['btc', /"btc" is not <way to pay>=<provider>/],
    ['btc=btcpay=nowpayments', /is not <way to pay>=<provider>/],
    ['btc=btcpay;btc=nowpayments', /"btc=nowpayments": btc is routed twice/],
    ['eth=nowpayments,nowpayments', /nowpayments is listed twice/],
  ])('refuses %s, naming the bad part', (text, message) => {
    expect(() => parsePaymentRoutes(text, 'sandbox')).toThrow(PaymentRoutesError);
    expect(() => parsePaymentRoutes(text, 'sandbox')).toThrow(message);
  });

  it('stops the service at start with the bad part named', () => {
    expect(() => parseConfig(PaymentsConfig, { PAYMENT_ROUTES: 'btc=btcpay;xrp=nowpayments' })).toThrow(
      /PAYMENT_ROUTES is invalid: "xrp=nowpayments": xrp is not a way to pay/,
    );
  });

  it("needs the settings of every provider a route names, not only PAYMENT_PROVIDER's", () => {
    expect(() => parseConfig(PaymentsConfig, { PAYMENT_ROUTES: 'btc=btcpay,nowpayments' })).toThrow(
      /NOWPAYMENTS_API_KEY is required.*BTCPAY_API_KEY is required/s,
    );
    const config = parseConfig(PaymentsConfig, {
      PAYMENT_ROUTES: 'btc=btcpay,sandbox',
      BTCPAY_URL: 'https://btcpay.example.test',
      BTCPAY_API_KEY: 'k',
      BTCPAY_STORE_ID: 'store',
      BTCPAY_WEBHOOK_SECRET: 's',
    });
    expect(config.paymentRoutes.btc).toEqual(['btcpay', 'sandbox']);
    expect(config.paymentRoutes.eth).toEqual(['sandbox']);
    expect(config.PAYMENT_PROVIDER_HEALTH_INTERVAL_MS).toBe(30_000);
  });
});
