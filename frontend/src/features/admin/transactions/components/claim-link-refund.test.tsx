// Refunding a paid BTCPay payment by claim link from its details in the Transactions tab, in the
// back office's French: the reason asked, the refund sent once, and a refunded payment's claim link.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@/lib/toast';
import { renderWithAuth } from '@/__tests__/auth-test-kit';
import type { FakeAuthBackend } from '@/__tests__/fake-auth-backend';
import type { AdminTransaction } from '../../admin-contracts';
import { loadBackOffice } from '../../__tests__/back-office-fixtures';

const PAYMENT = '1a2b3c4d-0000-4000-8000-00000000c1a1';
const CLAIM = 'https://btcpay.example/pull-payments/pp-1';

const paid: AdminTransaction = {
  paymentId: PAYMENT,
  transactionId: 'inv-c1a1',
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
  provider: 'btcpay',
  markedByHand: false,
  refund: null,
};

function listing(backend: FakeAuthBackend, transaction: AdminTransaction) {
  backend.storeSession(backend.addUser({ email: 'root@example.com', isAdmin: true }));
  backend.override('GET /api/admin/transactions', () => ({
    status: 200,
    body: {
      success: true,
      transactions: [transaction],
      total: 1,
      page: 1,
      pageSize: 10,
      stats: { total: 1, pending: 0, completed: 1, expired: 0, anomalies: 0 },
    },
  }));
}

async function openDetails() {
  const user = userEvent.setup();
  const row = await screen.findByTestId(`transaction-row-${PAYMENT}`);
  await user.click(within(row).getAllByRole('button')[0]);
  return { user, dialog: await screen.findByRole('dialog') };
}

afterEach(() => vi.restoreAllMocks());

describe('refund via BTCPay in the Transactions tab', () => {
  beforeAll(loadBackOffice, 60000);

  it('asks for a reason, then refunds the payment once and says the customer got the claim link', async () => {
    const success = vi.spyOn(notify, 'success');
    const { backend } = await renderWithAuth('/admin?tab=transactions', (b) => {
      listing(b, paid);
      b.override(`POST /api/admin/transactions/${PAYMENT}/refund`, () => ({
        status: 200,
        body: {
          success: true,
          message: 'Remboursement créé : le client a reçu le lien pour le réclamer',
          alreadyRefunded: false,
          credits: 10,
          amount: '20.00',
          currency: 'eur',
          claimLink: CLAIM,
          pullPaymentId: 'pp-1',
        },
      }));
    });
    const { user, dialog } = await openDetails();
    await user.click(within(dialog).getByRole('button', { name: 'Rembourser via BTCPay' }));
    await user.selectOptions(within(dialog).getByLabelText('Motif'), 'other');
    await user.type(
      within(dialog).getByLabelText('Précisions (obligatoires pour « Autre »)'),
      'Crédits inutilisés',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Rembourser via BTCPay' }));

    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        'Remboursement créé : le client a reçu son lien de réclamation par e-mail',
      ),
    );
    const calls = backend.callsTo(`POST /api/admin/transactions/${PAYMENT}/refund`);
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({ reason: 'other', reason_note: 'Crédits inutilisés' });
  });

  it('shows a refunded payment’s claim link instead of the action', async () => {
    await renderWithAuth('/admin?tab=transactions', (b) =>
      listing(b, {
        ...paid,
        refund: { requestedAt: '2026-01-02T10:00:00Z', credits: 10, amount: 20, claimLink: CLAIM },
      }),
    );
    const { dialog } = await openDetails();
    expect(
      within(dialog).getByText(/Remboursé via BTCPay : 10 crédits repris, 20,00\s€ à réclamer\./),
    ).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Lien de réclamation' }).getAttribute('href')).toBe(
      CLAIM,
    );
    expect(within(dialog).queryByRole('button', { name: 'Rembourser via BTCPay' })).toBeNull();
  });
});
