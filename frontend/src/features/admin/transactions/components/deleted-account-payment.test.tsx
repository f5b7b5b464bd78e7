// A payment of a deleted account in the Transactions tab: its own anomaly, explained, never approved.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BACK_OFFICE_LANGUAGE_STORAGE_KEY } from '@/lib/i18n/i18n';
import { renderWithAuth } from '@/__tests__/auth-test-kit';
import type { AdminTransaction } from '../../admin-contracts';

const PAID = '6a1d8b4f-3c2e-4d9f-8b7a-2e3f4a5b6c7d';
const CLOSED = '7b2e9c5a-4d3f-4eaa-9c8b-3f4a5b6c7d8e';
const USER = '8c3fad6b-0000-4000-8000-000000000002';

const paidAfterDeletion: AdminTransaction = {
  paymentId: PAID,
  transactionId: '5000000002',
  userId: USER,
  amount: 30,
  currency: 'eur',
  crypto: 'btc',
  cryptoAmount: 0.0006,
  status: 'paid',
  displayStatus: 'completed',
  paidAmount: null,
  createdAt: '2025-01-01T10:00:00Z',
  expiresAt: '2025-01-01T11:00:00Z',
  paidAt: '2025-01-01T10:40:00Z',
  creditsAdded: false,
  credits: 15,
  address: 'bc1qexample',
  anomaly: true,
  accountDeletedAt: '2025-01-01T10:30:00Z',
  refundedAfterCredit: false,
  creditsReversedAt: null,
  creditPrice: 2,
  fxRate: null,
  provider: 'nowpayments',
  markedByHand: false,
};
const closedByDeletion: AdminTransaction = {
  ...paidAfterDeletion,
  paymentId: CLOSED,
  transactionId: '5000000003',
  status: 'failed',
  displayStatus: 'expired',
  paidAt: null,
  anomaly: false,
};

describe('a payment for a deleted account, in the Transactions tab', () => {
  beforeAll(async () => {
    await import('../../components/admin-page');
  }, 60000);

  it('is its own anomaly, explained in the details, with nothing to approve', async () => {
    const user = userEvent.setup();
    // An administrator who switched the back office to English: the spec's English words.
    localStorage.setItem(BACK_OFFICE_LANGUAGE_STORAGE_KEY, 'en');
    await renderWithAuth('/admin?tab=transactions', (backend) => {
      backend.storeSession(backend.addUser({ email: 'root@example.com', isAdmin: true }));
      backend.override('GET /api/admin/transactions', () => ({
        status: 200,
        body: {
          success: true,
          transactions: [paidAfterDeletion, closedByDeletion],
          total: 2,
          page: 1,
          pageSize: 10,
          stats: { total: 2, pending: 0, completed: 1, expired: 1, anomalies: 1 },
        },
      }));
    });
    const row = await screen.findByTestId(`transaction-row-${PAID}`);
    expect(within(row).getByText('Payment for a deleted account')).toBeTruthy();
    expect(within(row).queryByText('Anomaly')).toBeNull();
    expect(within(row).queryByRole('button', { name: `Approve ${PAID}` })).toBeNull();
    const closed = screen.getByTestId(`transaction-row-${CLOSED}`);
    expect(within(closed).getByText('Account deleted')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: `View details of ${PAID}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Transaction details' });
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'Money arrived for an account that has since been deleted. No credits are added',
    );
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});
