// "Validations en attente" through the back office as the router serves it, for a finance user.
import { beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_MESSAGES, ApprovalErrorCode } from '@storefront/contracts/browser';
import { BACK_OFFICE_LANGUAGE_STORAGE_KEY } from '@/lib/i18n/i18n';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithAuth } from '@/__tests__/auth-test-kit';
import type { FakeAuthBackend } from '@/__tests__/fake-auth-backend';
import type { CreditApproval } from '../../admin-contracts';
import { loadBackOffice, pendingApproval, signInStaff } from '../../__tests__/back-office-fixtures';

const base = pendingApproval({
  amount: 600,
  reason: { code: 'off_platform_payment', note: 'Virement du 3 mars' },
});

function financeWithRequests(backend: FakeAuthBackend) {
  const me = signInStaff(backend, 'finance@example.com', 'finance');
  const requests: CreditApproval[] = [
    {
      ...base,
      id: 'a0000000-0000-4000-8000-000000000001',
      requested_by: me.id,
      requested_by_email: me.email,
    },
    {
      ...base,
      id: 'a0000000-0000-4000-8000-000000000002',
      user_email: 'grace@example.com',
      requested_by: 'b0000000-0000-4000-8000-000000000009',
      requested_by_email: 'other@example.com',
    },
  ];
  backend.override('GET /api/admin/approvals', () => ({
    status: 200,
    body: { success: true, approvals: requests, pending: requests.length },
  }));
  backend.override('POST /api/admin/approvals/a0000000-0000-4000-8000-000000000002/approve', () => ({
    status: 200,
    body: {
      success: true,
      message: 'Demande validée : les crédits sont appliqués',
      approval: { ...requests[1], status: 'approved' },
    },
  }));
}

describe('Validations en attente', () => {
  beforeAll(loadBackOffice, 60000);

  it("lets a finance user approve another's request and only cancel their own, with the count in the menu", async () => {
    const user = userEvent.setup();
    const { backend } = await renderWithAuth('/admin?tab=approvals', financeWithRequests);
    expect(await screen.findByRole('heading', { level: 1, name: 'Validations en attente' })).toBeTruthy();
    // A narrow screen: the menu is a panel opened from the header.
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Sections du back office' });
    expect(await within(menu).findByLabelText('2 demandes en attente')).toBeTruthy();
    // Finance sees no service keys.
    expect(within(menu).queryByRole('link', { name: /Clés de service/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Fermer le menu' }));

    const own = await screen.findByRole('listitem', { name: 'Demande pour ada@example.com' });
    expect(within(own).getByText('Paiement hors plateforme')).toBeTruthy();
    expect(within(own).getByRole('button', { name: 'Annuler la demande' })).toBeTruthy();
    expect(within(own).queryByRole('button', { name: 'Valider' })).toBeNull();

    const other = screen.getByRole('listitem', { name: 'Demande pour grace@example.com' });
    await user.click(within(other).getByRole('button', { name: 'Valider' }));
    await waitFor(() =>
      expect(
        backend.callsTo('POST /api/admin/approvals/a0000000-0000-4000-8000-000000000002/approve'),
      ).toHaveLength(1),
    );
  });

  it('shows an API spend reversal with its spend, its reason and why each request waits', async () => {
    const spendReversal: CreditApproval = {
      ...base,
      id: 'a0000000-0000-4000-8000-000000000003',
      kind: 'spend_reversal',
      amount: 12.5,
      spend_id: '3f9a2c1b-7d4e-4a5b-8c6d-0e1f2a3b4c5d',
      reason: { code: 'correction', note: 'Analyse facturée deux fois' },
      held_because: 'beneficiary_total',
      requested_by: 'b0000000-0000-4000-8000-000000000009',
      requested_by_email: 'other@example.com',
    };
    const byRequester: CreditApproval = {
      ...base,
      id: 'a0000000-0000-4000-8000-000000000004',
      user_email: 'grace@example.com',
      held_because: 'requester_total',
      requested_by: 'b0000000-0000-4000-8000-000000000009',
      requested_by_email: 'other@example.com',
    };
    const older: CreditApproval = {
      ...byRequester,
      id: 'a0000000-0000-4000-8000-000000000005',
      user_email: 'linus@example.com',
      held_because: null,
    };
    const withRequests = (backend: FakeAuthBackend) => {
      financeWithRequests(backend);
      backend.override('GET /api/admin/approvals', () => ({
        status: 200,
        body: { success: true, approvals: [spendReversal, byRequester, older], pending: 3 },
      }));
    };

    await renderWithAuth('/admin?tab=approvals', withRequests);
    const reversal = await screen.findByRole('listitem', { name: 'Demande pour ada@example.com' });
    expect(within(reversal).getByText(/Remboursement d’une dépense API/)).toBeTruthy();
    const spend = within(reversal).getByText('Dépense 3f9a2c1b…');
    expect(spend.getAttribute('title')).toBe(spendReversal.spend_id);
    expect(within(reversal).getByText('Correction')).toBeTruthy();
    expect(within(reversal).getByText(/Analyse facturée deux fois/)).toBeTruthy();
    expect(
      within(reversal).getByText('Crédits déplacés à la main sur ce compte en 24 h au-delà du seuil'),
    ).toBeTruthy();
    const grace = screen.getByRole('listitem', { name: 'Demande pour grace@example.com' });
    expect(
      within(grace).getByText('Crédits déplacés à la main par le demandeur en 24 h au-delà du seuil'),
    ).toBeTruthy();
    // A request from before the reason was recorded says nothing about it.
    const linus = screen.getByRole('listitem', { name: 'Demande pour linus@example.com' });
    expect(within(linus).queryByText(/Validation requise/)).toBeNull();
    cleanup();

    localStorage.setItem(BACK_OFFICE_LANGUAGE_STORAGE_KEY, 'en');
    await renderWithAuth('/admin?tab=approvals', withRequests);
    const inEnglish = await screen.findByRole('listitem', { name: 'Request for ada@example.com' });
    expect(within(inEnglish).getByText(/API spend reversal/)).toBeTruthy();
    expect(within(inEnglish).getByText('Spend 3f9a2c1b…')).toBeTruthy();
    expect(within(inEnglish).getByText('Approval needed:')).toBeTruthy();
    expect(
      within(inEnglish).getByText('Credits moved by hand on this account in 24 h above the threshold'),
    ).toBeTruthy();
  });

  it('says in the back office’s language that nobody approves a request in their own favour', async () => {
    const user = userEvent.setup();
    localStorage.setItem(BACK_OFFICE_LANGUAGE_STORAGE_KEY, 'en');
    const { toasts } = await renderWithAuth('/admin?tab=approvals', (backend) => {
      financeWithRequests(backend);
      backend.override('POST /api/admin/approvals/a0000000-0000-4000-8000-000000000002/approve', () => ({
        status: 403,
        body: { error: APPROVAL_MESSAGES.ownBeneficiary, code: ApprovalErrorCode.OwnBeneficiary },
      }));
    });
    const other = await screen.findByRole('listitem', { name: 'Request for grace@example.com' });
    await user.click(within(other).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('You cannot approve a request that credits your own account'),
    );
  });
});
