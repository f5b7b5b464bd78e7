// The Journal d'audit tab: an administrator's action and a service key's first use, which no
// administrator made.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithAuth } from '@/__tests__/auth-test-kit';
import type { FakeAuthBackend } from '@/__tests__/fake-auth-backend';
import type { AuditEntry } from '../../admin-contracts';

const KEY_ID = '3c1f6e2a-8d4b-4f0e-9a7c-5b2d1e0f3a4b';

const ENTRIES: AuditEntry[] = [
  {
    id: 'a2',
    actor_id: null,
    actor_email: null,
    action: 'service-keys.first-used',
    target: KEY_ID,
    target_email: null,
    details: { name: 'Billing', prefix: 'osk_3f9aK2pQ' },
    created_at: '2030-01-02T10:05:00.000Z',
  },
  {
    id: 'a1',
    actor_id: '7b0c2d1e-0000-4000-8000-000000000001',
    actor_email: 'root@example.com',
    action: 'service-keys.created',
    target: KEY_ID,
    target_email: null,
    details: { name: 'Billing', scopes: ['credits:read'] },
    created_at: '2030-01-02T10:00:00.000Z',
  },
];

const withLog = (entries: AuditEntry[]) => (backend: FakeAuthBackend) => {
  backend.storeSession(backend.addUser({ email: 'root@example.com', isAdmin: true }));
  backend.override('GET /api/admin/audit-log', () => ({
    status: 200,
    body: { entries, total: entries.length, page: 1, pageSize: 50 },
  }));
};

describe('the Journal d’audit tab', () => {
  beforeAll(async () => {
    await import('../../components/admin-page');
  }, 60000);

  it('shows a service key’s first use as the key’s, with no administrator and no empty actor', async () => {
    await renderWithAuth('/admin?tab=audit', withLog(ENTRIES));
    const sentence = 'Première utilisation de la clé de service « Billing »';
    await screen.findByText(sentence);
    const table = screen.getByRole('table', { name: "Journal d'audit" });
    const [firstUse, created] = within(table).getAllByRole('row').slice(1);

    const cells = within(firstUse).getAllByRole('cell');
    expect(cells[1].textContent).toBe('Clé de service');
    expect(cells[2].textContent).toBe('Clé de service : première utilisation');
    expect(within(cells[4]).getByText(sentence)).toBeTruthy();
    expect(cells[4].textContent).toContain('osk_3f9aK2pQ');
    expect(firstUse.textContent).not.toMatch(/null|undefined|Inconnu/);

    expect(within(created).getAllByRole('cell')[1].textContent).toBe('root@example.com');
    expect(within(created).getByText('root@example.com a créé la clé de service « Billing »')).toBeTruthy();
  });

  it('gives coded details in words: a request’s kind, direction, reason and status, and a role', async () => {
    const entries: AuditEntry[] = [
      {
        id: 'a4',
        actor_id: '7b0c2d1e-0000-4000-8000-000000000001',
        actor_email: 'root@example.com',
        action: 'approvals.cancelled',
        target: 'ada@example.com',
        target_email: 'ada@example.com',
        details: {
          approvalId: 'b5e1c0de-0000-4000-8000-000000000009',
          kind: 'credit_adjustment',
          amount: 600,
          direction: 'add',
          reason: 'goodwill',
          note: '',
          status: 'cancelled',
        },
        created_at: '2030-01-02T11:00:00.000Z',
      },
      {
        id: 'a3',
        actor_id: '7b0c2d1e-0000-4000-8000-000000000001',
        actor_email: 'root@example.com',
        action: 'users.updated',
        target: '7b0c2d1e-0000-4000-8000-000000000002',
        target_email: 'grace@example.com',
        details: { changes: { role: { from: null, to: 'finance' } } },
        created_at: '2030-01-02T10:30:00.000Z',
      },
      {
        id: 'a2',
        actor_id: '7b0c2d1e-0000-4000-8000-000000000001',
        actor_email: 'root@example.com',
        action: 'notifications.broadcast',
        target: null,
        target_email: null,
        details: { type: 'warning', title: 'Maintenance' },
        created_at: '2030-01-02T10:20:00.000Z',
      },
      {
        id: 'a1',
        actor_id: '7b0c2d1e-0000-4000-8000-000000000001',
        actor_email: 'root@example.com',
        action: 'ip-ban.removed',
        target: '203.0.113.9',
        target_email: null,
        details: { reason: 'other', banId: 'ban-1' },
        created_at: '2030-01-02T10:10:00.000Z',
      },
    ];
    await renderWithAuth('/admin?tab=audit', withLog(entries));
    const table = await screen.findByRole('table', { name: "Journal d'audit" });
    await within(table).findByText('Ajustement de crédits');
    const [cancelled, promoted, broadcast, unbanned] = within(table).getAllByRole('row').slice(1);
    const lines = (row: HTMLElement) =>
      within(row)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(lines(cancelled)).toEqual([
      'Demande : b5e1c0de-0000-4000-8000-000000000009',
      'Nature : Ajustement de crédits',
      'Montant : 600',
      'Sens : Ajout',
      'Motif : Geste commercial',
      'Note : —',
      'Statut : Annulée',
    ]);
    expect(lines(promoted)).toEqual(['Rôle : — → Finance']);
    expect(lines(broadcast)).toEqual(['Type : Alerte', 'Titre : Maintenance']);
    // An IP ban's reason is typed by hand: kept as written, even when it reads like a code.
    expect(lines(unbanned)).toEqual(['Motif : other', 'Bannissement : ban-1']);
  });

  it('writes an API spend’s reversal as a sentence, and why a request waited, in words', async () => {
    const admin = { actor_id: '7b0c2d1e-0000-4000-8000-000000000001', actor_email: 'root@example.com' };
    const entries: AuditEntry[] = [
      {
        id: 'a2',
        ...admin,
        action: 'spends.reversed',
        target: '7b0c2d1e-0000-4000-8000-000000000002',
        target_email: 'ada@example.com',
        details: {
          spendId: '3f9a2c1b-7d4e-4a5b-8c6d-0e1f2a3b4c5d',
          amount: 12.5,
          reason: 'fraud',
          note: '',
          transactionId: 't-9',
        },
        created_at: '2030-01-02T11:00:00.000Z',
      },
      {
        id: 'a1',
        ...admin,
        action: 'approvals.requested',
        target: '7b0c2d1e-0000-4000-8000-000000000002',
        target_email: 'ada@example.com',
        details: {
          kind: 'spend_reversal',
          amount: 600,
          direction: 'add',
          spendId: '3f9a2c1b-7d4e-4a5b-8c6d-0e1f2a3b4c5d',
          reason: 'correction',
          heldBecause: 'requester_total',
        },
        created_at: '2030-01-02T10:00:00.000Z',
      },
    ];
    await renderWithAuth('/admin?tab=audit', withLog(entries));
    const table = await screen.findByRole('table', { name: "Journal d'audit" });
    await within(table).findByText(
      'root@example.com a remboursé une dépense API de 12,5 crédits à ada@example.com',
    );
    const [reversed, requested] = within(table).getAllByRole('row').slice(1);
    expect(within(reversed).getByText('Dépense API remboursée')).toBeTruthy();
    const lines = (row: HTMLElement) =>
      within(row)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace(/\u202f|\u00a0/g, ' '));
    expect(lines(reversed)).toEqual([
      'Dépense : 3f9a2c1b-7d4e-4a5b-8c6d-0e1f2a3b4c5d',
      'Montant : 12.5',
      'Motif : Fraude',
      'Note : —',
      'Ligne du registre : t-9',
    ]);
    expect(
      within(requested).getByText(
        'root@example.com a demandé le remboursement d’une dépense API de 600 crédits à ada@example.com',
      ),
    ).toBeTruthy();
    expect(lines(requested)).toEqual([
      'Nature : Remboursement d’une dépense API',
      'Montant : 600',
      'Sens : Ajout',
      'Dépense : 3f9a2c1b-7d4e-4a5b-8c6d-0e1f2a3b4c5d',
      'Motif : Correction',
      'Validation requise : Crédits déplacés à la main par le demandeur en 24 h au-delà du seuil',
    ]);
  });
});
