// A payment finance refunded by claim link: its page says so and links to BTCPay's claim page.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '@/__tests__/render-app';
import { fakeApi, PAYMENT_ID, paymentView } from '../__tests__/checkout-fakes';

vi.mock('@/lib/auth/auth-context', async () => (await import('@/__tests__/signed-in')).signedInAuthModule());
vi.mock('@/lib/auth/auth-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  currentAccessToken: async () => 'test-token',
}));

const CLAIM = 'https://btcpay.example/pull-payments/pp-1';

async function openPaid(refundClaimLink: string | null) {
  fakeApi({
    'GET /api/credits/balance': () => ({ body: { success: true, balance: 0 } }),
    [`GET /api/payment/${PAYMENT_ID}`]: () => ({
      body: {
        success: true,
        payment: paymentView({ status: 'paid', creditsAdded: true, provider: 'btcpay', refundClaimLink }),
      },
    }),
  });
  await renderApp(`/payment/${PAYMENT_ID}`);
  await screen.findByTestId('payment-status');
}

describe('a payment refunded by claim link', () => {
  it('offers the customer the link to claim the refund', async () => {
    await openPaid(CLAIM);
    const link = await screen.findByRole('link', { name: 'Claim your refund' });
    expect(link.getAttribute('href')).toBe(CLAIM);
    expect(screen.getByTestId('refund-claim').textContent).toContain('Refunded');
  });

  it('offers nothing of the kind for a payment not refunded', async () => {
    await openPaid(null);
    expect(screen.queryByRole('link', { name: 'Claim your refund' })).toBeNull();
  });
});
