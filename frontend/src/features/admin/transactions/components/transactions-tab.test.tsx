// The Transactions tab's refund-after-credit anomaly: flagged, explained, and reversed in one click;
// and a paid payment's approval that waits for a second person, or is refused.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@/lib/toast';
import { BACK_OFFICE_LANGUAGE_STORAGE_KEY } from '@/lib/i18n/i18n';
import { renderWithAuth } from '@/__tests__/auth-test-kit';
import type { FakeAuthBackend } from '@/__tests__/fake-auth-backend';
import type { AdminTransaction } from '../../admin-contracts';
import {
  heldForApproval,
  loadBackOffice,
  ownBalanceRefused,
  pendingApproval,
} from '../../__tests__/back-office-fixtures';

const PAYMENT = '5f0c7a3e-2b1d-4c8e-9a6f-1d2e3f4a5b6c';

afterEach(() => vi.restoreAllMocks());

const refunded: AdminTransaction = {
  paymentId: PAYMENT,
  transactionId: '5000000001',
  userId: '7b0c2d1e-0000-4000-8000-000000000001',
  amount: 21.74,
  currency: 'usd',
  crypto: 'btc',
  cryptoAmount: 0.0003,
  status: 'refunded',
  displayStatus: 'refunded',
  paidAmount: null,
  createdAt: '2025-01-01T10:00:00Z',
  expiresAt: '2025-01-01T11:00:00Z',
  paidAt: '2025-01-01T10:20:00Z',
  creditsAdded: true,
  credits: 10,
  address: 'bc1qexample',
  anomaly: false,
  accountDeletedAt: null,
  refundedAfterCredit: true,
  creditsReversedAt: null,
  creditPrice: 2.174,
  fxRate: 1.087,
  provider: 'nowpayments',
  markedByHand: false,
};

function signedInAdmin(backend: FakeAuthBackend, transaction: AdminTransaction) {
  backend.storeSession(backend.addUser({ email: 'root@example.com', isAdmin: true }));
  backend.override('GET /api/admin/transactions', () => ({
    status: 200,
    body: {
      success: true,
      transactions: [transaction],
      total: 1,
      page: 1,
      pageSize: 10,
      stats: { total: 1, pending: 0, completed: 0, expired: 0, anomalies: 1 },
    },
  }));
}

describe('refunded after credit, in the Transactions tab', () => {
  beforeAll(loadBackOffice, 60000);

  it('flags the payment and reverses its credits in one click, then says a second click changed nothing', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(notify, 'success');
    const info = vi.spyOn(notify, 'info');
    let reversed = false;
    // An administrator who switched the back office to English: the spec's English words.
    localStorage.setItem(BACK_OFFICE_LANGUAGE_STORAGE_KEY, 'en');
    const { backend } = await renderWithAuth('/admin?tab=transactions', (b) => {
      signedInAdmin(b, refunded);
      b.override(`POST /api/admin/transactions/${PAYMENT}/reverse-credits`, () => {
        const already = reversed;
        reversed = true;
        return {
          status: 200,
          body: {
            success: true,
            message: already
              ? 'Les crédits de ce paiement ont déjà été repris : rien n’a changé'
              : 'Crédits repris',
            alreadyReversed: already,
            credits: 10,
            balance: -10,
          },
        };
      });
    });
    const row = await screen.findByTestId(`transaction-row-${PAYMENT}`);
    expect(within(row).getByText('Refunded')).toBeTruthy();
    expect(within(row).getByText('Refunded after credit')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: `View details of ${PAYMENT}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Transaction details' });
    expect(within(dialog).getByText(/refunded this payment after its 10 credits were added/)).toBeTruthy();
    expect(within(dialog).getByText('1 EUR = 1.087 USD')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Reverse credits' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('10 credits reversed'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(row).getByRole('button', { name: `Reverse the credits of ${PAYMENT}` }));
    await waitFor(() =>
      expect(info).toHaveBeenCalledWith('These credits were already reversed: nothing changed'),
    );
    expect(backend.callsTo(`POST /api/admin/transactions/${PAYMENT}/reverse-credits`)).toHaveLength(2);
  });
});

const paidNeverCredited: AdminTransaction = {
  ...refunded,
  status: 'paid',
  displayStatus: 'completed',
  creditsAdded: false,
  anomaly: true,
  refundedAfterCredit: false,
  credits: 1000,
};

const approval = pendingApproval({
  id: 'a0000000-0000-4000-8000-000000000008',
  kind: 'payment_approval',
  user_id: refunded.userId,
  amount: 1000,
  payment_id: PAYMENT,
  reason: null,
  requested_by_email: 'root@example.com',
});

describe('approving a paid payment by hand, in the Transactions tab', () => {
  beforeAll(loadBackOffice, 60000);

  it('says the approval waits for a second person, and why, instead of “Transaction approuvée”', async () => {
    const user = userEvent.setup();
    const info = vi.spyOn(notify, 'info');
    const { toasts } = await renderWithAuth('/admin?tab=transactions', (b) => {
      signedInAdmin(b, paidNeverCredited);
      b.override(`POST /api/admin/approve-transaction/${PAYMENT}`, () => heldForApproval(approval));
    });
    const row = await screen.findByTestId(`transaction-row-${PAYMENT}`);
    await user.click(within(row).getByRole('button', { name: `Approuver ${PAYMENT}` }));
    await waitFor(() =>
      expect(info).toHaveBeenCalledWith(
        'Demande envoyée : un autre administrateur finance ou propriétaire doit la valider. Le montant dépasse 500 crédits.',
      ),
    );
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('says in English that nobody approves their own payment', async () => {
    const user = userEvent.setup();
    localStorage.setItem(BACK_OFFICE_LANGUAGE_STORAGE_KEY, 'en');
    const { toasts } = await renderWithAuth('/admin?tab=transactions', (b) => {
      signedInAdmin(b, paidNeverCredited);
      b.override(`POST /api/admin/approve-transaction/${PAYMENT}`, ownBalanceRefused);
    });
    const row = await screen.findByTestId(`transaction-row-${PAYMENT}`);
    await user.click(within(row).getByRole('button', { name: `Approve ${PAYMENT}` }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'You cannot change your own balance: another administrator must do it',
      ),
    );
  });
});
