import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_STORAGE_KEY } from '@/lib/auth/session-storage';
import { currentUrl, renderWithAuth } from '@/__tests__/auth-test-kit';
import { FAKE_CODES } from '@/__tests__/fake-auth-backend';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function fillAndSubmit(email: string, password: string, options: { remember?: boolean } = {}) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  if (options.remember) await user.click(screen.getByLabelText('Remember me'));
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('/login', () => {
  it('has the fields and links of the spec', async () => {
    await renderWithAuth('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect(screen.getByLabelText('Remember me')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password' }).getAttribute('href')).toBe(
      '/reset-password',
    );
    expect(screen.getByRole('link', { name: 'Create one' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    await renderWithAuth('/login');
    const password = (await screen.findByLabelText('Password')) as HTMLInputElement;
    expect(password.type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
  });

  it('checks the form before calling the server', async () => {
    const user = userEvent.setup();
    const { backend } = await renderWithAuth('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'nope');
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(backend.callsTo('POST /auth/v1/token')).toHaveLength(0);
  });

  it('a wrong password (or unknown account) says Invalid email or password under the field, focused, and in a toast', async () => {
    const { toasts } = await renderWithAuth('/login', (b) => b.addUser({ email: 'ada@example.com' }));
    const user = await fillAndSubmit('ada@example.com', 'Wrong-Pass1!');
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Invalid email or password'));
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect([password.selectionStart, password.selectionEnd]).toEqual([0, 'Wrong-Pass1!'.length]);
    const described = password.getAttribute('aria-describedby') ?? '';
    expect(described.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(
      'Invalid email or password',
    );
    // Typing again clears the message.
    await user.keyboard('x');
    expect(screen.queryByText('Invalid email or password', { selector: 'p' })).toBeNull();
  });

  it('a suspended account is told so', async () => {
    const { toasts } = await renderWithAuth('/login', (b) =>
      b.addUser({ email: 'ada@example.com', active: false }),
    );
    await fillAndSubmit('ada@example.com', 'Secret-Pass1!');
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Your account has been suspended. Please contact support'),
    );
  });

  it('signs in, says so, shows Redirecting to dashboard... and goes back to the page that asked', async () => {
    const { toasts, history } = await renderWithAuth('/login?redirect=%2Fsettings', (b) =>
      b.addUser({ email: 'ada@example.com' }),
    );
    await fillAndSubmit('ada@example.com', 'Secret-Pass1!', { remember: true });
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Sign in successful!'));
    expect(await screen.findByRole('button', { name: 'Redirecting to dashboard...' })).toBeTruthy();
    await waitFor(() => expect(history.location.pathname).toBe('/settings'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY)!).user.email).toBe('ada@example.com');
  });

  it('without Remember me the session is kept for this browser session only, and lands on /dashboard', async () => {
    const { history } = await renderWithAuth('/login', (b) => b.addUser({ email: 'ada@example.com' }));
    await fillAndSubmit('ada@example.com', 'Secret-Pass1!');
    await waitFor(() => expect(history.location.pathname).toBe('/dashboard'));
    expect(sessionStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('with two-factor on, asks for the emailed code before landing', async () => {
    const { backend, history, toasts } = await renderWithAuth('/login', (b) =>
      b.addUser({ email: 'ada@example.com', twoFactor: true }),
    );
    const user = await fillAndSubmit('ada@example.com', 'Secret-Pass1!');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText(/sent to ada@example.com/)).toBeTruthy();
    expect(history.location.pathname).toBe('/login');
    // Not signed in yet: the navbar still offers Login.
    expect(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', {
        name: 'Login',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /Resend Code/ }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste(FAKE_CODES.twoFactor);
    await waitFor(() => expect(history.location.pathname).toBe('/dashboard'));
    expect(toasts.success).toHaveBeenCalledWith('Sign in successful!');
    expect(backend.callsTo('POST /auth/v1/factors/email/verify')[0].body).toMatchObject({
      code: FAKE_CODES.twoFactor,
    });
  });

  it('a wrong two-factor code is refused beside the boxes, which stay filled and selected', async () => {
    const { toasts } = await renderWithAuth('/login', (b) =>
      b.addUser({ email: 'ada@example.com', twoFactor: true }),
    );
    const user = await fillAndSubmit('ada@example.com', 'Secret-Pass1!');
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('000000');
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Invalid verification code'));
    const first = screen.getByRole('textbox', { name: 'Digit 1 of 6' }) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(first.value).toBe('0');
    expect(first.selectionEnd).toBe(1);
    expect(screen.getByRole('alert').textContent).toBe('Invalid verification code');
  });

  it('an administrator who signs in lands in the back office', async () => {
    const { history } = await renderWithAuth('/login', (b) =>
      b.addUser({ email: 'root@example.com', isAdmin: true }),
    );
    await fillAndSubmit('root@example.com', 'Secret-Pass1!');
    expect(
      await screen.findByText('Redirecting to the back office...', { selector: 'button *, button' }),
    ).toBeTruthy();
    await waitFor(() => expect(history.location.pathname).toBe('/admin'));
  });

  it('a signed-in user is sent to /dashboard', async () => {
    const { history } = await renderWithAuth('/login', (b) =>
      b.storeSession(b.addUser({ email: 'ada@example.com' })),
    );
    await waitFor(() => expect(currentUrl(history)).toBe('/dashboard'));
    expect(await screen.findByText('Welcome, Ada Lovelace')).toBeTruthy();
  });
});
