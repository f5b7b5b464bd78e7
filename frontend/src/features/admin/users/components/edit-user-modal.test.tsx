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
import type { AdminRole, AdminUserRow } from '../../admin-contracts';
import {
  ada as customer,
  loadBackOffice,
  pendingApproval,
  serveNoApprovals,
  serveUsers,
  signInStaff,
} from '../../__tests__/back-office-fixtures';

const ada: AdminUserRow = { ...customer, is_admin: true, role: 'finance' };

const approval = pendingApproval({
  id: 'a0000000-0000-4000-8000-000000000009',
  amount: 487.5,
  held_because: 'beneficiary_total',
  requested_by_email: 'root@example.com',
});

const PUT = `PUT /api/admin/users/${ada.id}`;

const signedIn =
  (role: AdminRole, put: () => { status: number; body: unknown }) => (backend: FakeAuthBackend) => {
    signInStaff(backend, 'root@example.com', role);
    serveUsers(backend, [ada]);
    serveNoApprovals(backend);
    backend.override(PUT, put);
  };

describe('an edit under the four-eyes rules, in the Utilisateurs tab', () => {
  beforeAll(loadBackOffice, 60000);
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
    await user.click(await screen.findByRole('button', { name: 'Modifier ada@example.com' }));
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
    await user.click(await screen.findByRole('button', { name: 'Ban ada@example.com' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'Support can change the status of customers only, not of an administrator',
      ),
    );
  });

  it('asks before granting the finance role, and grants nothing until confirmed', async () => {
    const user = userEvent.setup();
    const { backend } = await renderWithAuth('/admin?tab=users', (b) => {
      signInStaff(b, 'root@example.com', 'owner');
      serveUsers(b, [customer]);
      serveNoApprovals(b);
      b.override(`PUT /api/admin/users/${customer.id}`, () => ({
        status: 200,
        body: {
          success: true,
          message: 'Utilisateur mis à jour avec succès',
          user: { ...customer, role: 'finance' },
        },
      }));
    });
    await user.click(await screen.findByRole('button', { name: 'Modifier ada@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: "Modifier l'utilisateur" });
    await user.selectOptions(within(dialog).getByLabelText('Rôle'), 'finance');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    const confirm = await screen.findByRole('dialog', { name: 'Donner le rôle Finance à ada@example.com ?' });
    expect(confirm.textContent).toContain('second facteur');
    expect(backend.callsTo(`PUT /api/admin/users/${customer.id}`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Donner le rôle/ })).toBeNull());
    expect(backend.callsTo(`PUT /api/admin/users/${customer.id}`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    const again = await screen.findByRole('dialog', { name: 'Donner le rôle Finance à ada@example.com ?' });
    await user.click(within(again).getByRole('button', { name: 'Donner le rôle Finance' }));
    await waitFor(() => expect(backend.callsTo(`PUT /api/admin/users/${customer.id}`)).toHaveLength(1));
    expect(backend.callsTo(`PUT /api/admin/users/${customer.id}`)[0].body).toEqual({ role: 'finance' });
  });

  it('grants the support role, which moves no money, without asking', async () => {
    const user = userEvent.setup();
    const { backend } = await renderWithAuth('/admin?tab=users', (b) => {
      signInStaff(b, 'root@example.com', 'owner');
      serveUsers(b, [customer]);
      serveNoApprovals(b);
      b.override(`PUT /api/admin/users/${customer.id}`, () => ({
        status: 200,
        body: {
          success: true,
          message: 'Utilisateur mis à jour avec succès',
          user: { ...customer, role: 'support' },
        },
      }));
    });
    await user.click(await screen.findByRole('button', { name: 'Modifier ada@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: "Modifier l'utilisateur" });
    await user.selectOptions(within(dialog).getByLabelText('Rôle'), 'support');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(backend.callsTo(`PUT /api/admin/users/${customer.id}`)).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: /Donner le rôle/ })).toBeNull();
  });
});
