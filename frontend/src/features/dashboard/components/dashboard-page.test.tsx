import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreditTransaction } from '@storefront/contracts/browser';
import { renderWithAuth } from '@/__tests__/auth-test-kit';
import type { FakeAuthBackend } from '@/__tests__/fake-auth-backend';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function transactions(count: number): CreditTransaction[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `tx-${i + 1}`,
    user_id: 'user-1',
    type: i % 2 ? 'credit_spend' : 'credit_purchase',
    amount: i % 2 ? -2 : 20,
    description: `Movement ${i + 1}`,
    admin_id: null,
    payment_method: i % 2 ? null : 'btc',
    payment_id: i % 2 ? null : `pay-${i + 1}`,
    status: 'completed',
    created_at: new Date(Date.UTC(2030, 0, 1, 12, 0) - i * 3_600_000).toISOString(),
    metadata: null,
    api_key_name: null,
  }));
}

async function dashboard(total: number, configure?: (backend: FakeAuthBackend) => void) {
  const view = await renderWithAuth('/dashboard', (b) => {
    b.storeSession(b.addUser({ email: 'ada@example.com' }));
    b.override('GET /api/credits/balance', () => ({ status: 200, body: { success: true, balance: 42.5 } }));
    b.override('GET /api/credits/transactions', (call) => {
      const limit = Number(new URLSearchParams(call.search).get('limit') ?? 10);
      return { status: 200, body: { success: true, transactions: transactions(Math.min(total, limit)) } };
    });
    b.override('GET /api/notifications', () => ({
      status: 200,
      body: { success: true, notifications: [], unreadCount: 0 },
    }));
    configure?.(b);
  });
  await screen.findByText('Welcome, Ada Lovelace');
  return { ...view, user: userEvent.setup() };
}

describe('/dashboard', () => {
  it('shows the header, the balance with Buy More Credits, and the 10 latest transactions', async () => {
    await dashboard(10);
    const shortcuts = screen.getByRole('navigation', { name: 'Dashboard shortcuts' });
    expect(within(shortcuts).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(shortcuts).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(within(shortcuts).getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(within(shortcuts).getByRole('button', { name: 'Sign out' })).toBeTruthy();

    await waitFor(() => expect(screen.getByTestId('credit-balance').textContent).toContain('42.5'));
    expect(screen.getByRole('link', { name: 'Buy More Credits' }).getAttribute('href')).toBe('/pricing');
    expect(screen.getByRole('link', { name: 'View all notifications' }).getAttribute('href')).toBe(
      '/notifications',
    );

    expect(await screen.findAllByTestId('transaction-row')).toHaveLength(10);
    expect(screen.getByText('Movement 1')).toBeTruthy();
    expect(screen.getAllByText('+20').length).toBeGreaterThan(0);
    expect(screen.getAllByText('\u22122').length).toBeGreaterThan(0);
  });

  it('offers Show more at 10 rows: it loads up to 100, with a scroll hint above 20', async () => {
    const { user, backend } = await dashboard(37);
    expect(await screen.findAllByTestId('transaction-row')).toHaveLength(10);
    expect(screen.queryByTestId('history-scroll-hint')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByTestId('transaction-row')).toHaveLength(37));
    expect(backend.callsTo('GET /api/credits/transactions').map((c) => c.search)).toContain('?limit=100');
    expect(screen.getByTestId('history-scroll-hint').textContent).toBe('Scroll to see all 37 transactions');
    await user.click(screen.getByRole('button', { name: 'Show less' }));
    await waitFor(() => expect(screen.getAllByTestId('transaction-row')).toHaveLength(10));
  });

  it('does not offer Show more under 10 rows', async () => {
    await dashboard(4);
    expect(await screen.findAllByTestId('transaction-row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('opens a details modal from a row', async () => {
    const { user } = await dashboard(3);
    await user.click((await screen.findAllByTestId('transaction-row'))[0]);
    const dialog = screen.getByRole('dialog', { name: 'Transaction details' });
    expect(within(dialog).getByText('Movement 1')).toBeTruthy();
    expect(within(dialog).getByText('pay-1')).toBeTruthy();
    expect(within(dialog).getByText('tx-1')).toBeTruthy();
    expect(within(dialog).getByText('Purchase')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a failed history load shows the empty state', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await dashboard(0, (b) =>
      b.override('GET /api/credits/transactions', () => ({ status: 500, body: { error: 'Boom' } })),
    );
    expect(await screen.findByText('No transactions yet')).toBeTruthy();
  });
});
