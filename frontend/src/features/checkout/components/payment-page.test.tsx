import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { toast } from 'sonner';
import { renderApp } from '@/__tests__/render-app';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/toast';
import { creditPackItem } from '@/lib/cart/cart-model';
import { rememberCartPayment } from '@/lib/cart/cart-payments';
import { CART_STORAGE_KEY } from '@/lib/cart/cart-storage';
import { fakeApi, PAYMENT_ID, paymentView } from '../__tests__/checkout-fakes';
import type { PaymentView } from '../payment-contracts';

vi.mock('@/lib/auth/auth-context', async () => (await import('@/__tests__/signed-in')).signedInAuthModule());
vi.mock('@/lib/auth/auth-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  currentAccessToken: async () => 'test-token',
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // Toasts are module state in sonner: without this, one test's toasts replay in the next.
  toast.dismiss();
});

const paymentPath = `/api/payment/${PAYMENT_ID}`;
const checkPath = `/api/check-payment/${PAYMENT_ID}`;
const CONFIRMED_TOAST = 'Payment confirmed! Your credits have been added.';
/** The buyer's balance once the payment's credits are added. */
const balanceRoute = { 'GET /api/credits/balance': () => ({ body: { success: true, balance: 140 } }) };

/** A payment in a final state offers no way to pay it. */
function expectNoWayToPay() {
  expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
  expect(screen.queryByTestId('payment-address')).toBeNull();
  expect(screen.queryByTestId('payment-countdown')).toBeNull();
  expect(screen.queryByLabelText('Transaction hash (optional)')).toBeNull();
  expect(screen.queryByRole('button', { name: /Copy/ })).toBeNull();
  expect(screen.queryByText(/Send exactly/)).toBeNull();
  expect(screen.queryByText(/complete your order/)).toBeNull();
  expect(screen.queryByRole('button', { name: 'Simulate payment (sandbox)' })).toBeNull();
}

/** The status badge's words, e.g. "StatusRefunded". */
const badge = () => screen.getByTestId('payment-status').textContent;

/** Opens the page on a payment the server answers as `payment`. */
async function openPayment(payment: Partial<PaymentView>) {
  const api = fakeApi({
    ...balanceRoute,
    [`GET ${paymentPath}`]: () => ({ body: { success: true, payment: paymentView(payment) } }),
    [`GET ${checkPath}`]: () => ({
      body: { success: true, payment: { status: 'pending', confirmations: 0 } },
    }),
  });
  const view = await renderApp(`/payment/${PAYMENT_ID}`);
  await screen.findByTestId('payment-status');
  return { api, ...view };
}

/** Puts packs in the cart the way another tab would (the cart follows storage events). */
function setCart(...counts: number[]) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(counts.map(creditPackItem)));
  window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
}

describe('/payment/$paymentId', () => {
  it.each(['/payment/crypto', '/payment/not-a-payment', '/payment'])(
    '%s says Invalid payment ID and goes back to the checkout',
    async (url) => {
      const api = fakeApi({});
      const { history } = await renderApp(url);
      expect(await screen.findByText('Invalid payment ID')).toBeTruthy();
      await waitFor(() => expect(history.location.pathname).toBe('/checkout/crypto'));
      expect(api.calls.some((call) => call.path.startsWith('/api/payment'))).toBe(false);
    },
  );

  it('shows Payment not found, with a way home, then the packs for a user whose cart is empty', async () => {
    localStorage.clear();
    fakeApi({
      [`GET ${paymentPath}`]: () => ({
        status: 404,
        body: { error: 'Payment not found', code: 'NOT_FOUND' },
      }),
    });
    const { history } = await renderApp(`/payment/${PAYMENT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByText('Taking you to the credit packs…')).toBeTruthy();
    // Never a made-up checkout: nothing is in the cart, so the pricing page, in place of the payment.
    await waitFor(() => expect(history.location.href).toBe('/pricing'));
    expect(history.length).toBe(1);
  });

  it('after Payment not found, goes to the checkout of the cart when it holds something', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([creditPackItem(40), creditPackItem(10)]));
    fakeApi({
      [`GET ${paymentPath}`]: () => ({
        status: 404,
        body: { error: 'Payment not found', code: 'NOT_FOUND' },
      }),
    });
    const { history } = await renderApp(`/payment/${PAYMENT_ID}`);
    expect(await screen.findByText('Taking you back to the checkout of your cart…')).toBeTruthy();
    await waitFor(() => expect(history.location.href).toBe('/checkout/crypto?amount=100&currency=eur'));
    localStorage.clear();
  });

  it('shows everything needed to pay: id, exact amount, fiat, address, QR, countdown, instructions, status', async () => {
    fakeApi({
      [`GET ${paymentPath}`]: () => ({ body: { success: true, payment: paymentView() } }),
      [`GET ${checkPath}`]: () => ({
        body: { success: true, payment: { status: 'pending', confirmations: 0 } },
      }),
    });
    await renderApp(`/payment/${PAYMENT_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Send BTC to complete your order' }),
    ).toBeTruthy();
    expect(screen.getByTestId('payment-transaction-id').textContent).toBe('sbx_5d1c0ffee5d1c0ffee5d1c0f');
    expect(screen.getByTestId('payment-crypto-amount').textContent).toBe('0.001334');
    expect(screen.getByTestId('payment-fiat-amount').textContent).toBe('≈ €80.00');
    expect(screen.getByTestId('payment-address').textContent).toBe(
      'tb1qz8d3k0g5v2l7n9m4x6c8p0s2f4h6j8k0q2w4e6',
    );
    expect(screen.getByRole('img', { name: /QR code/ }).getAttribute('src')).toMatch(/^data:image\/png/);
    expect(screen.getByTestId('payment-countdown').textContent).toMatch(/^45:(30|29)$/);
    expect(screen.getByText(/Send exactly 0.001334 BTC/)).toBeTruthy();
    expect(screen.getByText(/Check the address/)).toBeTruthy();
    expect(screen.getByText(/Confirmation is automatic/)).toBeTruthy();
    expect(screen.getByTestId('payment-status').textContent).toContain('Pending');
    expect(screen.getByTestId('payment-status').textContent).not.toContain('confirmation');
    expect(screen.getAllByText('Waiting for payment confirmation...').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Simulate payment (sandbox)' })).toBeTruthy();
  });

  it('an expired payment says so in its badge and headline, and offers a new checkout instead of a way to pay', async () => {
    await openPayment({ expiresAt: new Date(Date.now() - 1000).toISOString(), canSimulate: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment expired' })).toBeTruthy();
    expect(badge()).toBe('StatusExpired');
    expect(screen.getByTestId('payment-notice').textContent).toMatch(/^This payment window has closed/);
    expectNoWayToPay();
    expect(screen.getByRole('link', { name: 'Start a new checkout' })).toBeTruthy();
  });

  it('money being confirmed reads Confirming in the badge as in the text, with the confirmations the check counted', async () => {
    let seen = false;
    fakeApi({
      [`GET ${paymentPath}`]: () => ({
        body: {
          success: true,
          payment: seen ? paymentView({ status: 'confirming', confirmations: 2 }) : paymentView(),
        },
      }),
      [`GET ${checkPath}`]: () => {
        seen = true;
        return { body: { success: true, payment: { status: 'pending', confirmations: 2 } } };
      },
    });
    await renderApp(`/payment/${PAYMENT_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment received, being confirmed' }),
    ).toBeTruthy();
    expect(badge()).toBe('StatusConfirming2 confirmations');
    expect(badge()).not.toContain('Pending');
    expect(screen.getByTestId('payment-notice').textContent).toMatch(/^Payment received\./);
    expect(screen.getAllByText('Waiting for payment confirmation...').length).toBeGreaterThan(0);
    expectNoWayToPay();
  });

  it('a payment refunded before any credits were added says Refunded, not Pending, and cannot be paid', async () => {
    await openPayment({ status: 'refunded', canSimulate: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment refunded' })).toBeTruthy();
    expect(badge()).toBe('StatusRefunded');
    expect(screen.getByTestId('payment-notice').textContent).toBe(
      'This payment was refunded, so no credits were added for it.',
    );
    expectNoWayToPay();
    expect(screen.queryByRole('link', { name: /receipt/ })).toBeNull();
  });

  it('a payment refunded after its credits were added says they were added and the refund is being reviewed', async () => {
    await openPayment({ status: 'refunded', creditsAdded: true, canSimulate: false });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment refunded: credits under review' }),
    ).toBeTruthy();
    expect(badge()).toBe('StatusRefunded');
    const notice = screen.getByTestId('payment-notice').textContent;
    expect(notice).toBe(
      'This payment was refunded after 40 credits were added to your account. They stay on your balance while the refund is reviewed; if they are taken back, this page and your transaction history will say so.',
    );
    expect(screen.queryByText(/no credits were added/)).toBeNull();
    expectNoWayToPay();
    expect(screen.getByRole('link', { name: 'View receipt' }).getAttribute('href')).toBe(
      `/receipts/${PAYMENT_ID}`,
    );
  });

  it('once the credits of a refunded payment were taken back, says so with the date and links the credit note', async () => {
    await openPayment({
      status: 'refunded',
      creditsAdded: true,
      creditsReversedAt: '2026-03-05T15:30:00.000Z',
      canSimulate: false,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment refunded: credits taken back' }),
    ).toBeTruthy();
    expect(badge()).toBe('StatusRefunded');
    expect(screen.getByTestId('payment-notice').textContent).toBe(
      `This payment was refunded, and the 40 credits it had added were taken back from your balance on ${formatDateTime('2026-03-05T15:30:00.000Z', 'en')}. Its receipt is void: a credit note cancels it.`,
    );
    expectNoWayToPay();
    expect(screen.getByRole('link', { name: 'View receipt and credit note' }).getAttribute('href')).toBe(
      `/receipts/${PAYMENT_ID}`,
    );
  });

  it('a failed payment says Failed and offers a new checkout', async () => {
    await openPayment({ status: 'failed', canSimulate: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment failed' })).toBeTruthy();
    expect(badge()).toBe('StatusFailed');
    expectNoWayToPay();
    expect(screen.getByRole('link', { name: 'Start a new checkout' })).toBeTruthy();
  });

  it('copies the amount and the address, with a toast', async () => {
    fakeApi({
      [`GET ${paymentPath}`]: () => ({ body: { success: true, payment: paymentView() } }),
      [`GET ${checkPath}`]: () => ({
        body: { success: true, payment: { status: 'pending', confirmations: 0 } },
      }),
    });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await renderApp(`/payment/${PAYMENT_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Copy amount' }));
    expect(writeText).toHaveBeenLastCalledWith('0.001334');
    expect(await screen.findByText('Amount copied!')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenLastCalledWith('tb1qz8d3k0g5v2l7n9m4x6c8p0s2f4h6j8k0q2w4e6');
    expect(await screen.findByText('Address copied!')).toBeTruthy();
    writeText.mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(await screen.findByText('Copy error')).toBeTruthy();
  });

  it('needs a transaction hash before submitting, then records it and checks again', async () => {
    const api = fakeApi({
      [`GET ${paymentPath}`]: () => ({ body: { success: true, payment: paymentView() } }),
      [`GET ${checkPath}`]: () => ({
        body: { success: true, payment: { status: 'pending', confirmations: 0 } },
      }),
      [`POST /api/payment/${PAYMENT_ID}/txhash`]: () => ({ body: { success: true, message: 'ok' } }),
    });
    const user = userEvent.setup();
    await renderApp(`/payment/${PAYMENT_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect((await screen.findAllByText('Please enter the transaction hash')).length).toBeGreaterThan(0);
    expect(api.calls.some((call) => call.path.endsWith('/txhash'))).toBe(false);

    const checksBefore = api.calls.filter((call) => call.path === checkPath).length;
    await user.type(screen.getByLabelText('Transaction hash (optional)'), '  0xabc123  ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Transaction hash saved! Checking...')).toBeTruthy();
    expect(api.calls.find((call) => call.path.endsWith('/txhash'))?.body).toEqual({ txHash: '0xabc123' });
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === checkPath).length).toBeGreaterThan(checksBefore),
    );
  });

  it('says Error while saving when the hash cannot be recorded', async () => {
    fakeApi({
      [`GET ${paymentPath}`]: () => ({ body: { success: true, payment: paymentView() } }),
      [`GET ${checkPath}`]: () => ({
        body: { success: true, payment: { status: 'pending', confirmations: 0 } },
      }),
      [`POST /api/payment/${PAYMENT_ID}/txhash`]: () => ({
        status: 500,
        body: { error: 'boom', code: 'INTERNAL' },
      }),
    });
    const user = userEvent.setup();
    await renderApp(`/payment/${PAYMENT_ID}`);
    await user.type(await screen.findByLabelText('Transaction hash (optional)'), '0xabc');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Error while saving')).toBeTruthy();
  });

  it('says how long to wait when the hash asks for a re-check too soon after the last one', async () => {
    fakeApi({
      [`GET ${paymentPath}`]: () => ({ body: { success: true, payment: paymentView() } }),
      [`GET ${checkPath}`]: () => ({
        body: { success: true, payment: { status: 'pending', confirmations: 0 } },
      }),
      [`POST /api/payment/${PAYMENT_ID}/txhash`]: () => ({
        status: 429,
        body: { error: 'This payment was checked moments ago.', code: 'PAYMENT_RECHECK_RATE_LIMITED' },
        headers: { 'Retry-After': '25' },
      }),
    });
    const user = userEvent.setup();
    await renderApp(`/payment/${PAYMENT_ID}`);
    await user.type(await screen.findByLabelText('Transaction hash (optional)'), '0xabc');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      (await screen.findAllByText('This payment was checked moments ago. Send the hash again in 25 seconds.'))
        .length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText('Error while saving')).toBeNull();
  });
  it('on a simulated payment: toast, then Payment confirmed! with the new balance, and the page stays', async () => {
    let paid = false;
    const api = fakeApi({
      ...balanceRoute,
      [`GET ${paymentPath}`]: () => ({
        body: {
          success: true,
          payment: paid
            ? paymentView({ status: 'paid', canSimulate: false, creditsAdded: true })
            : paymentView(),
        },
      }),
      [`GET ${checkPath}`]: () => ({
        body: {
          success: true,
          payment: paid ? { status: 'confirmed', confirmations: 3 } : { status: 'pending', confirmations: 0 },
        },
      }),
      [`POST /api/payments/${PAYMENT_ID}/simulate`]: () => {
        paid = true;
        return {
          body: {
            success: true,
            payment: paymentView({
              status: 'paid',
              confirmations: 3,
              canSimulate: false,
              creditsAdded: true,
            }),
          },
        };
      },
    });
    const user = userEvent.setup();
    const { history } = await renderApp(`/payment/${PAYMENT_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Simulate payment (sandbox)' }));

    expect(await screen.findByText('Payment confirmed! Your credits have been added.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment confirmed!' })).toBeTruthy();
    expect((await screen.findByTestId('confirmed-balance')).textContent).toBe('140 credits');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    // No bounce to another page: the buyer moves on from the confirmation.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(history.location.pathname).toBe(`/payment/${PAYMENT_ID}`);
    // The page never asks for credits itself: the server grants them.
    expect(api.calls.some((call) => call.path.includes('add-credits'))).toBe(false);
  }, 10_000);

  it('shows Payment confirmed! for a payment that was already paid, without polling or redirecting', async () => {
    const api = fakeApi({
      [`GET ${paymentPath}`]: () => ({
        body: { success: true, payment: paymentView({ status: 'paid', canSimulate: false }) },
      }),
    });
    const { history } = await renderApp(`/payment/${PAYMENT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment confirmed!' })).toBeTruthy();
    expect(screen.getByText(/40 credits have been added/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View receipt' }).getAttribute('href')).toBe(
      `/receipts/${PAYMENT_ID}`,
    );
    expect(api.calls.some((call) => call.path === checkPath)).toBe(false);
    expect(screen.queryByText('Payment confirmed! Your credits have been added.')).toBeNull();
    expect(history.location.pathname).toBe(`/payment/${PAYMENT_ID}`);
  });

  it('a partly paid payment is not a success: what arrived, the credits it earned, and that the rest earns nothing', async () => {
    await openPayment({
      status: 'partially_paid',
      paidAmount: 30,
      credits: 15,
      creditsAdded: true,
      canSimulate: false,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment partly received' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Payment confirmed!' })).toBeNull();
    expect(badge()).toBe('StatusPartly paid');
    expect(screen.getByTestId('payment-notice').textContent).toBe(
      'Only part of the amount arrived: €30.00 of €80.00. It earned 15 credits, added to your account.',
    );
    expect(screen.getByTestId('partial-payment').textContent).toBe(
      'Received€30.00Ordered€80.00Credits earned15 credits',
    );
    expect(screen.getByTestId('partial-rest').textContent).toBe(
      'The remaining €50.00 earns no credits: this payment is closed, and nothing more sent to it is credited. For more credits, buy another pack.',
    );
    // Amber, not the green of a success.
    expect(screen.getByTestId('payment-outcome').className).not.toContain('border-brand');
    expectNoWayToPay();
    expect(screen.getByRole('link', { name: 'Buy more credits' }).getAttribute('href')).toBe('/pricing');
    expect(screen.getByRole('link', { name: 'View receipt' })).toBeTruthy();
  });

  it('tells the payer to send exactly the amount the provider asks for, not rounded, and copies that same figure', async () => {
    fakeApi({
      [`GET ${paymentPath}`]: () => ({
        body: {
          success: true,
          payment: paymentView({ cryptoAmount: 0.00233333, crypto_amount: 0.00233333 }),
        },
      }),
      [`GET ${checkPath}`]: () => ({
        body: { success: true, payment: { status: 'pending', confirmations: 0 } },
      }),
    });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await renderApp(`/payment/${PAYMENT_ID}`);
    expect((await screen.findByTestId('payment-crypto-amount')).textContent).toBe('0.00233333');
    expect(screen.getByText(/Send exactly 0.00233333 BTC/)).toBeTruthy();
    expect(document.body.textContent).not.toContain('0.002334');
    await user.click(screen.getByRole('button', { name: 'Copy amount' }));
    expect(writeText).toHaveBeenLastCalledWith('0.00233333');
  });

  it('a partial payment confirmed while the page is open shows the credits the server granted, with a toast that says partial', async () => {
    let confirmed = false;
    fakeApi({
      // Waiting when the page opens; once confirmed, final as underpaid, with fewer credits.
      [`GET ${paymentPath}`]: () => ({
        body: {
          success: true,
          payment: confirmed
            ? paymentView({ status: 'partially_paid', paidAmount: 30, credits: 15, canSimulate: false })
            : paymentView(),
        },
      }),
      [`GET ${checkPath}`]: () => {
        confirmed = true;
        return { body: { success: true, payment: { status: 'confirmed', confirmations: 3 } } };
      },
    });
    await renderApp(`/payment/${PAYMENT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment partly received' })).toBeTruthy();
    expect(screen.getByTestId('payment-notice').textContent).toContain('It earned 15 credits');
    expect(await screen.findByText('Part of your payment arrived: 15 credits added.')).toBeTruthy();
    expect(screen.queryByText(CONFIRMED_TOAST)).toBeNull();
  });

  it('revisiting a payment confirmed earlier shows it paid, without a toast or emptying the cart again', async () => {
    let paid = false;
    fakeApi({
      ...balanceRoute,
      [`GET ${paymentPath}`]: () => ({
        body: {
          success: true,
          payment: paid ? paymentView({ status: 'paid', canSimulate: false }) : paymentView(),
        },
      }),
      [`GET ${checkPath}`]: () => {
        paid = true;
        return { body: { success: true, payment: { status: 'confirmed', confirmations: 3 } } };
      },
    });
    const success = vi.spyOn(notify, 'success');
    // The payment was opened for a cart of one 40 pack; a 10 pack was added since.
    rememberCartPayment(PAYMENT_ID, [creditPackItem(40)]);
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([creditPackItem(40), creditPackItem(10)]));
    const { history } = await renderApp(`/payment/${PAYMENT_ID}`);

    // Confirmed live: one toast, the bought pack leaves the cart, the one added since stays.
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment confirmed!' })).toBeTruthy();
    await waitFor(() => expect(success.mock.calls.filter(([m]) => m === CONFIRMED_TOAST)).toHaveLength(1));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)).toEqual([creditPackItem(10)]),
    );

    // Away, then back to the payment (its answers are cached from the first visit).
    act(() => history.push('/'));
    act(() => history.push(`/payment/${PAYMENT_ID}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment confirmed!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(history.location.pathname).toBe(`/payment/${PAYMENT_ID}`);
    expect(success.mock.calls.filter(([message]) => message === CONFIRMED_TOAST)).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)).toEqual([creditPackItem(10)]);
  }, 15_000);

  it('Start a new checkout opens the checkout for the cart, or the pricing page when the cart is empty', async () => {
    fakeApi({
      [`GET ${paymentPath}`]: () => ({ body: { success: true, payment: paymentView() } }),
      [`GET ${checkPath}`]: () => ({
        body: { success: true, payment: { status: 'pending', confirmations: 0 } },
      }),
    });
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([creditPackItem(40), creditPackItem(10)]));
    await renderApp(`/payment/${PAYMENT_ID}`);
    const link = await screen.findByRole('link', { name: 'Start a new checkout' });
    expect(link.getAttribute('href')).toBe('/checkout/crypto?amount=100&currency=eur');
    act(() => setCart());
    await waitFor(() => expect(link.getAttribute('href')).toBe('/pricing'));
  });

  it('Payment not found offers the checkout for the cart too', async () => {
    fakeApi({
      [`GET ${paymentPath}`]: () => ({
        status: 404,
        body: { error: 'Payment not found', code: 'NOT_FOUND' },
      }),
    });
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([creditPackItem(30)]));
    await renderApp(`/payment/${PAYMENT_ID}`);
    expect((await screen.findByRole('link', { name: 'Start a new checkout' })).getAttribute('href')).toBe(
      '/checkout/crypto?amount=60&currency=eur',
    );
  });
});
