import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n, loadLanguage } from '@/lib/i18n/i18n';
import { AuthenticatorAppPanel } from './authenticator-app-panel';
import { SecondFactorSummary } from './second-factor-summary';
import { TwoFactorPanel } from './two-factor-panel';

const account = vi.hoisted(() => ({
  user: { id: 'u1', email: 'ada@example.com', twoFactorEnabled: true, emailFactorEnabled: false },
  apps: [{ id: 'f1', name: 'Phone', verified: true, createdAt: '2025-03-01T10:00:00.000Z' }],
  recoveryLeft: 8,
}));

vi.mock('@/lib/auth/auth-context', () => ({ useAuth: () => ({ user: account.user }) }));
vi.mock('../api/authenticator-apps', async (original) => ({
  ...(await original<typeof import('../api/authenticator-apps')>()),
  useAuthenticatorApps: () => ({ data: account.apps, isLoading: false }),
}));
vi.mock('../api/passkeys', async (original) => ({
  ...(await original<typeof import('../api/passkeys')>()),
  usePasskeys: () => ({ data: [] }),
}));
vi.mock('../api/recovery-codes', async (original) => ({
  ...(await original<typeof import('../api/recovery-codes')>()),
  useRecoveryCodesStatus: (enabled: boolean) => ({
    data: enabled ? { remaining: account.recoveryLeft } : undefined,
  }),
}));

afterEach(async () => {
  await loadLanguage('en');
});

function renderTab() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <SecondFactorSummary />
      <AuthenticatorAppPanel />
      <TwoFactorPanel />
    </QueryClientProvider>,
  );
}

describe('Settings › 2FA says one thing about the second factors', () => {
  it('with an app on and the emailed code off, says two-factor is on and offers email codes as another factor', () => {
    renderTab();
    expect(screen.getByTestId('two-factor-status').textContent).toBe('On');
    expect(screen.getByText('Each sign-in asks for a second step after your password.')).toBeTruthy();
    const facts = within(screen.getByLabelText('Your second factors'));
    expect(facts.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Passkeys',
      'Authenticator apps',
      'Email code',
      'Recovery codes',
    ]);
    expect(facts.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'None',
      '1 set up',
      'Off',
      '8 unused',
    ]);
    // Nothing below offers to "enable 2FA" as if it were off.
    expect(screen.queryByText(/Enable 2FA/)).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Email code' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn on email codes' })).toBeTruthy();
    // The app's own section counts the same app.
    expect(screen.getAllByText('1 set up')).toHaveLength(2);
  });

  it('with nothing on, says the password alone signs in', () => {
    account.user = { ...account.user, twoFactorEnabled: false, emailFactorEnabled: false };
    account.apps = [];
    renderTab();
    expect(screen.getByTestId('two-factor-status').textContent).toBe('Off');
    expect(screen.getByText(/Your password alone signs you in/)).toBeTruthy();
    expect(screen.getByText('Come with your first second factor')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add an authenticator app' })).toBeTruthy();
  });

  it('speaks French, with labels short enough for a phone', async () => {
    account.user = { ...account.user, twoFactorEnabled: true, emailFactorEnabled: true };
    account.apps = [];
    await loadLanguage('fr');
    expect(i18n.language).toBe('fr');
    renderTab();
    expect(screen.getByTestId('two-factor-status').textContent).toBe('Activée');
    expect(screen.getByRole('heading', { level: 2, name: 'Code par e-mail' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Désactiver les codes par e-mail' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter une application' })).toBeTruthy();
  });
});
