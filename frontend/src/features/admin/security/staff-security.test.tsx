// The back office's staff rules as the router serves them: owners and finance without a second
// factor are sent to Settings › 2FA, and a sensitive action the server wants the password for asks
// for it in a dialog, then goes through.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithAuth } from '@/__tests__/auth-test-kit';
import type { FakeAuthBackend } from '@/__tests__/fake-auth-backend';
import type { CreditApproval } from '../admin-contracts';

const PASSWORD = 'Secret-Pass1!';
const REQUEST_ID = 'a0000000-0000-4000-8000-000000000002';

const request: CreditApproval = {
  id: REQUEST_ID,
  kind: 'credit_adjustment',
  status: 'pending',
  user_id: '7b0c2d1e-0000-4000-8000-000000000001',
  user_email: 'grace@example.com',
  amount: 600,
  direction: 'add',
  payment_id: null,
  spend_id: null,
  reason: { code: 'goodwill', note: '' },
  held_because: 'amount',
  requested_by: 'b0000000-0000-4000-8000-000000000009',
  requested_by_email: 'other@example.com',
  requested_at: '2030-01-01T10:00:00Z',
  expires_at: '2030-01-04T10:00:00Z',
  decided_by: null,
  decided_by_email: null,
  decided_at: null,
  transaction_id: null,
};

/** A finance user signed in; the admin status answers `status` on top of the role. */
function finance(backend: FakeAuthBackend, status: Record<string, unknown> = {}) {
  backend.storeSession(backend.addUser({ email: 'finance@example.com', isAdmin: true }));
  backend.override('GET /api/user/admin-status', () => ({
    status: 200,
    body: { is_admin: true, role: 'finance', ...status },
  }));
  backend.override('GET /api/admin/approvals', () => ({
    status: 200,
    body: { success: true, approvals: [request], pending: 1 },
  }));
}

/** Approving answers 403 REAUTHENTICATION_NEEDED until the password is confirmed. */
function wantsPassword(backend: FakeAuthBackend) {
  let confirmed = false;
  backend.override('POST /api/auth/reauthenticate', (call) => {
    if ((call.body as { password?: string }).password !== PASSWORD)
      return {
        status: 400,
        body: { error: 'The password or code you entered is incorrect', code: 'REAUTHENTICATION_NOT_VALID' },
      };
    confirmed = true;
    return { status: 200, body: { reauthenticated_until: new Date(Date.now() + 300_000).toISOString() } };
  });
  backend.override(`POST /api/admin/approvals/${REQUEST_ID}/approve`, () =>
    confirmed
      ? {
          status: 200,
          body: {
            success: true,
            message: 'Demande validée : les crédits sont appliqués',
            approval: { ...request, status: 'approved' },
          },
        }
      : {
          status: 403,
          body: { error: 'Please confirm your password to continue', code: 'REAUTHENTICATION_NEEDED' },
        },
  );
}

describe('the back office for staff', () => {
  beforeAll(() => import('../components/admin-page'), 60000);

  it('sends a finance user without a second factor to Settings › 2FA, saying why', async () => {
    const { backend, history } = await renderWithAuth('/admin?tab=credits', (b) =>
      finance(b, { second_factor_required: true }),
    );
    expect(
      await screen.findByRole('region', { name: 'Your role needs two-factor authentication' }),
    ).toBeTruthy();
    expect(history.location.pathname).toBe('/settings/2fa');
    expect(new URLSearchParams(history.location.search).get('next')).toBe('/admin?tab=credits');
    // Nothing of the back office was asked for on the way.
    expect(backend.callsTo('GET /api/admin/approvals')).toHaveLength(0);
  });

  it('sends there too when an action is refused for want of a second factor', async () => {
    const { history } = await renderWithAuth('/admin?tab=approvals', (b) => {
      finance(b);
      b.override('GET /api/admin/approvals', () => ({
        status: 403,
        body: { error: 'Votre rôle exige la double authentification', code: 'STAFF_SECOND_FACTOR_REQUIRED' },
      }));
    });
    await waitFor(() => expect(history.location.pathname).toBe('/settings/2fa'));
    expect(
      await screen.findByRole('region', { name: 'Your role needs two-factor authentication' }),
    ).toBeTruthy();
  });

  it('asks for the password before approving a request once the sign-in is old, then approves it', async () => {
    const user = userEvent.setup();
    const { backend, toasts } = await renderWithAuth('/admin?tab=approvals', (b) => {
      finance(b);
      wantsPassword(b);
    });
    const item = await screen.findByRole('listitem', { name: 'Demande pour grace@example.com' });
    await user.click(within(item).getByRole('button', { name: 'Valider' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirmez votre identité' });
    await user.type(within(dialog).getByLabelText('Mot de passe'), 'Wrong-Pass-1!');
    await user.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    expect(await within(dialog).findByText('Le mot de passe est incorrect')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Mot de passe'));
    await user.type(within(dialog).getByLabelText('Mot de passe'), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Continuer' }));

    await waitFor(() =>
      expect(backend.callsTo(`POST /api/admin/approvals/${REQUEST_ID}/approve`)).toHaveLength(2),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('leaves the request as it was when the password dialog is cancelled, and says why', async () => {
    const user = userEvent.setup();
    const { backend, toasts } = await renderWithAuth('/admin?tab=approvals', (b) => {
      finance(b);
      wantsPassword(b);
    });
    const item = await screen.findByRole('listitem', { name: 'Demande pour grace@example.com' });
    await user.click(within(item).getByRole('button', { name: 'Valider' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmez votre identité' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'Rien n’a été fait : cette action demande votre mot de passe',
      ),
    );
    expect(backend.callsTo(`POST /api/admin/approvals/${REQUEST_ID}/approve`)).toHaveLength(1);
  });
});
