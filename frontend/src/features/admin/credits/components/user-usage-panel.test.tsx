// The selected user's usage in the Crédits tab, through the back office as the router serves it.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithAuth } from '@/__tests__/auth-test-kit';
import type { FakeAuthBackend } from '@/__tests__/fake-auth-backend';
import type { AdminUserRow, SpendView } from '../../admin-contracts';

const ada: AdminUserRow = {
  id: '7b0c2d1e-0000-4000-8000-000000000001',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  created_at: '2025-01-01T10:00:00Z',
  last_sign_in_at: null,
  email_confirmed_at: '2025-01-01T10:05:00Z',
  is_admin: false,
  is_active: true,
  status: 'active',
  credits: 12.5,
  role: null,
  two_factor_enabled: false,
};

const days = Array.from({ length: 30 }, (_, i) => ({
  date: new Date(Date.UTC(2030, 0, 1 + i)).toISOString().slice(0, 10),
  spent: i === 29 ? 8 : i === 10 ? 2 : 0,
}));

function spendRow(i: number): SpendView {
  return {
    id: `spend-${i}`,
    user_id: ada.id,
    amount: 3,
    description: `Analysis ${i}`,
    metadata: i === 1 ? { strategy: 'martingale' } : null,
    key_id: 'key-1',
    key_name: 'Laptop analyser',
    created_at: '2030-01-30T10:00:00Z',
    reversed: i === 2,
  };
}
const SPENDS = Array.from({ length: 13 }, (_, i) => spendRow(i + 1));

function adminWithAda(backend: FakeAuthBackend) {
  backend.storeSession(backend.addUser({ email: 'root@example.com', isAdmin: true }));
  backend.override('GET /api/admin/users', () => ({
    status: 200,
    body: { success: true, users: [ada], total: 1, page: 1, pageSize: 10 },
  }));
  backend.override('GET /api/admin/credit-history', () => ({
    status: 200,
    body: { success: true, history: [] },
  }));
  backend.override(`GET /api/admin/users/${ada.id}/usage`, () => ({
    status: 200,
    body: { days, totalSpent: 10 },
  }));
  backend.override(`GET /api/admin/users/${ada.id}/spends`, (call) => {
    const query = new URLSearchParams(call.search);
    const offset = Number(query.get('offset'));
    const limit = Number(query.get('limit'));
    return { status: 200, body: { spends: SPENDS.slice(offset, offset + limit), total: SPENDS.length } };
  });
}

describe('the selected user’s usage in the Crédits tab', () => {
  beforeAll(async () => {
    await import('../../components/admin-page');
  }, 60000);

  it('charts the credits spent per day over 30 days and lists the spends, a page at a time', async () => {
    const user = userEvent.setup();
    const { backend } = await renderWithAuth('/admin?tab=credits', adminWithAda);
    const users = await screen.findByRole('table', { name: 'Soldes des utilisateurs' }, { timeout: 5000 });
    expect(screen.queryByText('Consommation de ada@example.com')).toBeNull();
    await user.click(await within(users).findByRole('button', { name: 'Sélectionner ada@example.com' }));

    expect(await screen.findByText('Consommation de ada@example.com')).toBeTruthy();
    expect((await screen.findByTestId('usage-total')).textContent).toBe('10 crédits dépensés sur 30 jours');
    const chart = screen.getByRole('img', { name: /^Crédits dépensés par jour du 1 janv\. au 30 janv\.$/ });
    const bars = within(chart as unknown as HTMLElement).getAllByTestId('usage-bar');
    expect(bars).toHaveLength(30);
    expect(bars[29].querySelector('title')?.textContent).toBe('30 janv. : 8 crédits');
    const heights = bars.map((bar) => Number(bar.querySelectorAll('rect')[1].getAttribute('height')));
    expect(heights[29]).toBe(100);
    expect(heights[10]).toBe(25);
    expect(heights[0]).toBe(0);

    const spends = screen.getByRole('table', { name: 'Dépenses de l’utilisateur' });
    const rows = await within(spends).findAllByTestId('spend-row');
    expect(rows).toHaveLength(10);
    expect(within(rows[0]).getByText('Analysis 1')).toBeTruthy();
    expect(within(rows[0]).getByText('{"strategy":"martingale"}')).toBeTruthy();
    expect(within(rows[0]).getByText('Laptop analyser')).toBeTruthy();
    expect(within(rows[0]).getByText('-3')).toBeTruthy();
    expect(within(rows[1]).getByText('Remboursée')).toBeTruthy();
    expect(screen.getByText('13 dépenses par API')).toBeTruthy();
    expect(backend.callsTo(`GET /api/admin/users/${ada.id}/spends`)[0].search).toBe('?limit=10&offset=0');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(spends).getAllByTestId('spend-row')).toHaveLength(3));
    expect(within(spends).getByText('Analysis 11')).toBeTruthy();
    expect(backend.callsTo(`GET /api/admin/users/${ada.id}/spends`).at(-1)!.search).toBe(
      '?limit=10&offset=10',
    );
  });
});
