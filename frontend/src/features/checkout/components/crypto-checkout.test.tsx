import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { creditPackItem } from '@/lib/cart/cart-model';
import { CART_PAYMENTS_STORAGE_KEY } from '@/lib/cart/cart-payments';
import { CART_STORAGE_KEY } from '@/lib/cart/cart-storage';
import { renderApp } from '@/__tests__/render-app';
import { fakeApi, PAYMENT_ID, PRICES, quoteRoutes } from '../__tests__/checkout-fakes';

vi.mock('@/lib/auth/auth-context', async () => (await import('@/__tests__/signed-in')).signedInAuthModule());
vi.mock('@/lib/auth/auth-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  currentAccessToken: async () => 'test-token',
}));

/** The cart the checkout is for: packs of these many credits. */
function cartOf(...packs: number[]) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(packs.map(creditPackItem)));
}

beforeEach(() => {
  localStorage.clear();
  cartOf(40);
});

afterEach(() => {
  vi.unstubAllGlobals();
  // Toasts are module state in sonner: without this, one test's toasts replay in the next.
  toast.dismiss();
});

const prices = {
  'GET /api/crypto-prices?currency=eur': () => ({ body: PRICES.eur }),
  'GET /api/crypto-prices?currency=usd': () => ({ body: PRICES.usd }),
  ...quoteRoutes(10, 20, 80),
};

describe('/checkout/crypto', () => {
  it('shows the read-only cart amount, the credits it buys and an 8-decimal estimate per coin', async () => {
    fakeApi(prices);
    await renderApp('/checkout/crypto?amount=80&currency=eur');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay with crypto' })).toBeTruthy();
    const amount = screen.getByLabelText('Amount') as HTMLInputElement;
    expect(amount.readOnly).toBe(true);
    expect(amount.value).toBe('80');
    expect(amount.min).toBe('0.01');
    expect(screen.getByTestId('checkout-amount').textContent).toBe('€80.00');
    expect(screen.getByTestId('checkout-credits').textContent).toBe('40 credits');
    expect((await screen.findByTestId('checkout-offer')).textContent).toBe('€80.00 for 40 credits');
    expect((await screen.findByTestId('estimate-btc')).textContent).toBe('≈ 0.00133333 BTC');
    expect(screen.getByTestId('estimate-eth').textContent).toBe('≈ 0.02666667 ETH');
    expect(screen.getByTestId('estimate-ltc').textContent).toBe('≈ 1.14285714 LTC');
    // The fallback source is said out loud.
    expect(screen.getByText(/Live prices are unavailable/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to pricing' }).getAttribute('href')).toBe('/pricing');
  });

  it('without an amount pays the cart in euros, and switching to USD charges the EUR total converted by the server', async () => {
    cartOf(10);
    fakeApi(prices);
    const user = userEvent.setup();
    await renderApp('/checkout/crypto');
    expect(((await screen.findByLabelText('Amount')) as HTMLInputElement).value).toBe('20');
    expect((screen.getByRole('radio', { name: /EUR/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('checkout-credits').textContent).toBe('10 credits');
    await user.click(screen.getByRole('radio', { name: /USD/ }));
    // 20 € at 1.087: $21.74, never $20.00 for the same 10 credits; the coins are priced on it.
    await waitFor(() => expect(screen.getByTestId('checkout-amount').textContent).toBe('US$21.74'));
    expect(screen.getByTestId('checkout-offer').textContent).toBe('US$21.74 for 10 credits');
    expect(screen.getByTestId('checkout-conversion').textContent).toBe(
      '€20.00 converted at 1 EUR = 1.087 USD',
    );
    expect(screen.getByTestId('checkout-credits').textContent).toBe('10 credits');
    expect(screen.getByText('≈ US$2.17 per credit')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('estimate-eth').textContent).toBe('≈ 0.00658788 ETH'));
    expect(screen.queryByText(/Live prices are unavailable/)).toBeNull();
    // The amount field keeps the cart's total, in euros.
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('20');
  });

  it('says an empty cart is empty and links to the pricing, whatever the link asks', async () => {
    localStorage.clear();
    const api = fakeApi(prices);
    await renderApp('/checkout/crypto?amount=40&currency=eur');
    expect(await screen.findByRole('heading', { level: 2, name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse credit packs' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('refuses an amount that is no pack on sale (?amount=1, 3, 0), saying which amounts are sold', async () => {
    for (const amount of ['1', '3', '0', 'ten']) {
      const api = fakeApi(prices);
      const view = await renderApp(`/checkout/crypto?amount=${amount}`);
      expect(
        await screen.findByRole('heading', { level: 2, name: 'This amount is not for sale' }),
      ).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toBe(
        'Only credit packs on sale can be bought: €20, €40, €60, €80, €100, €150, €200, or several of them added up in your cart.',
      );
      expect(screen.getByRole('link', { name: 'Browse credit packs' }).getAttribute('href')).toBe('/pricing');
      expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
      expect(api.calls.some((call) => call.method === 'POST' || call.path.includes('checkout-quote'))).toBe(
        false,
      );
      view.unmount();
    }
  });

  it('shows no dollar amount it has not been quoted, and says so when the quote fails', async () => {
    fakeApi({
      ...prices,
      'GET /api/checkout-quote?amount=20&currency=usd': () => ({
        status: 503,
        body: { error: 'Service unavailable', code: 'SERVICE_UNAVAILABLE' },
      }),
    });
    await renderApp('/checkout/crypto?amount=20&currency=usd');
    expect(await screen.findByText(/The US dollar price is unavailable/)).toBeTruthy();
    expect(screen.getByTestId('checkout-amount').textContent).toBe('—');
    expect(screen.queryByTestId('checkout-offer')).toBeNull();
    expect(screen.queryByText(/\$20\.00/)).toBeNull();
  });

  it('asks for a coin before going on: Please fill in all fields', async () => {
    const api = fakeApi(prices);
    const user = userEvent.setup();
    await renderApp('/checkout/crypto?amount=20');
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    expect((await screen.findAllByText('Please fill in all fields')).length).toBeGreaterThan(0);
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('creates the payment with amount, coin and currency only, then opens it 1 s after the toast', async () => {
    const api = fakeApi({
      ...prices,
      'POST /api/create-payment': () => ({
        status: 201,
        body: { success: true, payment_id: PAYMENT_ID, message: 'ok' },
      }),
    });
    const user = userEvent.setup();
    const { history } = await renderApp('/checkout/crypto?amount=80&currency=eur');
    await user.click(await screen.findByRole('radio', { name: /Bitcoin/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    expect(await screen.findByText('Redirecting to payment...')).toBeTruthy();
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post).toEqual({
      method: 'POST',
      path: '/api/create-payment',
      body: { amount: 80, crypto: 'btc', currency: 'eur' },
    });
    const [, init] = api.fetch.mock.calls.find(([path]) => path === '/api/create-payment') as [
      string,
      RequestInit,
    ];
    expect(init.headers).toMatchObject({ Authorization: 'Bearer test-token' });
    expect(history.location.pathname).toBe('/checkout/crypto');
    expect((screen.getByRole('button', { name: /Redirecting/ }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(history.location.pathname).toBe(`/payment/${PAYMENT_ID}`));
    // The payment replaced the checkout: Back never returns to a checkout that charges the cart again.
    expect(history.length).toBe(1);
    // Its confirmation will take these cart lines out.
    expect(JSON.parse(localStorage.getItem(CART_PAYMENTS_STORAGE_KEY)!)).toMatchObject([
      { paymentId: PAYMENT_ID, lines: [{ id: 'credits-40', quantity: 1 }] },
    ]);
  });

  it('says Error creating payment when the server fails, and Connection error when it is unreachable', async () => {
    let reachable = true;
    fakeApi({
      ...prices,
      'POST /api/create-payment': () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return { status: 502, body: { error: 'Error creating payment', code: 'PAYMENT_PROVIDER_FAILED' } };
      },
    });
    const user = userEvent.setup();
    await renderApp('/checkout/crypto?amount=20');
    await user.click(await screen.findByRole('radio', { name: /Ethereum/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Error creating payment')).toBeTruthy();
    reachable = false;
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Connection error')).toBeTruthy();
  });

  it('says why and for how long a new payment is refused when too many are waiting or opened', async () => {
    let answer = {
      status: 429,
      body: { error: 'You already have 5 payments waiting for funds.', code: 'TOO_MANY_OPEN_PAYMENTS' },
      headers: { 'Retry-After': '1740' },
    };
    fakeApi({ ...prices, 'POST /api/create-payment': () => answer });
    const user = userEvent.setup();
    await renderApp('/checkout/crypto?amount=20');
    await user.click(await screen.findByRole('radio', { name: /Bitcoin/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You already have as many payments waiting for funds as allowed. Pay one of them or let one expire, then try again in 29 minutes.',
    );
    expect(screen.queryByText('Error creating payment')).toBeNull();

    answer = {
      status: 429,
      body: { error: 'Too many payments opened in a short time.', code: 'PAYMENT_RATE_LIMITED' },
      headers: { 'Retry-After': '1' },
    };
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'You have opened several payments in a short time. Please try again in 1 second.',
      ),
    );
  });

  it('writes the server’s French refusal in the page’s English, from its code', async () => {
    fakeApi({
      ...prices,
      'POST /api/create-payment': () => ({
        status: 400,
        body: { error: 'Le montant ne peut pas avoir plus de 2 décimales', code: 'VALIDATION_FAILED' },
      }),
    });
    const user = userEvent.setup();
    await renderApp('/checkout/crypto?amount=80');
    await user.click(await screen.findByRole('radio', { name: /Bitcoin/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('The amount cannot have more than 2 decimals')).toBeTruthy();
    expect(screen.queryByText('Le montant ne peut pas avoir plus de 2 décimales')).toBeNull();
    expect(within(document.body).queryByText('Redirecting to payment...')).toBeNull();
  });
});
