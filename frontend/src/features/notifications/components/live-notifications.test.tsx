// Live notifications against the list fetch: a push that lands while the list is being fetched is
// not overwritten by that fetch's older answer, and what was pushed while the channel was down is
// read again once it is back.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationRow } from '@storefront/contracts/browser';
import { renderWithAuth } from '@/__tests__/auth-test-kit';
import type { FakeAuthBackend } from '@/__tests__/fake-auth-backend';
import { FakeLiveSocket } from '@/__tests__/fake-live-socket';

const live = vi.hoisted(() => ({ socket: null as unknown as FakeLiveSocket }));

vi.mock('@/lib/config', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  LIVE_EVENTS_ENABLED: true,
}));
vi.mock('@/lib/realtime/public-socket', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  createPublicSocket: () => live.socket,
}));

beforeEach(async () => {
  const { FakeLiveSocket: Fake } = await import('@/__tests__/fake-live-socket');
  live.socket = new Fake();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const row = (id: string, title: string, isRead = false): NotificationRow => ({
  id,
  user_id: 'user-1',
  type: 'success',
  title,
  message: 'Body',
  is_read: isRead,
  created_at: new Date().toISOString(),
});

/** The server's rows; each list answer is what was stored when it was asked, held until `release`. */
function storedNotifications(backend: FakeAuthBackend, initial: NotificationRow[]) {
  const rows = [...initial];
  let release = () => {};
  let gate = Promise.resolve();
  backend.override('GET /api/notifications', () => {
    const body = {
      success: true,
      notifications: [...rows],
      unreadCount: rows.filter((r) => !r.is_read).length,
      total: rows.length,
    };
    return gate.then(() => ({ status: 200, body }));
  });
  return {
    rows,
    hold() {
      gate = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
  };
}

const pushOf = (stored: NotificationRow) => ({
  id: stored.id,
  title: stored.title,
  message: stored.message,
  type: stored.type,
  timestamp: stored.created_at,
});

describe('live notifications and the list fetch', () => {
  it('keeps a push that lands while the first list fetch is running', async () => {
    let server!: ReturnType<typeof storedNotifications>;
    const { backend } = await renderWithAuth('/about', (b) => {
      b.storeSession(b.addUser({ email: 'ada@example.com' }));
      server = storedNotifications(b, [row('old', 'Welcome')]);
      server.hold();
    });
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(live.socket.listens('notification')).toBe(true));
    await waitFor(() => expect(backend.callsTo('GET /api/notifications').length).toBeGreaterThan(0));

    // Stored, then pushed, while the fetch (which read the list before) has not answered.
    const added = row('live-1', 'Crédits ajoutés');
    server.rows.unshift(added);
    act(() => live.socket.push('notification', pushOf(added)));
    await act(async () => server.release());

    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBe(bell);
    await userEvent.setup().click(bell);
    const items = within(screen.getByRole('region', { name: 'Latest notifications' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Crédits ajoutés'),
      expect.stringContaining('Welcome'),
    ]);
  });

  it('a push with no fetch running goes first at once, without asking the server again', async () => {
    let server!: ReturnType<typeof storedNotifications>;
    const { backend } = await renderWithAuth('/about', (b) => {
      b.storeSession(b.addUser({ email: 'ada@example.com' }));
      server = storedNotifications(b, [row('old', 'Welcome')]);
    });
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await waitFor(() => expect(live.socket.listens('notification')).toBe(true));
    const fetched = backend.callsTo('GET /api/notifications').length;
    const added = row('live-2', 'Paiement confirmé');
    server.rows.unshift(added);
    act(() => live.socket.push('notification', pushOf(added)));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    expect(backend.callsTo('GET /api/notifications')).toHaveLength(fetched);
  });

  it('re-reads the list and the credits when the channel is back after a drop, not on a first connect', async () => {
    let server!: ReturnType<typeof storedNotifications>;
    const { backend } = await renderWithAuth('/dashboard', (b) => {
      b.storeSession(b.addUser({ email: 'ada@example.com' }));
      server = storedNotifications(b, [row('old', 'Welcome', true)]);
    });
    await screen.findByText('Welcome, Ada Lovelace');
    await waitFor(() => expect(backend.callsTo('GET /api/credits/balance').length).toBeGreaterThan(0));
    await waitFor(() => expect(live.socket.connected && live.socket.listens('notification')).toBe(true));
    const lists = backend.callsTo('GET /api/notifications').length;
    const balances = backend.callsTo('GET /api/credits/balance').length;

    // A 'connect' that follows no drop re-reads nothing.
    act(() => void live.socket.connect());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(backend.callsTo('GET /api/notifications')).toHaveLength(lists);

    // Dropped: a notification stored meanwhile is never pushed to this page.
    act(() => live.socket.drop());
    server.rows.unshift(row('missed', 'Crédits retirés'));
    act(() => void live.socket.connect());

    await waitFor(() => expect(backend.callsTo('GET /api/notifications').length).toBeGreaterThan(lists));
    await waitFor(() => expect(backend.callsTo('GET /api/credits/balance').length).toBeGreaterThan(balances));
    expect(
      (await screen.findAllByRole('button', { name: 'Notifications, 1 unread' })).length,
    ).toBeGreaterThan(0);
  });
});
