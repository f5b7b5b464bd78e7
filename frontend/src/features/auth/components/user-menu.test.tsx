import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_STORAGE_KEY } from '@/lib/auth/session-storage';
import { renderWithAuth } from '@/__tests__/auth-test-kit';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });
const findNav = () => screen.findByRole('navigation', { name: 'Main navigation' });

describe('the navbar’s user menu', () => {
  it('shows the name and email, Dashboard and Settings; no Admin Panel for a regular user', async () => {
    const user = userEvent.setup();
    await renderWithAuth('/', (b) => b.storeSession(b.addUser({ email: 'ada@example.com' })));
    const button = await within(await findNav()).findByRole('button', { name: /^Ada\s*\(account menu\)$/ });
    expect(within(nav()).queryByRole('link', { name: 'Login' })).toBeNull();
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(within(panel).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(panel).getByText('ada@example.com')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(within(panel).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(within(panel).queryByRole('link', { name: 'Admin Panel' })).toBeNull();

    await user.click(document.body);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('offers the Admin Panel when the server says the user is an admin', async () => {
    const user = userEvent.setup();
    const { backend } = await renderWithAuth('/', (b) =>
      b.storeSession(b.addUser({ email: 'root@example.com', isAdmin: true })),
    );
    const button = await within(await findNav()).findByRole('button', { name: /account menu/ });
    await waitFor(() => expect(backend.callsTo('GET /api/user/admin-status')).toHaveLength(1));
    await user.click(button);
    expect((await screen.findByRole('link', { name: 'Admin Panel' })).getAttribute('href')).toBe('/admin');
  });

  it('Sign Out ends the session, clears its keys and goes home', async () => {
    const user = userEvent.setup();
    const { backend, toasts, history } = await renderWithAuth('/settings', (b) =>
      b.storeSession(b.addUser({ email: 'ada@example.com' })),
    );
    await user.click(await within(await findNav()).findByRole('button', { name: /account menu/ }));
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(toasts.success).toHaveBeenCalledWith('Sign out successful!');
    expect(backend.callsTo('POST /auth/v1/logout')[0].search).toBe('?scope=local');
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(await within(nav()).findByRole('link', { name: 'Login' })).toBeTruthy();
  });

  it('the mobile menu has the same entries and Sign Out closes it', async () => {
    const user = userEvent.setup();
    await renderWithAuth('/', (b) => b.storeSession(b.addUser({ email: 'ada@example.com' })));
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('mobile-menu')!;
    expect(await within(menu).findByText('ada@example.com')).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Settings' })).toBeTruthy();
    await user.click(within(menu).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(menu.hidden).toBe(true));
  });

  it('a session the server suspended is ended with the suspension notice, in the reader’s language', async () => {
    // auth-js logs the refused refresh; expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { toasts } = await renderWithAuth('/dashboard', (b) => {
      const suspended = b.addUser({ email: 'ada@example.com' });
      // An expired access token: auth-js refreshes at once, and the server refuses (user_banned).
      b.storeSession(suspended, 'aal1', -60);
      suspended.active = false;
    });
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'Your account has been suspended. Please contact the administrator.',
      ),
    );
    expect(await within(nav()).findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });
});
