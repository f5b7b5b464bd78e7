import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { currentUrl, renderWithAuth } from '@/__tests__/auth-test-kit';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the signed-in area (real session handling)', () => {
  it('sends a visitor without a session from /dashboard to /login, asking to come back', async () => {
    const { history } = await renderWithAuth('/dashboard');
    await waitFor(() => expect(currentUrl(history)).toBe('/login?redirect=%2Fdashboard'));
  });

  it('shows the dashboard with the user’s name to a signed-in user', async () => {
    await renderWithAuth('/dashboard', (b) => b.storeSession(b.addUser({ email: 'ada@example.com' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada Lovelace' })).toBeTruthy();
  });

  it('/settings signed out says Access Denied, then opens /login after 1 second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { history } = await renderWithAuth('/settings');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(900));
    expect(history.location.pathname).toBe('/settings');
    await act(async () => vi.advanceTimersByTime(200));
    expect(currentUrl(history)).toBe('/login?redirect=%2Fsettings');
  });

  it('/settings/2fa signed out says Access Denied too', async () => {
    await renderWithAuth('/settings/2fa');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
  });

  it('a sign-in still waiting for its two-factor code does not open the dashboard', async () => {
    const { history } = await renderWithAuth('/dashboard', (b) =>
      b.storeSession(b.addUser({ email: 'ada@example.com', twoFactor: true }), 'aal1'),
    );
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
  });
});
