// "Validations en attente" through the back office as the router serves it, for a finance user.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithAuth } from '@/__tests__/auth-test-kit';
import type { FakeAuthBackend } from '@/__tests__/fake-auth-backend';
import type { CreditApproval } from '../../admin-contracts';

const base: Omit<CreditApproval, 'id' | 'requested_by' | 'requested_by_email'> = {
  kind: 'credit_adjustment',
  status: 'pending',
  user_id: '7b0c2d1e-0000-4000-8000-000000000001',
  user_email: 'ada@example.com',
  amount: 600,
  direction: 'add',
  payment_id: null,
  reason: { code: 'off_platform_payment', note: 'Virement du 3 mars' },
  requested_at: '2030-01-01T10:00:00Z',
  expires_at: '2030-01-04T10:00:00Z',
  decided_by: null,
  decided_by_email: null,
  decided_at: null,
  transaction_id: null,
};

function financeWithRequests(backend: FakeAuthBackend) {
  const me = backend.addUser({ email: 'finance@example.com', isAdmin: true });
  backend.storeSession(me);
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
  backend.override('GET /api/user/admin-status', () => ({
    status: 200,
    body: { is_admin: true, role: 'finance' },
  }));
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
  beforeAll(async () => {
    await import('../../components/admin-page');
  }, 60000);

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
});
