import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationRow } from '@storefront/contracts/browser';
import { renderWithAuth } from '@/__tests__/auth-test-kit';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const ROWS: NotificationRow[] = [
  {
    id: 'n1',
    user_id: 'u',
    type: 'warning',
    title: 'Crédits retirés',
    message: '5 crédits ont été retirés.',
    is_read: false,
    created_at: ago(0),
  },
  {
    id: 'n2',
    user_id: 'u',
    type: 'error',
    title: 'Paiement expiré',
    message: 'Le paiement a expiré.',
    is_read: false,
    created_at: ago(90),
  },
  {
    id: 'n3',
    user_id: 'u',
    type: 'success',
    title: 'Welcome to Oddsmith!',
    message: 'Ready.',
    is_read: true,
    created_at: ago(3 * 1440),
  },
];

describe('/notifications', () => {
  it('lists every notification and marks them all read on load, once the server says ok', async () => {
    const { backend } = await renderWithAuth('/notifications', (b) => {
      b.storeSession(b.addUser({ email: 'ada@example.com' }));
      b.override('GET /api/notifications', () => ({
        status: 200,
        body: { success: true, notifications: ROWS, unreadCount: 2 },
      }));
      b.override('POST /api/notifications/mark-all-read', () => ({ status: 200, body: { success: true } }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(await main.findByText('Crédits retirés')).toBeTruthy();
    expect(main.getByText('Just now')).toBeTruthy();
    expect(main.getByText('1h ago')).toBeTruthy();
    expect(main.getByText('3d ago')).toBeTruthy();
    expect(main.getByRole('img', { name: 'Warning' })).toBeTruthy();
    expect(main.getByRole('img', { name: 'Error' })).toBeTruthy();

    await waitFor(() => expect(backend.callsTo('POST /api/notifications/mark-all-read')).toHaveLength(1));
    // The header counts what the 'New' tags show, never "0 unread" above two 'New' items.
    await waitFor(() =>
      expect(screen.getByTestId('notifications-count').textContent).toContain('2 new since your last visit'),
    );
    expect(screen.getByTestId('notifications-count').textContent).not.toContain('0 unread');
    expect(screen.getByTestId('notifications-count').textContent).toContain('3 total');
    // Those that arrived unread keep a 'New' tag for this visit, never next to 'Read'.
    expect(main.getAllByText('New')).toHaveLength(2);
    expect(main.getAllByText('Read')).toHaveLength(1);
    for (const item of main.getAllByTestId('notification-item')) {
      const tags = within(item);
      expect([tags.queryByText('New'), tags.queryByText('Read')].filter(Boolean)).toHaveLength(1);
    }
    expect((screen.getByRole('button', { name: 'Mark All as Read' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('keeps them unread when the server refuses', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { backend } = await renderWithAuth('/notifications', (b) => {
      b.storeSession(b.addUser({ email: 'ada@example.com' }));
      b.override('GET /api/notifications', () => ({
        status: 200,
        body: { success: true, notifications: ROWS, unreadCount: 2 },
      }));
      b.override('POST /api/notifications/mark-all-read', () => ({ status: 500, body: { error: 'Boom' } }));
    });
    await waitFor(() => expect(backend.callsTo('POST /api/notifications/mark-all-read')).toHaveLength(1));
    expect(within(screen.getByRole('main')).getAllByText('Read')).toHaveLength(1);
    expect(screen.getByTestId('notifications-count').textContent).toContain('2 unread');
  });

  it('loads 50 at a time with Load more, and the header says the real total', async () => {
    // The server's 120 rows, newest first; the three newest unread until everything is marked.
    let allRead = false;
    const stored: NotificationRow[] = Array.from({ length: 120 }, (_, i) => ({
      id: `p${i}`,
      user_id: 'u',
      type: 'info',
      title: `Notice ${i}`,
      message: 'Body',
      is_read: i >= 3,
      created_at: ago(i),
    }));
    const { backend } = await renderWithAuth('/notifications', (b) => {
      b.storeSession(b.addUser({ email: 'ada@example.com' }));
      b.override('GET /api/notifications', (call) => {
        const query = new URLSearchParams(call.search);
        const limit = Number(query.get('limit') ?? 50);
        const offset = Number(query.get('offset') ?? 0);
        const rows = stored.map((row) => (allRead ? { ...row, is_read: true } : row));
        return {
          status: 200,
          body: {
            success: true,
            notifications: rows.slice(offset, offset + limit),
            unreadCount: rows.filter((row) => !row.is_read).length,
            total: rows.length,
          },
        };
      });
      b.override('POST /api/notifications/mark-all-read', () => {
        allRead = true;
        return { status: 200, body: { success: true } };
      });
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Notifications' });
    const main = within(screen.getByRole('main'));
    expect(await main.findByText('Notice 0')).toBeTruthy();
    expect(main.getAllByTestId('notification-item')).toHaveLength(50);
    expect(screen.getByTestId('notifications-count').textContent).toContain('120 total');
    expect(main.getByText('Showing 50 of 120')).toBeTruthy();
    expect(main.queryByText('Notice 50')).toBeNull();
    // SPEC: the page marks everything read on load; the first page's unread keep their tag.
    await waitFor(() => expect(backend.callsTo('POST /api/notifications/mark-all-read')).toHaveLength(1));
    await waitFor(() => expect(main.getAllByText('New')).toHaveLength(3));

    await user.click(main.getByRole('button', { name: 'Load more' }));
    expect(await main.findByText('Notice 50')).toBeTruthy();
    expect(main.getAllByTestId('notification-item')).toHaveLength(100);
    expect(main.getByText('Showing 100 of 120')).toBeTruthy();

    await user.click(main.getByRole('button', { name: 'Load more' }));
    expect(await main.findByText('Notice 119')).toBeTruthy();
    expect(main.getAllByTestId('notification-item')).toHaveLength(120);
    expect(main.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByTestId('notifications-count').textContent).toContain('120 total');
    // The first page (asked again if the page's mount dropped the first try), then one per click.
    const searches = backend.callsTo('GET /api/notifications').map((call) => call.search);
    expect(new Set(searches)).toEqual(
      new Set(['?limit=50&offset=0', '?limit=50&offset=50', '?limit=50&offset=100']),
    );
    expect(searches.slice(-2)).toEqual(['?limit=50&offset=50', '?limit=50&offset=100']);
    // Loading more pages marks nothing again.
    expect(backend.callsTo('POST /api/notifications/mark-all-read')).toHaveLength(1);
  });

  it('offers no Load more when every notification is on the first page', async () => {
    await renderWithAuth('/notifications', (b) => {
      b.storeSession(b.addUser({ email: 'ada@example.com' }));
      b.override('GET /api/notifications', () => ({
        status: 200,
        body: { success: true, notifications: ROWS, unreadCount: 0, total: 3 },
      }));
      b.override('POST /api/notifications/mark-all-read', () => ({ status: 200, body: { success: true } }));
    });
    await screen.findByRole('heading', { level: 1, name: 'Notifications' });
    const main = within(screen.getByRole('main'));
    expect(await main.findByText('Crédits retirés')).toBeTruthy();
    expect(main.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByTestId('notifications-count').textContent).toContain('3 total');
  });

  it('with no notifications: the empty state, and nothing to mark', async () => {
    const { backend } = await renderWithAuth('/notifications', (b) => {
      b.storeSession(b.addUser({ email: 'ada@example.com' }));
      b.override('GET /api/notifications', () => ({
        status: 200,
        body: { success: true, notifications: [], unreadCount: 0 },
      }));
    });
    expect(await screen.findByRole('heading', { name: 'No notifications' })).toBeTruthy();
    expect(backend.callsTo('POST /api/notifications/mark-all-read')).toHaveLength(0);
  });

  it('is open to visitors but fetches nothing without a user', async () => {
    const { backend } = await renderWithAuth('/notifications');
    expect(await screen.findByRole('heading', { name: 'No notifications' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fnotifications',
    );
    expect(backend.callsTo('GET /api/notifications')).toHaveLength(0);
  });
});
