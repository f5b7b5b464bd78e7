// The live channel end to end inside the app: what the page says to the server, and what each push
// does (bell, toast, ban redirect, maintenance screen and reload, suspension).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, renderWithAuth } from '@/__tests__/auth-test-kit';
import { FakeLiveSocket } from '@/__tests__/fake-live-socket';
import { loadAuthClient } from '@/lib/auth/auth-client';
import { notify } from '@/lib/toast';

const live = vi.hoisted(() => ({ socket: null as unknown as FakeLiveSocket }));

vi.mock('@/lib/config', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  LIVE_EVENTS_ENABLED: true,
}));
vi.mock('@/lib/realtime/public-socket', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  createPublicSocket: () => live.socket,
}));
vi.mock('@/lib/reload-page', () => ({ reloadPage: vi.fn() }));

const { reloadPage } = await import('@/lib/reload-page');

beforeEach(async () => {
  const { FakeLiveSocket: Fake } = await import('@/__tests__/fake-live-socket');
  live.socket = new Fake();
  vi.mocked(reloadPage).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function signedIn(email = 'ada@example.com', admin = false) {
  return renderWithAuth('/about', (b) => {
    b.storeSession(b.addUser({ email, isAdmin: admin }));
    b.override('GET /api/notifications', () => ({
      status: 200,
      body: { success: true, notifications: [], unreadCount: 0 },
    }));
  });
}

/** The `maintenance:update` push of maintenance being turned on. */
/** A browser that allows desktop notifications; returns what it was asked to show. */
function allowDesktopNotifications(): unknown[] {
  const shown: unknown[] = [];
  class FakeNotification {
    static permission = 'granted';
    static requestPermission = vi.fn();
    constructor(title: string, options: unknown) {
      shown.push({ title, options });
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return shown;
}

const MAINTENANCE_ON = {
  enabled: true,
  title: 'Mise à jour',
  message: 'Retour vite',
  estimatedTime: '1 heure',
  showCountdown: true,
  texts: {
    fr: { title: 'Mise à jour', message: 'Retour vite', estimatedTime: '1 heure' },
    en: { title: 'Upgrade', message: 'Back soon', estimatedTime: '1 hour' },
  },
};
describe('the public live channel', () => {
  it('says hello with the visitor info and the access token, then pings activity every 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await signedIn();
    await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() =>
      expect(
        live.socket.emits('hello').some((hello) => (hello as { accessToken?: string }).accessToken),
      ).toBe(true),
    );
    const hello = live.socket.emits('hello').at(-1) as Record<string, string>;
    expect(hello).toMatchObject({
      url: 'http://localhost:3000/about',
      device: expect.any(String),
      browser: expect.any(String),
      os: expect.any(String),
    });
    expect(hello.accessToken.split('.')).toHaveLength(3);

    const before = live.socket.emits('ping:activity').length;
    await act(async () => vi.advanceTimersByTime(4000));
    expect(live.socket.emits('ping:activity').length - before).toBeGreaterThanOrEqual(2);
    expect(live.socket.emits('ping:activity').at(-1)).toEqual({ url: expect.stringContaining('/about') });
  });

  it('a visitor’s hello carries no token', async () => {
    await renderWithAuth('/about');
    await screen.findByRole('link', { name: 'Login' });
    await waitFor(() => expect(live.socket.emits('hello').length).toBeGreaterThan(0));
    for (const hello of live.socket.emits('hello')) expect(hello).not.toHaveProperty('accessToken');
  });

  it('says hello again, with the token, once the visitor signs in', async () => {
    const { backend } = await renderWithAuth('/about', (b) => {
      b.addUser({ email: 'ada@example.com', password: 'Secret-Pass1!' });
      b.override('GET /api/notifications', () => ({
        status: 200,
        body: { success: true, notifications: [], unreadCount: 0 },
      }));
    });
    await screen.findByRole('link', { name: 'Login' });
    const before = live.socket.emits('hello').length;
    await act(async () => {
      await (
        await loadAuthClient()
      ).signInWithPassword({ email: 'ada@example.com', password: 'Secret-Pass1!' });
    });
    await waitFor(() => expect(live.socket.emits('hello').length).toBeGreaterThan(before));
    expect(live.socket.emits('hello').at(-1)).toHaveProperty('accessToken');
    expect(backend.users.size).toBe(1);
  });

  it('a live notification goes first in the bell with one more unread, and shows a toast', async () => {
    const { toasts } = await signedIn();
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    act(() =>
      live.socket.push('notification', {
        id: 'live-1',
        title: 'Crédits ajoutés',
        message: '10 crédits ont été ajoutés',
        type: 'success',
        timestamp: new Date().toISOString(),
      }),
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBe(bell);
    expect(toasts.success).toHaveBeenCalledWith('Crédits ajoutés — 10 crédits ont été ajoutés');
    await userEvent.setup().click(bell);
    const items = within(screen.getByRole('region', { name: 'Latest notifications' })).getAllByRole(
      'listitem',
    );
    expect(items[0].textContent).toContain('Crédits ajoutés');
    expect(items[0].textContent).toContain('Just now');
  });

  it('a broadcast shows its toast and reloads the list a moment later instead of inventing a row', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const shown = allowDesktopNotifications();
    const warning = vi.spyOn(notify, 'warning');
    const { backend } = await signedIn();
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(backend.callsTo('GET /api/notifications').length).toBeGreaterThan(0));
    const fetched = backend.callsTo('GET /api/notifications').length;
    const timestamp = new Date().toISOString();
    // What the server stored for this user, under the row's own id.
    backend.override('GET /api/notifications', () => ({
      status: 200,
      body: {
        success: true,
        unreadCount: 1,
        notifications: [
          {
            id: 'row-of-ada',
            user_id: 'ada',
            type: 'warning',
            title: 'Maintenance ce soir',
            message: 'De 22 h à 23 h',
            is_read: false,
            created_at: timestamp,
          },
        ],
      },
    }));
    act(() =>
      live.socket.push('notification', {
        id: `broadcast:${timestamp}`,
        title: 'Maintenance ce soir',
        message: 'De 22 h à 23 h',
        type: 'warning',
        timestamp,
        broadcast: true,
      }),
    );
    expect(warning).toHaveBeenCalledWith('Maintenance ce soir — De 22 h à 23 h');
    expect(shown).toEqual([
      { title: 'Maintenance ce soir', options: { body: 'De 22 h à 23 h', tag: `broadcast:${timestamp}` } },
    ]);
    // Nothing is inserted, and the reload waits its turn (half the spread with this random draw).
    expect(screen.getByRole('button', { name: 'Notifications' })).toBe(bell);
    expect(backend.callsTo('GET /api/notifications')).toHaveLength(fetched);

    await act(async () => vi.advanceTimersByTime(1600));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBe(bell);
    expect(backend.callsTo('GET /api/notifications')).toHaveLength(fetched + 1);
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(bell);
    const items = within(screen.getByRole('region', { name: 'Latest notifications' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(1);
    expect(items[0].textContent).toContain('Maintenance ce soir');
  });

  it('shows a desktop notification when the browser allows it', async () => {
    const shown = allowDesktopNotifications();
    await signedIn();
    await screen.findByRole('button', { name: 'Notifications' });
    act(() =>
      live.socket.push('notification', {
        id: 'live-2',
        title: 'Hello',
        message: 'World',
        type: 'info',
        timestamp: new Date().toISOString(),
      }),
    );
    expect(shown).toEqual([{ title: 'Hello', options: { body: 'World', tag: 'live-2' } }]);
  });

  it('ip_banned sends the page to /ip-banned, replacing the current entry', async () => {
    const { history, backend } = await signedIn();
    await screen.findByRole('button', { name: 'Notifications' });
    backend.override('GET /api/check-ip-status', () => ({
      status: 403,
      body: {
        banned: true,
        reason: 'Spam',
        expires_at: null,
        is_permanent: true,
        banned_at: new Date().toISOString(),
        admin_note: null,
      },
    }));
    const length = history.length;
    act(() => live.socket.push('ip_banned', { force_redirect: true }));
    await waitFor(() => expect(currentUrl(history)).toBe('/ip-banned'));
    expect(history.length).toBe(length);
    expect(await screen.findByRole('heading', { name: 'ACCESS DENIED' })).toBeTruthy();
  });

  it('maintenance turned on: a visitor sees the screen at once and the page reloads 2 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderWithAuth('/about');
    await screen.findByRole('link', { name: 'Login' });
    act(() => live.socket.push('maintenance:update', MAINTENANCE_ON));
    // The English visitor reads the English texts.
    expect(await screen.findByRole('heading', { name: 'Upgrade' })).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(1900));
    expect(reloadPage).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(200));
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('maintenance turned off reloads a visitor’s page after 0.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderWithAuth('/about');
    await screen.findByRole('link', { name: 'Login' });
    act(() =>
      live.socket.push('maintenance:update', {
        enabled: false,
        title: '',
        message: '',
        estimatedTime: '',
        showCountdown: true,
      }),
    );
    await act(async () => vi.advanceTimersByTime(450));
    expect(reloadPage).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(100));
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('an administrator keeps the site during maintenance and is not reloaded', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await signedIn('root@example.com', true);
    await screen.findByRole('button', { name: 'Notifications' });
    // The admin flag arrives from the server.
    await waitFor(() => expect(screen.queryAllByText('Admin Panel').length).toBeGreaterThan(0));
    act(() => live.socket.push('maintenance:update', MAINTENANCE_ON));
    await act(async () => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('heading', { name: 'Upgrade' })).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('a suspension signs the user out with the suspension notice, in the reader’s language', async () => {
    const { toasts, backend, history } = await signedIn();
    await screen.findByRole('button', { name: 'Notifications' });
    const userId = [...backend.users.values()][0].id;
    act(() => live.socket.push('user:status_changed', { userId, reason: 'suspended' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'Your account has been suspended. Please contact the administrator.',
      ),
    );
    expect(currentUrl(history)).toBe('/');
    expect(await screen.findAllByRole('link', { name: 'Login' })).toBeTruthy();
  });
});

describe('a session ended elsewhere', () => {
  it('its socket closed by the server, the page is signed out and comes back as a visitor', async () => {
    const { backend } = await signedIn();
    await screen.findByRole('button', { name: 'Notifications' });
    // Ended from another device: its refresh token is refused.
    backend.override('POST /auth/v1/token', () => ({
      status: 400,
      body: {
        code: 400,
        error_code: 'refresh_token_not_found',
        msg: 'Invalid Refresh Token: Refresh Token Not Found',
      },
    }));
    const hellos = live.socket.emits('hello').length;
    act(() => live.socket.closeByServer());
    expect(await screen.findAllByRole('link', { name: 'Login' })).toBeTruthy();
    await waitFor(() => expect(live.socket.connected).toBe(true));
    await waitFor(() => expect(live.socket.emits('hello').length).toBeGreaterThan(hellos));
    expect(live.socket.emits('hello').at(-1)).not.toHaveProperty('accessToken');
  });

  it('a live session whose socket the server closed stays signed in', async () => {
    const { backend } = await signedIn();
    await screen.findByRole('button', { name: 'Notifications' });
    act(() => live.socket.closeByServer());
    await waitFor(() =>
      expect(backend.calls.some((c) => c.search.includes('grant_type=refresh_token'))).toBe(true),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    // Closed for another reason (a ban): it stays closed until the next navigation.
    expect(live.socket.connected).toBe(false);
  });
});

describe('API answers that concern the whole app', () => {
  it('a 503 MAINTENANCE on any call brings up the maintenance screen', async () => {
    const { backend } = await signedIn();
    await screen.findByRole('button', { name: 'Notifications' });
    backend.override('POST /api/notifications/mark-all-read', () => ({
      status: 503,
      body: {
        error: 'Site en maintenance',
        code: 'MAINTENANCE',
        enabled: true,
        title: 'Maintenance',
        message: 'Site en maintenance',
        estimatedTime: '2-3 heures',
        showCountdown: true,
      },
    }));
    const { markAllNotificationsRead } =
      await import('@/features/notifications/api/mark-all-notifications-read');
    await act(async () => {
      await markAllNotificationsRead().catch(() => undefined);
    });
    expect(await screen.findByRole('heading', { name: 'Maintenance' })).toBeTruthy();
  });

  it('a 403 IP_BANNED on any call sends the page to /ip-banned', async () => {
    const { backend, history } = await signedIn();
    await screen.findByRole('button', { name: 'Notifications' });
    const ban = {
      banned: true,
      reason: 'Spam',
      expires_at: null,
      is_permanent: true,
      banned_at: new Date().toISOString(),
      admin_note: null,
    };
    backend.override('POST /api/notifications/mark-all-read', () => ({
      status: 403,
      body: { error: 'Access denied', code: 'IP_BANNED', ...ban },
    }));
    backend.override('GET /api/check-ip-status', () => ({ status: 403, body: ban }));
    const { markAllNotificationsRead } =
      await import('@/features/notifications/api/mark-all-notifications-read');
    await act(async () => {
      await markAllNotificationsRead().catch(() => undefined);
    });
    await waitFor(() => expect(currentUrl(history)).toBe('/ip-banned'));
    expect(await screen.findByText('Spam')).toBeTruthy();
  });
});
