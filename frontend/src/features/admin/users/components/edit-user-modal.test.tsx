// The Utilisateurs tab's edits under the four-eyes rules: a credits edit that waits for a second
// person says why, and support's refusal to change an administrator's status is said in words.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_USER_MESSAGES, AdminErrorCode, APPROVAL_MESSAGES } from '@storefront/contracts/browser';
import { notify } from '@/lib/toast';
import { BACK_OFFICE_LANGUAGE_STORAGE_KEY } from '@/lib/i18n/i18n';
import { renderWithAuth } from '@/__tests__/auth-test-kit';
import type { FakeAuthBackend } from '@/__tests__/fake-auth-backend';
import type { AdminRole, AdminUserRow, CreditApproval } from '../../admin-contracts';

const ada: AdminUserRow = {
  id: '7b0c2d1e-0000-4000-8000-000000000001',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  created_at: '2025-01-01T10:00:00Z',
  last_sign_in_at: null,
  email_confirmed_at: '2025-01-01T10:05:00Z',
  is_admin: true,
  is_active: true,
  status: 'active',
  credits: 12.5,
  role: 'finance',
  two_factor_enabled: false,
};

const approval: CreditApproval = {
  id: 'a0000000-0000-4000-8000-000000000009',
  kind: 'credit_adjustment',
  status: 'pending',
  user_id: ada.id,
  user_email: ada.email,
  amount: 487.5,
  direction: 'add',
  payment_id: null,
  spend_id: null,
  reason: { code: 'goodwill', note: '' },
  held_because: 'beneficiary_total',
  requested_by: 'user-1',
  requested_by_email: 'root@example.com',
  requested_at: '2030-01-01T10:00:00Z',
  expires_at: '2030-01-04T10:00:00Z',
  decided_by: null,
  decided_by_email: null,
  decided_at: null,
  transaction_id: null,
};

const PUT = `PUT /api/admin/users/${ada.id}`;

const signedIn =
  (role: AdminRole, put: () => { status: number; body: unknown }) => (backend: FakeAuthBackend) => {
    backend.storeSession(backend.addUser({ email: 'root@example.com', isAdmin: true }));
    backend.override('GET /api/user/admin-status', () => ({ status: 200, body: { is_admin: true, role } }));
    backend.override('GET /api/admin/users', () => ({
      status: 200,
      body: { success: true, users: [ada], total: 1, page: 1, pageSize: 10 },
    }));
    backend.override('GET /api/admin/approvals', () => ({
      status: 200,
      body: { success: true, approvals: [], pending: 0 },
    }));
    backend.override(PUT, put);
  };

describe('an edit under the four-eyes rules, in the Utilisateurs tab', () => {
  beforeAll(async () => {
    await import('../../components/admin-page');
  }, 60000);
  afterEach(() => vi.restoreAllMocks());

  it('says a credits edit waits for a second person, and why', async () => {
    const user = userEvent.setup();
    const info = vi.spyOn(notify, 'info');
    const { backend, toasts } = await renderWithAuth(
      '/admin?tab=users',
      signedIn('owner', () => ({
        status: 200,
        body: { success: true, message: APPROVAL_MESSAGES.requested, user: ada, approval, threshold: 500 },
      })),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Modifier ada@example.com' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: "Modifier l'utilisateur" });
    const credits = within(dialog).getByLabelText('Crédits');
    await user.clear(credits);
    await user.type(credits, '500');
    await user.selectOptions(within(dialog).getByLabelText('Motif'), 'goodwill');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() =>
      expect(info).toHaveBeenCalledWith(
        'Demande envoyée : un autre administrateur finance ou propriétaire doit la valider. Avec elle, les crédits déplacés à la main sur ce compte en 24 h dépasseraient 500.',
      ),
    );
    expect(toasts.success).not.toHaveBeenCalled();
    expect(backend.callsTo(PUT)[0].body).toMatchObject({ credits: 500, reason: 'goodwill' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says in English that support changes the status of customers only', async () => {
    const user = userEvent.setup();
    localStorage.setItem(BACK_OFFICE_LANGUAGE_STORAGE_KEY, 'en');
    const { toasts } = await renderWithAuth(
      '/admin?tab=users',
      signedIn('support', () => ({
        status: 403,
        body: { error: ADMIN_USER_MESSAGES.supportCustomersOnly, code: AdminErrorCode.SupportCustomersOnly },
      })),
    );
    await user.click(await screen.findByRole('button', { name: 'Ban ada@example.com' }, { timeout: 5000 }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'Support can change the status of customers only, not of an administrator',
      ),
    );
  });
});
