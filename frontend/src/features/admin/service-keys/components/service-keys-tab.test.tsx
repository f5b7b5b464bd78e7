// The Clés de service tab through the back office as the router serves it.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@/lib/toast';
import { renderWithAuth } from '@/__tests__/auth-test-kit';
import type { FakeAuthBackend } from '@/__tests__/fake-auth-backend';
import type { ApiKeyView } from '../../admin-contracts';

const SECRET = 'osk_S3rv1ceKeySecretShownJustOnce_0123456789ab';
const DAY = 86_400_000;

/** The day `days` from now where the browser is, as a date field writes it. */
function dayFromNow(days: number): string {
  const day = new Date(Date.now() + days * DAY);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

function serviceKey(partial: Partial<ApiKeyView> & { id: string; name: string }): ApiKeyView {
  return {
    prefix: `osk_${partial.id.padEnd(8, '0').slice(0, 8)}`,
    kind: 'service',
    scopes: ['credits:read', 'credits:spend'],
    createdAt: '2030-01-02T10:00:00.000Z',
    lastUsedAt: null,
    expiresAt: null,
    revokedAt: null,
    createdBy: 'root@example.com',
    ...partial,
  };
}

/** The server's creation of a key: it joins `keys`, and its secret comes back this once. */
function adminWithCreate(keys: ApiKeyView[]) {
  return (call: { body: unknown }) => {
    const body = call.body as { name: string; scopes: ApiKeyView['scopes']; expiresAt?: string };
    const key = serviceKey({
      id: `new${keys.length}`,
      name: body.name,
      scopes: body.scopes,
      expiresAt: body.expiresAt ?? null,
      prefix: SECRET.slice(0, 12),
    });
    keys.unshift(key);
    return { status: 201, body: { key, secret: SECRET } };
  };
}

function adminWith(keys: ApiKeyView[]) {
  return (backend: FakeAuthBackend) => {
    backend.storeSession(backend.addUser({ email: 'root@example.com', isAdmin: true }));
    backend.override('GET /api/admin/service-keys', () => ({ status: 200, body: { keys } }));
    backend.override('POST /api/admin/service-keys', adminWithCreate(keys));
    for (const key of keys) {
      backend.override(`DELETE /api/admin/service-keys/${key.id}`, () => {
        key.revokedAt = new Date().toISOString();
        return { status: 200, body: { key: { ...key } } };
      });
    }
  };
}

async function openTab(keys: ApiKeyView[]) {
  const view = await renderWithAuth('/admin?tab=service-keys', adminWith(keys));
  expect(await screen.findByRole('heading', { level: 1, name: 'Clés de service' })).toBeTruthy();
  return { ...view, user: userEvent.setup() };
}

const table = () => screen.getByRole('table', { name: 'Clés de service' });

describe('the Clés de service tab', () => {
  beforeAll(async () => {
    await import('../../components/admin-page');
  }, 60000);

  it('creates a key with its scopes and expiry; the secret is shown once, then only its first characters', async () => {
    const keys: ApiKeyView[] = [];
    const { user, backend } = await openTab(keys);
    expect(await within(table()).findByText('Aucune clé de service')).toBeTruthy();

    await user.type(screen.getByLabelText('Nom'), 'Production analyser');
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('div')?.textContent)).toEqual([
      'Lire les soldes credits:read',
      'Dépenser des crédits credits:spend',
      'Rembourser des dépenses credits:reverse',
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'Dépenser des crédits credits:spend' }));
    await user.click(screen.getByRole('checkbox', { name: 'Lire les soldes credits:read' }));
    const day = dayFromNow(30);
    await user.clear(screen.getByLabelText(/Date d'expiration/));
    await user.type(screen.getByLabelText(/Date d'expiration/), day);
    await user.click(screen.getByRole('button', { name: 'Créer la clé' }));

    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle clé de service' });
    expect(backend.callsTo('POST /api/admin/service-keys')[0].body).toEqual({
      name: 'Production analyser',
      scopes: ['credits:read', 'credits:spend'],
      expiresAt: new Date(`${day}T23:59:59`).toISOString(),
    });
    expect((within(dialog).getByLabelText('Clé secrète') as HTMLInputElement).value).toBe(SECRET);
    expect(within(dialog).getByText(/elle ne sera plus jamais affichée/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Je l’ai enregistrée' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    const row = await within(table()).findByTestId('service-key-row');
    expect(within(row).getByText('Production analyser')).toBeTruthy();
    expect(within(row).getByText(`${SECRET.slice(0, 12)}…`)).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(document.body.innerHTML).not.toContain(SECRET);
  });

  it('asks for the password when the server wants it confirmed, then creates the key', async () => {
    const keys: ApiKeyView[] = [];
    const { user, backend } = await openTab(keys);
    let confirmed = false;
    const created = adminWithCreate(keys);
    backend.override('POST /api/auth/reauthenticate', (call) => {
      if ((call.body as { password?: string }).password !== 'Correct-Horse-9')
        return {
          status: 400,
          body: {
            error: 'The password or code you entered is incorrect',
            code: 'REAUTHENTICATION_NOT_VALID',
          },
        };
      confirmed = true;
      return { status: 200, body: { reauthenticated_until: new Date(Date.now() + 300_000).toISOString() } };
    });
    backend.override('POST /api/admin/service-keys', (call) =>
      confirmed
        ? created(call)
        : {
            status: 403,
            body: { error: 'Please confirm your password to continue', code: 'REAUTHENTICATION_NEEDED' },
          },
    );

    await user.type(await screen.findByLabelText('Nom'), 'Billing');
    await user.click(screen.getByRole('checkbox', { name: 'Lire les soldes credits:read' }));
    await user.click(screen.getByRole('button', { name: 'Créer la clé' }));
    const ask = await screen.findByRole('dialog', { name: 'Confirmez votre identité' });
    await user.type(within(ask).getByLabelText('Mot de passe'), 'wrong-password');
    await user.click(within(ask).getByRole('button', { name: 'Continuer' }));
    expect(await within(ask).findByText('Le mot de passe est incorrect')).toBeTruthy();
    await user.clear(within(ask).getByLabelText('Mot de passe'));
    await user.type(within(ask).getByLabelText('Mot de passe'), 'Correct-Horse-9');
    await user.click(within(ask).getByRole('button', { name: 'Continuer' }));

    const secret = await screen.findByRole('dialog', { name: 'Nouvelle clé de service' });
    expect((within(secret).getByLabelText('Clé secrète') as HTMLInputElement).value).toBe(SECRET);
    expect(backend.callsTo('POST /api/admin/service-keys')).toHaveLength(2);
  });

  it('creates nothing when the password is not confirmed', async () => {
    const error = vi.spyOn(notify, 'error');
    const { user, backend } = await openTab([]);
    backend.override('POST /api/admin/service-keys', () => ({
      status: 403,
      body: { error: 'Please confirm your password to continue', code: 'REAUTHENTICATION_NEEDED' },
    }));
    await user.type(await screen.findByLabelText('Nom'), 'Billing');
    await user.click(screen.getByRole('checkbox', { name: 'Lire les soldes credits:read' }));
    await user.click(screen.getByRole('button', { name: 'Créer la clé' }));
    const ask = await screen.findByRole('dialog', { name: 'Confirmez votre identité' });
    await user.click(within(ask).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.callsTo('POST /api/admin/service-keys')).toHaveLength(1);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('offers an expiry 90 days ahead, at most 365, and refuses a key without one', async () => {
    const error = vi.spyOn(notify, 'error');
    const { user, backend } = await openTab([]);
    const field = (await screen.findByLabelText(/Date d'expiration/)) as HTMLInputElement;
    expect(field.value).toBe(dayFromNow(90));
    expect(field.required).toBe(true);
    expect(field.max).toBe(dayFromNow(364));

    await user.type(screen.getByLabelText('Nom'), 'Billing');
    await user.click(screen.getByRole('checkbox', { name: 'Lire les soldes credits:read' }));
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Créer la clé' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith("Choisissez une date d'expiration"));
    await user.type(field, dayFromNow(366));
    await user.click(screen.getByRole('button', { name: 'Créer la clé' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith("La date d'expiration doit être au plus tard dans 365 jours"),
    );
    expect(backend.callsTo('POST /api/admin/service-keys')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, dayFromNow(90));
    await user.click(screen.getByRole('button', { name: 'Créer la clé' }));
    await screen.findByRole('dialog', { name: 'Nouvelle clé de service' });
    expect(backend.callsTo('POST /api/admin/service-keys')[0].body).toMatchObject({
      expiresAt: new Date(`${dayFromNow(90)}T23:59:59`).toISOString(),
    });
    error.mockRestore();
  });

  it('refuses a key without a scope, without asking the server', async () => {
    const error = vi.spyOn(notify, 'error');
    const { user, backend } = await openTab([]);
    await user.type(await screen.findByLabelText('Nom'), 'Nothing allowed');
    await user.click(screen.getByRole('button', { name: 'Créer la clé' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Choisissez au moins une autorisation'));
    expect(backend.callsTo('POST /api/admin/service-keys')).toHaveLength(0);
    error.mockRestore();
  });

  it('shows each key’s status, and revokes an active one after a confirmation', async () => {
    const { user, backend } = await openTab([
      serviceKey({ id: 'live', name: 'Live one', expiresAt: new Date(Date.now() + DAY).toISOString() }),
      serviceKey({ id: 'gone', name: 'Revoked one', revokedAt: '2030-01-03T00:00:00Z' }),
      serviceKey({ id: 'old', name: 'Expired one', expiresAt: new Date(Date.now() - DAY).toISOString() }),
    ]);
    const rows = await within(table()).findAllByTestId('service-key-row');
    expect(rows.map((row) => within(row).getByText(/^(Active|Révoquée|Expirée)$/).textContent)).toEqual([
      'Active',
      'Révoquée',
      'Expirée',
    ]);
    // Only the active key can be revoked.
    expect(within(table()).getAllByRole('button', { name: /^Révoquer / })).toHaveLength(1);

    await user.click(within(rows[0]).getByRole('button', { name: 'Révoquer Live one' }));
    const confirm = screen.getByRole('dialog', { name: 'Révoquer cette clé ?' });
    await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    expect(backend.callsTo('DELETE /api/admin/service-keys/live')).toHaveLength(0);

    await user.click(within(rows[0]).getByRole('button', { name: 'Révoquer Live one' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Révoquer cette clé ?' })).getByRole('button', {
        name: 'Révoquer',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.callsTo('DELETE /api/admin/service-keys/live')).toHaveLength(1);
    await waitFor(() =>
      expect(within(within(table()).getAllByTestId('service-key-row')[0]).getByText('Révoquée')).toBeTruthy(),
    );
    expect(within(table()).queryAllByRole('button', { name: /^Révoquer / })).toHaveLength(0);
  });

  it('shows a long list a page of 10 at a time', async () => {
    const keys = Array.from({ length: 23 }, (_, i) =>
      serviceKey({ id: `k${i + 1}`, name: `Service ${i + 1}` }),
    );
    const { user } = await openTab(keys);
    expect(await within(table()).findAllByTestId('service-key-row')).toHaveLength(10);
    expect(screen.getByText('1 à 10 sur 23')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(within(table()).getAllByTestId('service-key-row')).toHaveLength(3);
    expect(within(table()).getByText('Service 21')).toBeTruthy();
    expect(screen.getByText('21 à 23 sur 23')).toBeTruthy();
  });
});
