// The payment page on the live channel: `payment:updated` pushes change it at once, the 10-second
// check only runs while the channel is down.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { renderApp } from '@/__tests__/render-app';
import { FakeLiveSocket } from '@/__tests__/fake-live-socket';
import type { PaymentView } from '../payment-contracts';
import { fakeApi, PAYMENT_ID, paymentView, type FakeApi } from '../__tests__/checkout-fakes';

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
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toast.dismiss();
});

const paymentPath = `/api/payment/${PAYMENT_ID}`;
const checkPath = `/api/check-payment/${PAYMENT_ID}`;

/** The server as it stands when the page opens: waiting, and the check says pending. */
function waitingPayment(): FakeApi {
  return fakeApi({
    [`GET ${paymentPath}`]: () => ({ body: { success: true, payment: paymentView() } }),
    [`GET ${checkPath}`]: () => ({
      body: { success: true, payment: { status: 'pending', confirmations: 0 } },
    }),
    'GET /api/notifications': () => ({ body: { success: true, notifications: [], unreadCount: 0 } }),
  });
}

const checks = (api: FakeApi) => api.calls.filter((call) => call.path === checkPath).length;

/** Opens the payment page and waits until it listens to payment pushes. */
async function openLivePaymentPage() {
  const view = await renderApp(`/payment/${PAYMENT_ID}`);
  await screen.findByRole('heading', { level: 1, name: 'Send BTC to complete your order' });
  await waitFor(() => expect(live.socket.listens('payment:updated')).toBe(true));
  return view;
}

function push(overrides: Partial<PaymentView>) {
  act(() => live.socket.push('payment:updated', paymentView(overrides)));
}

describe('/payment/$paymentId with the live channel', () => {
  it('a push of 2 confirmations shows "2 confirmations" at once, without waiting for the check', async () => {
    const api = waitingPayment();
    await openLivePaymentPage();
    expect(screen.getByTestId('payment-status').textContent).not.toContain('confirmation');
    const asked = checks(api);

    push({ status: 'confirming', confirmations: 1 });
    await waitFor(() => expect(screen.getByTestId('payment-status').textContent).toContain('1 confirmation'));
    push({ status: 'confirming', confirmations: 2 });
    await waitFor(() =>
      expect(screen.getByTestId('payment-status').textContent).toContain('2 confirmations'),
    );
    // The badge moves with the text: never Pending beside "Payment received".
    expect(screen.getByTestId('payment-status').textContent).toBe('StatusConfirming2 confirmations');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment received, being confirmed' })).toBeTruthy();
    expect(screen.getByTestId('payment-notice').textContent).toMatch(/^Payment received\./);
    expect(checks(api)).toBe(asked);
  });

  it('a push of the paid payment shows "Payment confirmed!" with its toast, though the check still says pending', async () => {
    const api = waitingPayment();
    const { history } = await openLivePaymentPage();
    const asked = checks(api);

    push({ status: 'paid', confirmations: 3, creditsAdded: true, paidAt: new Date().toISOString() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment confirmed!' })).toBeTruthy();
    expect(screen.getByText(/40 credits have been added/)).toBeTruthy();
    expect(await screen.findByText('Payment confirmed! Your credits have been added.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View receipt' }).getAttribute('href')).toBe(
      `/receipts/${PAYMENT_ID}`,
    );
    expect(checks(api)).toBe(asked);
    // The confirmation stays; the buyer moves on from it.
    expect(history.location.pathname).toBe(`/payment/${PAYMENT_ID}`);
  });

  it('a push of a partial payment shows what was received and the credits it bought, not a success', async () => {
    waitingPayment();
    await openLivePaymentPage();
    push({ status: 'partially_paid', paidAmount: 30, credits: 15, confirmations: 3, creditsAdded: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment partly received' })).toBeTruthy();
    expect(screen.getByTestId('payment-status').textContent).toBe('StatusPartly paid3 confirmations');
    expect(screen.getByTestId('payment-notice').textContent).toBe(
      'Only part of the amount arrived: €30.00 of €80.00. It earned 15 credits, added to your account.',
    );
    expect(screen.queryByRole('heading', { level: 1, name: 'Payment confirmed!' })).toBeNull();
  });

  it('an expiry pushed closes the payment; late money then reopens it as being confirmed', async () => {
    waitingPayment();
    await openLivePaymentPage();
    const past = new Date(Date.now() - 1000).toISOString();

    push({ status: 'expired', expiresAt: past });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment expired' })).toBeTruthy();
    expect(screen.getByTestId('payment-status').textContent).toBe('StatusExpired');
    expect(screen.getByTestId('payment-notice').textContent).toMatch(/^This payment window has closed/);
    expect(screen.queryByTestId('payment-address')).toBeNull();

    push({ status: 'confirming', confirmations: 1, expiresAt: past });
    await waitFor(() =>
      expect(screen.getByTestId('payment-notice').textContent).toMatch(
        /^Your payment arrived after the payment window closed/,
      ),
    );
    expect(screen.getByTestId('payment-status').textContent).toBe('StatusConfirming1 confirmation');
  });

  it('a refund after credit, then its credits taken back, change the page as they are pushed', async () => {
    waitingPayment();
    await openLivePaymentPage();
    const paid = { status: 'paid' as const, confirmations: 3, creditsAdded: true, canSimulate: false };
    push(paid);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment confirmed!' })).toBeTruthy();

    push({ ...paid, status: 'refunded' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment refunded: credits under review' }),
    ).toBeTruthy();
    expect(screen.getByTestId('payment-status').textContent).toContain('Refunded');

    push({ ...paid, status: 'refunded', creditsReversedAt: new Date().toISOString() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment refunded: credits taken back' }),
    ).toBeTruthy();
    // A late copy of the earlier push does not bring the credits back.
    push({ ...paid, status: 'refunded' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Payment refunded: credits taken back' }),
    ).toBeTruthy();
  });

  it('ignores pushes of other payments, and older news arriving after newer', async () => {
    waitingPayment();
    await openLivePaymentPage();
    act(() =>
      live.socket.push('payment:updated', {
        ...paymentView({ status: 'paid', confirmations: 3 }),
        payment_id: '00000000-0000-4000-8000-000000000000',
      }),
    );
    push({ status: 'confirming', confirmations: 3 });
    await waitFor(() =>
      expect(screen.getByTestId('payment-status').textContent).toContain('3 confirmations'),
    );
    push({ status: 'confirming', confirmations: 2 });
    push({ status: 'waiting', confirmations: 0 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByTestId('payment-status').textContent).toContain('3 confirmations');
    expect(screen.queryByRole('heading', { level: 1, name: 'Payment confirmed!' })).toBeNull();
  });

  it('asks every 10 s only while the channel is down, and reads the payment again when it is back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = waitingPayment();
    await openLivePaymentPage();
    await waitFor(() => expect(checks(api)).toBeGreaterThan(0));

    // Up: pushes say each change, so 10 s pass without a check.
    const whileUp = checks(api);
    await act(async () => vi.advanceTimersByTime(10_500));
    expect(checks(api)).toBe(whileUp);

    // Down: the check runs every 10 s again.
    act(() => live.socket.drop());
    await act(async () => vi.advanceTimersByTime(10_500));
    await waitFor(() => expect(checks(api)).toBe(whileUp + 1));
    await act(async () => vi.advanceTimersByTime(10_000));
    await waitFor(() => expect(checks(api)).toBe(whileUp + 2));

    // Back: what was pushed meanwhile is lost, so the payment is read again.
    const reads = api.calls.filter((call) => call.path === paymentPath).length;
    act(() => live.socket.connect());
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === paymentPath).length).toBeGreaterThan(reads),
    );
  });
});
