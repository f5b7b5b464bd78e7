// A payment opened from the cart takes its packs out of the cart when it is confirmed, on whichever
// page is open (the live push), or at the next visit when no page was open.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { renderApp } from '@/__tests__/render-app';
import { FakeLiveSocket } from '@/__tests__/fake-live-socket';
import { creditPackItem } from '@/lib/cart/cart-model';
import { CART_PAYMENTS_STORAGE_KEY, rememberCartPayment } from '@/lib/cart/cart-payments';
import { CART_STORAGE_KEY } from '@/lib/cart/cart-storage';
import { fakeApi, PAYMENT_ID, paymentView } from '../__tests__/checkout-fakes';

const live = vi.hoisted(() => ({ socket: null as unknown as FakeLiveSocket }));

vi.mock('@/lib/auth/auth-context', async () => (await import('@/__tests__/signed-in')).signedInAuthModule());
vi.mock('@/lib/auth/auth-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  currentAccessToken: async () => 'test-token',
}));
vi.mock('@/lib/config', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  LIVE_EVENTS_ENABLED: true,
}));
vi.mock('@/lib/realtime/public-socket', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  createPublicSocket: () => live.socket,
}));

beforeEach(async () => {
  const { FakeLiveSocket: Fake } = await import('@/__tests__/fake-live-socket');
  live.socket = new Fake();
  localStorage.clear();
  // The payment was opened for a 40 pack; a 10 pack was added to the cart since.
  rememberCartPayment(PAYMENT_ID, [creditPackItem(40)]);
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([creditPackItem(40), creditPackItem(10)]));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toast.dismiss();
});

const cartIds = () =>
  (JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as { id: string }[]).map((item) => item.id);

describe('paid packs leave the cart', () => {
  it('when the confirmation is pushed while another page is open', async () => {
    fakeApi({
      [`GET /api/payment/${PAYMENT_ID}`]: () => ({ body: { success: true, payment: paymentView() } }),
    });
    await renderApp('/pricing');
    await waitFor(() => expect(live.socket.listens('payment:updated')).toBe(true));
    // News of another payment, and of this one still waiting, change nothing.
    act(() =>
      live.socket.push('payment:updated', paymentView({ payment_id: crypto.randomUUID(), status: 'paid' })),
    );
    act(() => live.socket.push('payment:updated', paymentView({ status: 'confirming', confirmations: 1 })));
    expect(cartIds()).toEqual(['credits-40', 'credits-10']);

    act(() => live.socket.push('payment:updated', paymentView({ status: 'paid', creditsAdded: true })));
    await waitFor(() => expect(cartIds()).toEqual(['credits-10']));
    expect(screen.queryByText('Cart cleared!')).toBeNull();
    expect(localStorage.getItem(CART_PAYMENTS_STORAGE_KEY)).toBeNull();
  });

  it('at the next visit when the payment was confirmed while no page was open', async () => {
    const api = fakeApi({
      [`GET /api/payment/${PAYMENT_ID}`]: () => ({
        body: { success: true, payment: paymentView({ status: 'paid', creditsAdded: true }) },
      }),
    });
    await renderApp('/');
    await waitFor(() => expect(cartIds()).toEqual(['credits-10']));
    expect(api.calls.some((call) => call.path === `/api/payment/${PAYMENT_ID}`)).toBe(true);
    expect(localStorage.getItem(CART_PAYMENTS_STORAGE_KEY)).toBeNull();
  });

  it('keeps the cart while the payment still waits', async () => {
    fakeApi({
      [`GET /api/payment/${PAYMENT_ID}`]: () => ({ body: { success: true, payment: paymentView() } }),
    });
    await renderApp('/');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(cartIds()).toEqual(['credits-40', 'credits-10']);
    expect(localStorage.getItem(CART_PAYMENTS_STORAGE_KEY)).not.toBeNull();
  });
});
