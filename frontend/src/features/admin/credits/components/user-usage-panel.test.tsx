// The selected user's usage in the Crédits tab, through the back office as the router serves it,
// and the reversal of a spend by a finance or owner user.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@/lib/toast';
import { renderWithAuth } from '@/__tests__/auth-test-kit';
import type { FakeAuthBackend } from '@/__tests__/fake-auth-backend';
import type { AdminRole, SpendView } from '../../admin-contracts';
import {
  ada,
  heldForApproval,
  loadBackOffice,
  ownBalanceRefused,
  pendingApproval,
  serveNoApprovals,
  serveNoCreditHistory,
  serveUsers,
  signInStaff,
} from '../../__tests__/back-office-fixtures';

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

function adminWithAda(backend: FakeAuthBackend, role?: AdminRole) {
  signInStaff(backend, 'root@example.com', role);
  serveUsers(backend);
  serveNoCreditHistory(backend);
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
  beforeAll(loadBackOffice, 60000);

  it('charts the credits spent per day over 30 days and lists the spends, a page at a time', async () => {
    const user = userEvent.setup();
    const { backend } = await renderWithAuth('/admin?tab=credits', adminWithAda);
    const users = await screen.findByRole('table', { name: 'Soldes des utilisateurs' });
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

/** Ada's usage, seen by an administrator with `role`; her spends remember what was reversed. */
function roleWithAda(role: AdminRole, reversed = new Set<string>(['spend-2'])) {
  return (backend: FakeAuthBackend) => {
    adminWithAda(backend, role);
    serveNoApprovals(backend);
    backend.override(`GET /api/admin/users/${ada.id}/spends`, () => ({
      status: 200,
      body: {
        spends: SPENDS.slice(0, 3).map((spend) => ({ ...spend, reversed: reversed.has(spend.id) })),
        total: 3,
      },
    }));
  };
}

async function adaSpends() {
  const user = userEvent.setup();
  const users = await screen.findByRole('table', { name: 'Soldes des utilisateurs' });
  await user.click(await within(users).findByRole('button', { name: 'Sélectionner ada@example.com' }));
  const spends = await screen.findByRole('table', { name: 'Dépenses de l’utilisateur' });
  const rows = await within(spends).findAllByTestId('spend-row');
  return { user, spends, rows };
}

const REVERSE = 'POST /api/v1/spends/spend-1/reverse';

describe('reversing an API spend from the Crédits tab', () => {
  beforeAll(loadBackOffice, 60000);
  afterEach(() => vi.restoreAllMocks());

  it('asks a finance user why, posts the reason, and shows the spend reversed', async () => {
    const reversed = new Set(['spend-2']);
    const { backend, toasts } = await renderWithAuth('/admin?tab=credits', (b) => {
      roleWithAda('finance', reversed)(b);
      b.override(REVERSE, () => {
        reversed.add('spend-1');
        return {
          status: 200,
          body: { reversal: { id: 'r1', spendId: 'spend-1', amount: 3, createdAt: '2030-01-30T11:00:00Z' } },
        };
      });
    });
    const { user, spends, rows } = await adaSpends();
    // Only a spend still debited can be given back.
    await waitFor(() =>
      expect(
        within(rows[0]).getByRole('button', { name: /^Rembourser la dépense « Analysis 1 »/ }),
      ).toBeTruthy(),
    );
    expect(within(rows[1]).queryByRole('button', { name: /Rembourser/ })).toBeNull();
    expect(within(rows[1]).getByText('Remboursée')).toBeTruthy();
    expect(within(rows[1]).getByText('—')).toBeTruthy();

    await user.click(within(rows[0]).getByRole('button', { name: /^Rembourser la dépense « Analysis 1 »/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rembourser une dépense API' });
    expect(
      within(dialog).getByText(
        'Rend 3 crédits à ada@example.com, une seule fois. Le changement est inscrit au journal d’audit.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('Analysis 1')).toBeTruthy();
    // The reason is asked for first, as for any credit change by hand.
    await user.click(within(dialog).getByRole('button', { name: 'Rembourser la dépense' }));
    expect(toasts.error).toHaveBeenCalledWith('Choisissez un motif pour ce changement de crédits');
    await user.selectOptions(within(dialog).getByLabelText('Motif'), 'other');
    await user.click(within(dialog).getByRole('button', { name: 'Rembourser la dépense' }));
    expect(toasts.error).toHaveBeenLastCalledWith('Précisez le motif « autre »');
    expect(backend.callsTo(REVERSE)).toHaveLength(0);
    await user.type(
      within(dialog).getByLabelText('Précisions (obligatoires pour « Autre »)'),
      ' Analyse en double ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Rembourser la dépense' }));

    await waitFor(() => expect(backend.callsTo(REVERSE)).toHaveLength(1));
    expect(backend.callsTo(REVERSE)[0].body).toEqual({ reason: 'other', reason_note: 'Analyse en double' });
    expect(backend.callsTo(REVERSE)[0].authorization).toMatch(/^Bearer /);
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Dépense remboursée : 3 crédits rendus à ada@example.com'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list reloads: the spend shows reversed, with nothing left to do on it.
    await waitFor(() => expect(within(spends).getAllByText('Remboursée')).toHaveLength(2));
    const [first] = within(spends).getAllByTestId('spend-row');
    expect(within(first).getByText('Remboursée')).toBeTruthy();
    expect(within(first).queryByRole('button', { name: /Rembourser/ })).toBeNull();
  });

  it('says a reversal that waits for a second person, and why', async () => {
    const info = vi.spyOn(notify, 'info');
    const approval = pendingApproval({
      id: 'a0000000-0000-4000-8000-000000000007',
      kind: 'spend_reversal',
      amount: 3,
      spend_id: 'spend-1',
      reason: { code: 'correction', note: '' },
      held_because: 'requester_total',
      requested_by_email: 'owner@example.com',
      requested_at: '2030-01-30T11:00:00Z',
      expires_at: '2030-02-02T11:00:00Z',
    });
    const { toasts } = await renderWithAuth('/admin?tab=credits', (b) => {
      roleWithAda('owner')(b);
      b.override(REVERSE, () => heldForApproval(approval));
    });
    const { user, rows } = await adaSpends();
    await user.click(await within(rows[0]).findByRole('button', { name: /^Rembourser la dépense/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rembourser une dépense API' });
    await user.selectOptions(within(dialog).getByLabelText('Motif'), 'correction');
    await user.click(within(dialog).getByRole('button', { name: 'Rembourser la dépense' }));

    await waitFor(() =>
      expect(info).toHaveBeenCalledWith(
        'Demande envoyée : un autre administrateur finance ou propriétaire doit la valider. Avec elle, les crédits que vous avez déplacés à la main en 24 h dépasseraient 500.',
      ),
    );
    expect(toasts.success).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says why a reversal is refused, and keeps the dialog open', async () => {
    const { backend, toasts } = await renderWithAuth('/admin?tab=credits', (b) => {
      roleWithAda('finance')(b);
      b.override(REVERSE, ownBalanceRefused);
    });
    const { user, rows } = await adaSpends();
    await user.click(await within(rows[0]).findByRole('button', { name: /^Rembourser la dépense/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rembourser une dépense API' });
    await user.selectOptions(within(dialog).getByLabelText('Motif'), 'goodwill');
    await user.click(within(dialog).getByRole('button', { name: 'Rembourser la dépense' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'Vous ne pouvez pas modifier votre propre solde : un autre administrateur doit le faire',
      ),
    );
    expect(backend.callsTo(REVERSE)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Rembourser une dépense API' })).toBeTruthy();
  });

  it('offers support users no reversal', async () => {
    const { backend } = await renderWithAuth('/admin?tab=credits', roleWithAda('support'));
    const { spends, rows } = await adaSpends();
    // The role was asked for as the back office opened, long before the spends were listed.
    expect(backend.callsTo('GET /api/user/admin-status').length).toBeGreaterThan(0);
    expect(within(rows[0]).getByText('Analysis 1')).toBeTruthy();
    expect(within(spends).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(within(spends).queryByRole('button', { name: /Rembourser/ })).toBeNull();
  });
});
