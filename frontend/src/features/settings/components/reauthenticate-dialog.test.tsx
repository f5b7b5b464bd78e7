import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithAuth } from '@/__tests__/auth-test-kit';
import type { FakeAuthBackend } from '@/__tests__/fake-auth-backend';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const PASSWORD = 'Correct-Horse-9';

/** A server that wants the password confirmed before it creates a key, as after the window. */
function wantsPassword(backend: FakeAuthBackend) {
  let confirmed = false;
  const created: string[] = [];
  backend.override('GET /api/account/api-keys', () => ({ status: 200, body: { keys: [] } }));
  backend.override('POST /api/auth/reauthenticate', (call) => {
    if ((call.body as { password?: string }).password !== PASSWORD)
      return {
        status: 400,
        body: { error: 'The password or code you entered is incorrect', code: 'REAUTHENTICATION_NOT_VALID' },
      };
    confirmed = true;
    return { status: 200, body: { reauthenticated_until: new Date(Date.now() + 300_000).toISOString() } };
  });
  backend.override('POST /api/account/api-keys', (call) => {
    if (!confirmed)
      return {
        status: 403,
        body: { error: 'Please confirm your password to continue', code: 'REAUTHENTICATION_NEEDED' },
      };
    const { name } = call.body as { name: string };
    created.push(name);
    const key = {
      id: 'key1',
      name,
      prefix: 'osk_abcdefgh',
      kind: 'personal',
      scopes: ['credits:read', 'credits:spend'],
      createdAt: new Date().toISOString(),
      lastUsedAt: null,
      expiresAt: null,
      revokedAt: null,
    };
    return { status: 201, body: { key, secret: 'osk_abcdefgh-secret' } };
  });
  return created;
}

describe('a sensitive change the server wants the password for', () => {
  it('asks for the password, refuses a wrong one, then makes the change once it is confirmed', async () => {
    let created: string[] = [];
    await renderWithAuth('/settings?tab=api-keys', (b) => {
      b.storeSession(b.addUser({ email: 'ada@example.com' }));
      created = wantsPassword(b);
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Key name'), 'My analyser');
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    expect(created).toEqual([]);
    await user.type(within(dialog).getByLabelText('Password'), 'Wrong-Horse-1');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('The password is incorrect')).toBeTruthy();

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(created).toEqual(['My analyser']));
    expect(screen.queryByRole('dialog', { name: 'Confirm it’s you' })).toBeNull();
  });

  it('changes nothing and says nothing when the user cancels', async () => {
    let created: string[] = [];
    const { toasts } = await renderWithAuth('/settings?tab=api-keys', (b) => {
      b.storeSession(b.addUser({ email: 'ada@example.com' }));
      created = wantsPassword(b);
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Key name'), 'My analyser');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(created).toEqual([]);
    expect(toasts.error).not.toHaveBeenCalled();
  });
});
