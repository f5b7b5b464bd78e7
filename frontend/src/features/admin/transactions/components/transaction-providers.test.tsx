// Each payment's provider in the Transactions tab: shown, filtered on, and a settlement by hand in
// BTCPay flagged, in the back office's French and in English.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BACK_OFFICE_LANGUAGE_STORAGE_KEY } from '@/lib/i18n/i18n';
import { renderWithAuth } from '@/__tests__/auth-test-kit';
import type { FakeAuthBackend } from '@/__tests__/fake-auth-backend';
import type { AdminTransaction } from '../../admin-contracts';
import { loadBackOffice } from '../../__tests__/back-office-fixtures';

const AT_BTCPAY = '1a2b3c4d-0000-4000-8000-00000000b7c9';
const AT_NOWPAYMENTS = '1a2b3c4d-0000-4000-8000-0000000000a1';

function payment(paymentId: string, overrides: Partial<AdminTransaction>): AdminTransaction {
  return {
    paymentId,
    transactionId: `inv-${paymentId.slice(-4)}`,
    userId: '7b0c2d1e-0000-4000-8000-000000000001',
    amount: 20,
    currency: 'eur',
    crypto: 'btc',
    cryptoAmount: 0.0003,
    status: 'paid',
    displayStatus: 'completed',
    paidAmount: null,
    createdAt: '2026-01-01T10:00:00Z',
    expiresAt: '2026-01-01T11:00:00Z',
    paidAt: '2026-01-01T10:20:00Z',
    creditsAdded: true,
    credits: 10,
    address: 'bc1qexample',
    anomaly: false,
    accountDeletedAt: null,
    refundedAfterCredit: false,
    creditsReversedAt: null,
    creditPrice: 2,
    fxRate: null,
    provider: 'nowpayments',
    markedByHand: false,
    ...overrides,
  };
}

const btcpay = payment(AT_BTCPAY, { provider: 'btcpay', markedByHand: true });
const nowpayments = payment(AT_NOWPAYMENTS, {});

/** The list answers with the payments of the provider asked for, and remembers each query. */
function listByProvider(backend: FakeAuthBackend, queries: URLSearchParams[]) {
  backend.storeSession(backend.addUser({ email: 'root@example.com', isAdmin: true }));
  backend.override('GET /api/admin/transactions', (call) => {
    const query = new URLSearchParams(call.search);
    queries.push(query);
    const provider = query.get('provider');
    const transactions = [btcpay, nowpayments].filter((t) => !provider || t.provider === provider);
    return {
      status: 200,
      body: {
        success: true,
        transactions,
        total: transactions.length,
        page: 1,
        pageSize: 10,
        stats: { total: 2, pending: 0, completed: 2, expired: 0, anomalies: 0 },
      },
    };
  });
}

describe('payment providers in the Transactions tab', () => {
  beforeAll(loadBackOffice, 60000);

  it('shows each payment’s provider, filters by provider on the server, and flags one marked by hand in BTCPay', async () => {
    const user = userEvent.setup();
    const queries: URLSearchParams[] = [];
    await renderWithAuth('/admin?tab=transactions', (b) => listByProvider(b, queries));
    const row = await screen.findByTestId(`transaction-row-${AT_BTCPAY}`);
    expect(screen.getByTestId(`transaction-provider-${AT_BTCPAY}`).textContent).toBe('BTCPay');
    expect(screen.getByTestId(`transaction-provider-${AT_NOWPAYMENTS}`).textContent).toBe('NOWPayments');
    expect(within(row).getByText('Marqué à la main dans BTCPay')).toBeTruthy();
    expect(
      within(screen.getByTestId(`transaction-row-${AT_NOWPAYMENTS}`)).queryByText(/Marqué à la main/),
    ).toBeNull();
    expect(queries.at(-1)?.has('provider')).toBe(false);

    await user.selectOptions(screen.getByLabelText('Prestataire'), 'btcpay');
    await waitFor(() => expect(queries.at(-1)?.get('provider')).toBe('btcpay'));
    await waitFor(() => expect(screen.queryByTestId(`transaction-row-${AT_NOWPAYMENTS}`)).toBeNull());
    expect(screen.getByTestId(`transaction-row-${AT_BTCPAY}`)).toBeTruthy();
    expect(queries.at(-1)?.get('page')).toBe('1');

    // The detail names the provider and the settlement by hand too.
    await user.click(within(screen.getByTestId(`transaction-row-${AT_BTCPAY}`)).getAllByRole('button')[0]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Prestataire')).toBeTruthy();
    expect(within(dialog).getByText('Marqué à la main dans BTCPay')).toBeTruthy();
  });

  it('says it in English for an administrator who chose English', async () => {
    localStorage.setItem(BACK_OFFICE_LANGUAGE_STORAGE_KEY, 'en');
    await renderWithAuth('/admin?tab=transactions', (b) => listByProvider(b, []));
    const row = await screen.findByTestId(`transaction-row-${AT_BTCPAY}`);
    expect(within(row).getByText('Marked by hand in BTCPay')).toBeTruthy();
    expect(screen.getByLabelText('Provider')).toBeTruthy();
    localStorage.removeItem(BACK_OFFICE_LANGUAGE_STORAGE_KEY);
  });
});
