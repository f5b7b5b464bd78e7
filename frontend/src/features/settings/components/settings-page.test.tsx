import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_STORAGE_KEY } from '@/lib/auth/session-storage';
import { currentUrl, renderWithAuth } from '@/__tests__/auth-test-kit';
import { FAKE_CODES, type FakeAuthBackend } from '@/__tests__/fake-auth-backend';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const signedIn = (b: FakeAuthBackend) => b.storeSession(b.addUser({ email: 'ada@example.com' }));

describe('/settings', () => {
  it('has the Password, 2-Factor Authentication, Sessions, Email preferences, API keys and Account tabs', async () => {
    await renderWithAuth('/settings', signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    const tabs = within(screen.getByRole('tablist', { name: 'Settings sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Password',
      '2-Factor Authentication',
      'Sessions',
      'Email preferences',
      'API keys',
      'Account',
    ]);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
  });

  it('Password: asks for the current password and the new one, with a way to reset a forgotten one', async () => {
    await renderWithAuth('/settings', signedIn);
    expect(await screen.findByLabelText('Current password')).toBeTruthy();
    expect(screen.getByLabelText('New password')).toBeTruthy();
    expect(screen.getByLabelText('Confirm new password')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your current password?' }).getAttribute('href')).toBe(
      '/reset-password?email=ada%40example.com',
    );
  });

  it('2FA: setup, then the emailed code, then back to setup with 2FA on', async () => {
    const user = userEvent.setup();
    const { backend, toasts, history } = await renderWithAuth('/settings', signedIn);
    await user.click(await screen.findByRole('tab', { name: '2-Factor Authentication' }));
    expect(currentUrl(history)).toBe('/settings?tab=2fa');
    // The emailed code, an authenticator app and recovery codes: none is on yet, and the summary says so.
    expect(await screen.findByRole('button', { name: 'Add an authenticator app' })).toBeTruthy();
    expect(screen.getByTestId('two-factor-status').textContent).toBe('Off');
    expect(screen.getByText('Your password alone signs you in.', { exact: false })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Turn on email codes' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Verification code sent to your email!'));
    const setupCall = backend.callsTo('POST /api/auth/send-2fa-setup')[0];
    expect(setupCall.body).toEqual({ email: 'ada@example.com' });
    expect(setupCall.authorization).toMatch(/^Bearer /);

    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Please enter the complete verification code')).toBeTruthy();
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste(FAKE_CODES.twoFactor);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('2FA enabled successfully!'));
    await waitFor(() => expect(screen.getByTestId('two-factor-status').textContent).toBe('On'));
    expect(screen.getByRole('button', { name: 'Turn off email codes' })).toBeTruthy();
  });

  it('2FA: a wrong code is refused; Cancel goes back to setup', async () => {
    const user = userEvent.setup();
    const { toasts } = await renderWithAuth('/settings?tab=2fa', signedIn);
    await user.click(await screen.findByRole('button', { name: 'Turn on email codes' }));
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('000000');
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Invalid verification code'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Turn on email codes' })).toBeTruthy();
  });

  it('Account: the Danger Zone deletes the account after the password confirms it, then signs out to /', async () => {
    const user = userEvent.setup();
    const { backend, toasts, history } = await renderWithAuth('/settings?tab=account', signedIn);
    expect(await screen.findByRole('heading', { name: 'Danger Zone' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });

    await user.type(within(dialog).getByLabelText('Password'), 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('The password is incorrect')).toBeTruthy();
    expect(backend.users.has('ada@example.com')).toBe(true);

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'Secret-Pass1!');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(toasts.success).toHaveBeenCalledWith('Your account has been deleted');
    expect(toasts.success).not.toHaveBeenCalledWith('Sign out successful!');
    expect(backend.users.has('ada@example.com')).toBe(false);
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(
      await within(screen.getByRole('navigation', { name: 'Main navigation' })).findByRole('link', {
        name: 'Login',
      }),
    ).toBeTruthy();
  });
});

describe('/settings/2fa', () => {
  it('shows the two-factor section alone', async () => {
    await renderWithAuth('/settings/2fa', signedIn);
    expect(await screen.findByRole('heading', { level: 2, name: '2-Factor Authentication' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('button', { name: 'Turn on email codes' })).toBeTruthy();
    // Not sent here by the back office: no word of it.
    expect(screen.queryByRole('region', { name: 'Your role needs two-factor authentication' })).toBeNull();
  });

  it('sent by the back office, says why a second factor is needed, then leads back once there is one', async () => {
    const user = userEvent.setup();
    await renderWithAuth('/settings/2fa?next=%2Fadmin%3Ftab%3Dcredits', signedIn);
    expect(
      await screen.findByRole('region', { name: 'Your role needs two-factor authentication' }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back to the back office' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Turn on email codes' }));
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste(FAKE_CODES.twoFactor);
    const ready = await screen.findByRole('region', { name: 'Two-factor authentication is on' });
    const back = within(ready).getByRole('link', { name: 'Back to the back office' });
    expect(back.getAttribute('href')).toBe('/admin?tab=credits');
  });

  it('never leads anywhere but the back office', async () => {
    await renderWithAuth('/settings/2fa?next=https%3A%2F%2Fevil.example%2Fadmin', signedIn);
    expect(await screen.findByRole('heading', { level: 2, name: '2-Factor Authentication' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your role needs two-factor authentication' })).toBeNull();
  });
});
