import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { creditPackItem } from '@/lib/cart/cart-model';
import { CART_STORAGE_KEY } from '@/lib/cart/cart-storage';
import { changeLanguage } from '@/lib/i18n/i18n';
import { renderApp } from '@/__tests__/render-app';
import { fakeApi, PRICES, quoteRoutes } from '../__tests__/checkout-fakes';
import { CRYPTOS } from '../payment-contracts';

vi.mock('@/lib/auth/auth-context', async () => (await import('@/__tests__/signed-in')).signedInAuthModule());
vi.mock('@/lib/auth/auth-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  currentAccessToken: async () => 'test-token',
}));

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([creditPackItem(40)]));
});

afterEach(async () => {
  vi.unstubAllGlobals();
  toast.dismiss();
  await act(() => changeLanguage('en'));
});

/** The checkout's API with ether's providers down. */
function withEtherDown() {
  return fakeApi({
    'GET /api/crypto-prices?currency=eur': () => ({ body: PRICES.eur }),
    ...quoteRoutes(10, 20, 80),
    'GET /api/payment-methods': () => ({
      body: {
        success: true,
        methods: CRYPTOS.map((crypto) => ({ crypto, available: crypto !== 'eth' })),
      },
    }),
  });
}

describe('/checkout/crypto offers only the ways to pay a provider can take now', () => {
  it('hides a way to pay whose providers are down and says some are temporarily unavailable', async () => {
    withEtherDown();
    await renderApp('/checkout/crypto?amount=80&currency=eur');
    expect(await screen.findByTestId('crypto-unavailable-note')).toBeTruthy();
    expect(screen.getByTestId('crypto-unavailable-note').textContent).toMatch(/temporarily unavailable/);
    expect(screen.queryByTestId('crypto-option-eth')).toBeNull();
    expect(screen.getByTestId('crypto-option-btc')).toBeTruthy();
    expect(screen.getByTestId('crypto-option-ltc')).toBeTruthy();
  });

  it('says so in French too', async () => {
    withEtherDown();
    await renderApp('/checkout/crypto?amount=80&currency=eur');
    await screen.findByTestId('crypto-unavailable-note');
    await act(() => changeLanguage('fr'));
    await waitFor(() =>
      expect(screen.getByTestId('crypto-unavailable-note').textContent).toMatch(
        /momentanément indisponibles/,
      ),
    );
    expect(screen.queryByTestId('crypto-option-eth')).toBeNull();
  });

  it('offers every way to pay, with no note, when all are available', async () => {
    fakeApi({
      'GET /api/crypto-prices?currency=eur': () => ({ body: PRICES.eur }),
      ...quoteRoutes(10, 20, 80),
      'GET /api/payment-methods': () => ({
        body: { success: true, methods: CRYPTOS.map((crypto) => ({ crypto, available: true })) },
      }),
    });
    const user = userEvent.setup();
    await renderApp('/checkout/crypto?amount=80&currency=eur');
    await user.click(await screen.findByTestId('crypto-option-eth'));
    await waitFor(() => expect(screen.getByTestId('crypto-option-ltc')).toBeTruthy());
    expect(screen.queryByTestId('crypto-unavailable-note')).toBeNull();
  });
});
