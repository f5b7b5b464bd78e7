import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithAuth } from '@/__tests__/auth-test-kit';
import type { FakeAuthBackend } from '@/__tests__/fake-auth-backend';
import type { AccountSessionView } from '../api/get-account-sessions';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const here: AccountSessionView = {
  id: 's-here',
  current: true,
  device: { type: 'desktop', browser: 'Firefox', os: 'Linux' },
  ip: '203.0.113.5',
  location: null,
  created_at: '2030-01-02T10:00:00.000Z',
  last_active_at: '2030-01-05T08:30:00.000Z',
};
const phone: AccountSessionView = {
  id: 's-phone',
  current: false,
  device: { type: 'mobile', browser: 'Mobile Safari', os: 'iOS 17.5' },
  ip: '2001:db8::7',
  location: 'Lyon, France',
  created_at: '2030-01-03T09:00:00.000Z',
  last_active_at: '2030-01-04T18:15:00.000Z',
};

/** The sessions routes over a list the test can read. */
function sessionRoutes(backend: FakeAuthBackend, sessions: AccountSessionView[]) {
  backend.override('GET /api/account/sessions', () => ({ status: 200, body: { sessions: [...sessions] } }));
  for (const session of sessions) {
    backend.override(`DELETE /api/account/sessions/${session.id}`, () => {
      sessions.splice(sessions.indexOf(session), 1);
      return { status: 200, body: { ended: 1 } };
    });
  }
  backend.override('POST /api/account/sessions/sign-out-others', () => {
    const ended = sessions.filter((s) => !s.current).length;
    sessions.splice(0, sessions.length, ...sessions.filter((s) => s.current));
    return { status: 200, body: { ended } };
  });
}

async function openTab(configure: (backend: FakeAuthBackend) => void) {
  const view = await renderWithAuth('/settings?tab=sessions', (b) => {
    b.storeSession(b.addUser({ email: 'ada@example.com' }));
    configure(b);
  });
  expect(await screen.findByRole('heading', { level: 2, name: 'Sessions' })).toBeTruthy();
  return { ...view, user: userEvent.setup() };
}

describe('Settings › Sessions', () => {
  it('lists each session with its device, place, sign-in and last activity, this device marked', async () => {
    await openTab((b) => sessionRoutes(b, [here, phone]));
    const rows = await screen.findAllByTestId('session-row');
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('Firefox on Linux');
    expect(within(rows[0]).getByText('This device')).toBeTruthy();
    expect(rows[0].textContent).toContain('203.0.113.5');
    expect(within(rows[0]).queryByRole('button', { name: /Sign out/ })).toBeNull();
    expect(rows[1].textContent).toContain('Mobile Safari on iOS 17.5');
    expect(rows[1].textContent).toContain('Lyon, France · 2001:db8::7');
    expect(rows[1].textContent).toContain('3 January 2030');
    expect(rows[1].textContent).toContain('4 January 2030');
    expect(screen.getByText('2 sessions')).toBeTruthy();
  });

  it('signs one session out only once confirmed, and its row goes', async () => {
    const sessions = [here, phone];
    const { user, backend, toasts } = await openTab((b) => sessionRoutes(b, sessions));
    await screen.findAllByTestId('session-row');

    await user.click(screen.getByRole('button', { name: 'Sign out Mobile Safari on iOS 17.5' }));
    let dialog = screen.getByRole('dialog', { name: 'Sign out this session?' });
    expect(dialog.textContent).toContain('Mobile Safari on iOS 17.5 (Lyon, France · 2001:db8::7)');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(backend.callsTo('DELETE /api/account/sessions/s-phone')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Sign out Mobile Safari on iOS 17.5' }));
    dialog = screen.getByRole('dialog', { name: 'Sign out this session?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.callsTo('DELETE /api/account/sessions/s-phone')).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    expect(toasts.success).toHaveBeenCalledWith('Session signed out');
    expect(screen.getByText('Only this device is signed in.')).toBeTruthy();
  });

  it('signs every other session out at once', async () => {
    const sessions = [
      here,
      phone,
      { ...phone, id: 's-tablet', device: { ...phone.device, type: 'tablet' as const } },
    ];
    const { user, backend, toasts } = await openTab((b) => sessionRoutes(b, sessions));
    await screen.findAllByTestId('session-row');
    await user.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out all other sessions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out other sessions' }));
    await waitFor(() =>
      expect(backend.callsTo('POST /api/account/sessions/sign-out-others')).toHaveLength(1),
    );
    expect(toasts.success).toHaveBeenCalledWith('2 sessions signed out');
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
  });

  it('a list that cannot be loaded says so and offers to try again', async () => {
    let fail = true;
    await openTab((b) =>
      b.override('GET /api/account/sessions', () =>
        fail
          ? { status: 500, body: { error: 'boom', code: 'INTERNAL' } }
          : { status: 200, body: { sessions: [here] } },
      ),
    );
    expect(await screen.findByText('Could not load your sessions')).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('session-row')).toBeTruthy();
  });
});
