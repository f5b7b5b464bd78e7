import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { renderApp } from '@/__tests__/render-app';
import { creditPackItem } from '@/lib/cart/cart-model';
import { CART_STORAGE_KEY } from '@/lib/cart/cart-storage';
import { fakeApi, PAYMENT_ID, paymentView, PRICES, quoteRoutes } from '../__tests__/checkout-fakes';
import type { PaymentView } from '../payment-contracts';

vi.mock('@/lib/auth/auth-context', async () => (await import('@/__tests__/signed-in')).signedInAuthModule());
vi.mock('@/lib/auth/auth-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  currentAccessToken: async () => 'test-token',
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toast.dismiss();
});

/** A regtest BOLT11 invoice, as BTCPay gives for its BTC-LN method. */
const INVOICE =
  'lnbcrt133400n1p5xyzabpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygsdqgfpjkcmr0yptyx2mnfde5x2umxwp3qkxqy9gcqcqzys0qg3sy7r8nqdnhs7fdh3tftw8mm3aanx4l0c8nlqdqzdq5f6rnrsslkswqhq5dsqk3pp6gccgfy2vnpmg7k5s5wr3hx7t8u6vcq4d2eeh';
const CHECKOUT_LINK = 'https://btcpay.example/i/LnInvoice1';

const lightningPayment = (overrides: Partial<PaymentView> = {}) =>
  paymentView({
    crypto: 'lightning',
    provider: 'btcpay',
    transactionId: 'LnInvoice1',
    address: INVOICE,
    cryptoAmount: 0.001334,
    crypto_amount: 0.001334,
    qr_code: null,
    canSimulate: false,
    checkoutLink: CHECKOUT_LINK,
    ...overrides,
  });

async function openPayment(payment: PaymentView, url = `/payment/${PAYMENT_ID}`) {
  fakeApi({
    [`GET /api/payment/${PAYMENT_ID}`]: () => ({ body: { success: true, payment } }),
    [`GET /api/check-payment/${PAYMENT_ID}`]: () => ({
      body: { success: true, payment: { status: 'pending', confirmations: 0 } },
    }),
  });
  await renderApp(url);
  await screen.findByTestId('payment-status');
}

describe('/payment/$paymentId for a Lightning payment', () => {
  it('says Pay with Lightning and shows the invoice as a lightning: QR code, with its amount and expiry', async () => {
    await openPayment(lightningPayment());
    expect(screen.getByRole('heading', { level: 1, name: 'Pay with Lightning' })).toBeTruthy();
    const qr = screen.getByTestId('payment-qr');
    expect(qr.getAttribute('data-qr-value')).toBe(`LIGHTNING:${INVOICE.toUpperCase()}`);
    expect(within(qr).getByRole('img', { name: 'QR code of the Lightning invoice' })).toBeTruthy();
    expect(screen.getByTestId('payment-invoice').textContent).toBe(INVOICE);
    expect(screen.getByTestId('payment-crypto-amount').textContent).toBe('0.001334');
    expect(screen.getByTestId('payment-invoice-countdown').textContent).toMatch(/^45:(30|29)$/);
    expect(screen.getByText(/Scan the QR code with a Lightning wallet/)).toBeTruthy();
  });

  it('copies the whole invoice, not what fits on screen', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await openPayment(lightningPayment());
    await user.click(screen.getByRole('button', { name: 'Copy invoice' }));
    expect(writeText).toHaveBeenLastCalledWith(INVOICE);
    expect(await screen.findByText('Invoice copied!')).toBeTruthy();
  });

  it('asks for no on-chain address, amount copy or transaction hash', async () => {
    await openPayment(lightningPayment());
    expect(screen.queryByTestId('payment-address')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy address' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy amount' })).toBeNull();
    expect(screen.queryByLabelText('Transaction hash (optional)')).toBeNull();
    expect(screen.queryByText(/Send exactly/)).toBeNull();
  });

  it('offers BTCPay’s checkout as a second way to pay, in a new tab', async () => {
    await openPayment(lightningPayment());
    const link = screen.getByRole('link', { name: 'Open BTCPay checkout' });
    expect(link.getAttribute('href')).toBe(CHECKOUT_LINK);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('says when the invoice can no longer be paid', async () => {
    await openPayment(lightningPayment({ expiresAt: new Date(Date.now() - 1000).toISOString() }));
    expect(screen.queryByTestId('payment-invoice')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy invoice' })).toBeNull();
  });
});

describe('/payment/$paymentId for an on-chain BTCPay payment', () => {
  it('keeps the address and the transaction hash, and offers the checkout link too', async () => {
    await openPayment(lightningPayment({ crypto: 'btc', address: 'bcrt1qexampleaddress', qr_code: null }));
    expect(screen.getByTestId('payment-address').textContent).toBe('bcrt1qexampleaddress');
    expect(screen.getByLabelText('Transaction hash (optional)')).toBeTruthy();
    expect(screen.queryByTestId('payment-invoice')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open BTCPay checkout' }).getAttribute('href')).toBe(
      CHECKOUT_LINK,
    );
  });

  it('without a checkout link, offers none', async () => {
    await openPayment(paymentView());
    expect(screen.queryByRole('link', { name: 'Open BTCPay checkout' })).toBeNull();
  });
});

describe('/checkout/crypto', () => {
  it('offers Lightning as a way to pay, priced as bitcoin', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([creditPackItem(40)]));
    fakeApi({
      'GET /api/crypto-prices?currency=eur': () => ({ body: PRICES.eur }),
      'GET /api/crypto-prices?currency=usd': () => ({ body: PRICES.usd }),
      ...quoteRoutes(10, 20, 80),
    });
    await renderApp('/checkout/crypto?amount=80&currency=eur');
    const option = await screen.findByTestId('crypto-option-lightning');
    expect(within(option).getByText('Lightning')).toBeTruthy();
    expect(within(option).getByText('Bitcoin over Lightning: settled in seconds, tiny fees')).toBeTruthy();
    expect((await screen.findByTestId('estimate-lightning')).textContent).toBe('≈ 0.00133333 BTC');
  });
});
