// A fake /api for the checkout and payment pages: routes by method and path, records the calls.
import { vi } from 'vitest';
import type { PaymentView } from '../payment-contracts';

export const PAYMENT_ID = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b';

export function paymentView(overrides: Partial<PaymentView> = {}): PaymentView {
  return {
    payment_id: PAYMENT_ID,
    transactionId: 'sbx_5d1c0ffee5d1c0ffee5d1c0f',
    user_id: 'u1',
    amount: 80,
    price_amount: 80,
    currency: 'eur',
    price_currency: 'eur',
    crypto: 'btc',
    cryptoAmount: 0.001334,
    crypto_amount: 0.001334,
    address: 'tb1qz8d3k0g5v2l7n9m4x6c8p0s2f4h6j8k0q2w4e6',
    qr_code: 'data:image/png;base64,iVBORw0KGgo=',
    status: 'waiting',
    confirmations: 0,
    txHash: null,
    credits: 40,
    creditsAdded: false,
    expiresAt: new Date(Date.now() + 45 * 60_000 + 30_000).toISOString(),
    createdAt: new Date().toISOString(),
    paidAt: null,
    provider: 'sandbox',
    canSimulate: true,
    paidAmount: null,
    creditsReversedAt: null,
    refundClaimLink: null,
    refundPending: false,
    checkoutLink: null,
    ...overrides,
  };
}

interface Answer {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}
type Handler = (init: RequestInit) => Answer | Promise<Answer>;

export interface FakeApi {
  calls: Array<{ method: string; path: string; body: unknown }>;
  fetch: ReturnType<typeof vi.fn>;
}

/** `routes` keys are 'METHOD /api/path' (with the query string when there is one). */
export function fakeApi(routes: Record<string, Handler>): FakeApi {
  const calls: FakeApi['calls'] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    const method = init.method ?? 'GET';
    calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const handler = routes[`${method} ${path}`];
    if (!handler)
      return new Response(JSON.stringify({ error: 'Not found', code: 'NOT_FOUND' }), { status: 404 });
    const { status = 200, body, headers } = await handler(init);
    return new Response(JSON.stringify(body), { status, headers });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetch: fetchMock };
}

export const PRICES = {
  eur: {
    success: true,
    source: 'fallback',
    prices: { btc: { price: 60000 }, eth: { price: 3000 }, ltc: { price: 70 }, lightning: { price: 60000 } },
  },
  usd: {
    success: true,
    source: 'live',
    prices: { btc: { price: 65000 }, eth: { price: 3300 }, ltc: { price: 75 }, lightning: { price: 65000 } },
  },
};

/** The server's quote of a cart of `eurAmount` EUR, at 2 € a credit and 1 EUR = 1.087 USD. */
export function quoteOf(eurAmount: number, currency: 'eur' | 'usd') {
  const usd = currency === 'usd';
  return {
    success: true,
    quote: {
      eurAmount,
      amount: usd ? Math.ceil(eurAmount * 1.087 * 100 - 1e-9) / 100 : eurAmount,
      currency,
      credits: Math.floor(eurAmount / 2),
      creditPrice: usd ? 2.174 : 2,
      fxRate: usd ? 1.087 : null,
      priceSource: usd ? 'live' : 'fixed',
    },
  };
}

/** Quote routes for the given cart totals, in both currencies. */
export function quoteRoutes(...eurAmounts: number[]) {
  return Object.fromEntries(
    eurAmounts.flatMap((eurAmount) =>
      (['eur', 'usd'] as const).map((currency) => [
        `GET /api/checkout-quote?amount=${eurAmount}&currency=${currency}`,
        () => ({ body: quoteOf(eurAmount, currency) }),
      ]),
    ),
  );
}
