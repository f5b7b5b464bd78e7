import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithAuth } from '@/__tests__/auth-test-kit';
import type { FakeAuthBackend } from '@/__tests__/fake-auth-backend';
import type { ApiKeyView } from '../api/get-api-keys';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const SECRET = 'osk_3xAmPleSecretThatIsShownOnlyOnce0123456789abc';

function keyView(partial: Partial<ApiKeyView> & { id: string; name: string }): ApiKeyView {
  return {
    prefix: `osk_${partial.id.padEnd(8, 'x').slice(0, 8)}`,
    kind: 'personal',
    scopes: ['credits:read', 'credits:spend'],
    createdAt: '2030-01-02T10:00:00.000Z',
    lastUsedAt: null,
    expiresAt: null,
    revokedAt: null,
    ...partial,
  };
}

/** The account's key routes over a list the test can read; `create` replaces the POST's answer. */
function keyRoutes(backend: FakeAuthBackend, keys: ApiKeyView[]) {
  backend.override('GET /api/account/api-keys', () => ({ status: 200, body: { keys } }));
  backend.override('POST /api/account/api-keys', (call) => {
    const { name } = call.body as { name: string };
    const key = keyView({ id: `key${keys.length + 1}`, name, prefix: SECRET.slice(0, 12) });
    keys.unshift(key);
    return { status: 201, body: { key, secret: SECRET } };
  });
  for (const key of keys) {
    backend.override(`DELETE /api/account/api-keys/${key.id}`, () => {
      keys.splice(keys.indexOf(key), 1);
      return { status: 200, body: { key: { ...key, revokedAt: new Date().toISOString() } } };
    });
  }
}

async function openTab(configure: (backend: FakeAuthBackend) => void) {
  const view = await renderWithAuth('/settings?tab=api-keys', (b) => {
    b.storeSession(b.addUser({ email: 'ada@example.com' }));
    configure(b);
  });
  expect(await screen.findByRole('heading', { level: 2, name: 'API keys' })).toBeTruthy();
  return { ...view, user: userEvent.setup() };
}

describe('Settings › API keys', () => {
  it('says so when there is no key yet', async () => {
    await openTab((b) => keyRoutes(b, []));
    expect(await screen.findByText('No API keys yet')).toBeTruthy();
    expect(screen.getByText('0 of 10 keys')).toBeTruthy();
  });

  it('lists each key with its name, first characters, creation and last use', async () => {
    await openTab((b) =>
      keyRoutes(b, [
        keyView({
          id: 'k2',
          name: 'Laptop analyser',
          prefix: 'osk_AbCdEfGh',
          lastUsedAt: '2030-01-05T08:30:00Z',
        }),
        keyView({ id: 'k1', name: 'Old script', prefix: 'osk_ZyXwVuTs' }),
      ]),
    );
    const rows = await screen.findAllByTestId('api-key-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Laptop analyser')).toBeTruthy();
    expect(within(rows[0]).getByText('osk_AbCdEfGh…')).toBeTruthy();
    expect(rows[0].textContent).toContain('2 January 2030');
    expect(rows[0].textContent).toContain('5 January 2030');
    expect(within(rows[1]).getByText('Never used')).toBeTruthy();
  });

  it('shows a new key’s secret once, with a copy button and a warning; closed, it is gone for good', async () => {
    const keys: ApiKeyView[] = [];
    const { user, backend, toasts } = await openTab((b) => keyRoutes(b, keys));
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');

    await user.click(await screen.findByRole('button', { name: 'Create key' }));
    expect(screen.getByText('Give the key a name')).toBeTruthy();
    expect(backend.callsTo('POST /api/account/api-keys')).toHaveLength(0);

    await user.type(screen.getByLabelText('Key name'), '  Laptop analyser ');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(backend.callsTo('POST /api/account/api-keys')[0].body).toEqual({ name: 'Laptop analyser' });
    expect((within(dialog).getByLabelText('Secret key') as HTMLInputElement).value).toBe(SECRET);
    expect(within(dialog).getByText(/you won’t see it again/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('API key copied!'));

    await user.click(within(dialog).getByRole('button', { name: 'I’ve saved it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const row = await screen.findByTestId('api-key-row');
    expect(within(row).getByText('Laptop analyser')).toBeTruthy();
    expect(within(row).getByText(`${SECRET.slice(0, 12)}…`)).toBeTruthy();
    // Nowhere on the page any more, not even in an input's value.
    expect(document.body.innerHTML).not.toContain(SECRET);
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
  });

  it('revokes a key only once confirmed, and its row goes', async () => {
    const keys = [
      keyView({ id: 'k2', name: 'Laptop analyser' }),
      keyView({ id: 'k1', name: 'Old script', prefix: 'osk_ZyXwVuTs' }),
    ];
    const { user, backend, toasts } = await openTab((b) => keyRoutes(b, keys));
    await screen.findAllByTestId('api-key-row');

    await user.click(screen.getByRole('button', { name: 'Revoke Old script' }));
    let dialog = screen.getByRole('dialog', { name: 'Revoke this key?' });
    expect(dialog.textContent).toContain('“Old script” (osk_ZyXwVuTs…)');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(backend.callsTo('DELETE /api/account/api-keys/k1')).toHaveLength(0);
    expect(screen.getAllByTestId('api-key-row')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Revoke Old script' }));
    dialog = screen.getByRole('dialog', { name: 'Revoke this key?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.callsTo('DELETE /api/account/api-keys/k1')).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByTestId('api-key-row')).toHaveLength(1));
    expect(screen.queryByText('Old script')).toBeNull();
    expect(screen.getByText('Laptop analyser')).toBeTruthy();
    expect(toasts.success).toHaveBeenCalledWith('Key revoked');
  });

  it('at the limit of 10 keys, says so in the page’s language', async () => {
    const limit = 'At most 10 API keys at a time: revoke one first';
    const { user } = await openTab((b) => {
      keyRoutes(b, []);
      b.override('POST /api/account/api-keys', () => ({
        status: 409,
        body: { error: 'Au plus 10 clés, en français', code: 'API_KEY_LIMIT' },
      }));
    });
    await user.type(await screen.findByLabelText('Key name'), 'Eleventh');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText(limit)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Key name').getAttribute('aria-invalid')).toBe('true');
  });

  it('when the session has not passed two-factor, says that two-factor verification is needed', async () => {
    const { user } = await openTab((b) => {
      keyRoutes(b, []);
      b.override('POST /api/account/api-keys', () => ({
        status: 403,
        body: {
          error: 'Enter the verification code sent to your email to finish signing in',
          code: 'MFA_REQUIRED',
        },
      }));
    });
    await user.type(await screen.findByLabelText('Key name'), 'Laptop');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText(/Two-factor verification is needed to create a key/)).toBeTruthy();
  });

  it('a list that cannot be loaded says so and offers to try again', async () => {
    let fail = true;
    const { user } = await openTab((b) =>
      b.override('GET /api/account/api-keys', () =>
        fail ? { status: 500, body: { error: 'Boom' } } : { status: 200, body: { keys: [] } },
      ),
    );
    expect(await screen.findByText('Could not load your API keys')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No API keys yet')).toBeTruthy();
  });
});
