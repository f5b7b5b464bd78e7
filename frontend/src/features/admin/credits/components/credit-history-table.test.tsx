// The administrators' credit history in the Crédits tab, through the back office as the router serves it.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithAuth } from '@/__tests__/auth-test-kit';
import type { FakeAuthBackend } from '@/__tests__/fake-auth-backend';
import type { CreditHistoryRow } from '../../admin-contracts';

function historyRow(overrides: Partial<CreditHistoryRow>): CreditHistoryRow {
  return {
    id: 'row-1',
    user_id: '7b0c2d1e-0000-4000-8000-000000000001',
    type: 'credit_add',
    amount: 20,
    description: '20 credits added by an administrator',
    description_code: 'ledger.admin-added',
    description_params: { amount: 20 },
    admin_id: '7b0c2d1e-0000-4000-8000-000000000002',
    payment_method: null,
    payment_id: null,
    status: 'completed',
    created_at: '2030-01-30T10:00:00Z',
    metadata: null,
    api_key_name: null,
    reason: { code: 'correction', note: '' },
    approval_id: null,
    user_email: 'ada@example.com',
    admin_email: 'root@example.com',
    ...overrides,
  };
}

function adminWithHistory(backend: FakeAuthBackend) {
  backend.storeSession(backend.addUser({ email: 'root@example.com', isAdmin: true }));
  backend.override('GET /api/admin/users', () => ({
    status: 200,
    body: { success: true, users: [], total: 0, page: 1, pageSize: 10 },
  }));
  backend.override('GET /api/admin/credit-history', () => ({
    status: 200,
    body: {
      success: true,
      history: [
        historyRow({}),
        historyRow({
          id: 'row-2',
          type: 'credit_spend',
          amount: -2,
          description: 'Geste commercial annulé',
          description_code: null,
          description_params: null,
        }),
      ],
    },
  }));
}

describe('the administrators’ credit history in the Crédits tab', () => {
  beforeAll(async () => {
    await import('../../components/admin-page');
  }, 60000);

  it('writes what the credits service described in the back office’s language, and a person’s words as written', async () => {
    await renderWithAuth('/admin?tab=credits', adminWithHistory);
    const table = await screen.findByRole('table', { name: 'Historique des crédits' });
    const written = (await within(table).findByText('20 crédits ajoutés par un administrateur')).closest(
      'tr',
    )!;
    expect(within(written).getByText('ada@example.com')).toBeTruthy();
    const [, , typed] = within(table).getAllByRole('row');
    expect(within(table).queryByText('20 credits added by an administrator')).toBeNull();
    expect(within(typed).getByText('Geste commercial annulé')).toBeTruthy();
  });
});
