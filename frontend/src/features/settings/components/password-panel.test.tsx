import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, renderWithAuth } from '@/__tests__/auth-test-kit';
import type { FakeAuthBackend, FakeUser } from '@/__tests__/fake-auth-backend';
import { changeLanguage } from '@/lib/i18n/i18n';

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await act(() => changeLanguage('en'));
});

const CURRENT = 'Secret-Pass1!';
const NEXT = 'Brand-New-Pass2!';

let account: FakeUser;
const signedIn = (b: FakeAuthBackend) => {
  account = b.addUser({ email: 'ada@example.com', password: CURRENT });
  b.storeSession(account);
};

async function fill(current: string, next: string, confirm = next) {
  const user = userEvent.setup();
  if (current) await user.type(await screen.findByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  return user;
}

describe('Settings › Password', () => {
  it('changes the password with the current one, then empties the form', async () => {
    const { backend, toasts } = await renderWithAuth('/settings', signedIn);
    await fill(CURRENT, NEXT);
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Password changed. Your other sessions were signed out.'),
    );
    const calls = backend.callsTo('PUT /auth/v1/user');
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toMatchObject({ password: NEXT, current_password: CURRENT });
    expect(account.password).toBe(NEXT);
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('');
    // Nothing else happened: no reset code was asked for.
    expect(backend.callsTo('POST /auth/v1/recover')).toHaveLength(0);
  });

  it('asks for the current password and a new one meeting the policy before asking the server', async () => {
    const { backend } = await renderWithAuth('/settings', signedIn);
    await fill('', 'short', 'other');
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(backend.callsTo('PUT /auth/v1/user')).toHaveLength(0);
  });

  it('says when the current password is wrong, and keeps the old one', async () => {
    const { toasts } = await renderWithAuth('/settings', signedIn);
    await fill('Not-Mine-123!', NEXT);
    expect(await screen.findByText('Current password is incorrect')).toBeTruthy();
    expect(account.password).toBe(CURRENT);
    expect(toasts.success).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByLabelText('Current password'));
  });

  it('says a new password must differ from the current one', async () => {
    await renderWithAuth('/settings', signedIn);
    await fill(CURRENT, CURRENT);
    expect(await screen.findByText('New password should be different from the old password')).toBeTruthy();
  });

  it('with two-factor on and this session not past it, says so and leads to the second factor', async () => {
    const { history } = await renderWithAuth('/settings', signedIn);
    // Turned on from another device after this session signed in: the server knows, this page not yet.
    account.twoFactor = true;
    const user = await fill(CURRENT, NEXT);
    expect(
      await screen.findByText(
        'Your account has two-factor authentication on, and this session has not passed it yet. Confirm your second factor, then change your password.',
      ),
    ).toBeTruthy();
    expect(account.password).toBe(CURRENT);

    await user.click(screen.getByRole('button', { name: 'Confirm my second factor' }));
    await waitFor(() => expect(currentUrl(history)).toBe('/login?redirect=%2Fsettings'));
  });

  it('speaks French', async () => {
    await renderWithAuth('/settings', signedIn);
    await screen.findByLabelText('Current password');
    await act(() => changeLanguage('fr'));
    account.twoFactor = true;
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mot de passe actuel'), CURRENT);
    await user.type(screen.getByLabelText('Nouveau mot de passe'), NEXT);
    await user.type(screen.getByLabelText('Confirmez le nouveau mot de passe'), NEXT);
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(
      await screen.findByText(
        'La double authentification est activée sur votre compte et cette session ne l’a pas encore validée. Confirmez votre second facteur, puis changez votre mot de passe.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirmer mon second facteur' })).toBeTruthy();
  });
});
