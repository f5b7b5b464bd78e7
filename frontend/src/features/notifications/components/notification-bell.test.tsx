import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationRow } from '@storefront/contracts/browser';
import { renderWithAuth } from '@/__tests__/auth-test-kit';
import type { FakeAuthBackend } from '@/__tests__/fake-auth-backend';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function rows(): NotificationRow[] {
  return [
    {
      id: 'n1',
      user_id: 'user-1',
      type: 'success',
      title: 'Welcome to Oddsmith!',
      message: 'Your account is ready.',
      is_read: false,
      created_at: minutesAgo(5),
    },
    {
      id: 'n2',
      user_id: 'user-1',
      type: 'promo' as never,
      title: 'Weekly news',
      message: 'Something new.',
      is_read: true,
      created_at: minutesAgo(60 * 30),
    },
  ];
}

async function signedInWithNotifications(configure?: (backend: FakeAuthBackend) => void) {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const view = await renderWithAuth('/about', (backend) => {
    backend.storeSession(backend.addUser({ email: 'ada@example.com' }));
    backend.override('GET /api/notifications', () => ({
      status: 200,
      body: { success: true, notifications: rows(), unreadCount: 1 },
    }));
    configure?.(backend);
  });
  const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
  return { ...view, bell, user: userEvent.setup() };
}

describe('the notification bell', () => {
  it('shows the unread count and the latest notifications with their type and relative time', async () => {
    const { bell, user } = await signedInWithNotifications();
    await user.click(bell);
    const panel = screen.getByRole('region', { name: 'Latest notifications' });
    expect(within(panel).getByText('Welcome to Oddsmith!')).toBeTruthy();
    expect(within(panel).getByText('5m ago')).toBeTruthy();
    expect(within(panel).getByText('1d ago')).toBeTruthy();
    expect(within(panel).getByRole('img', { name: 'Success' })).toBeTruthy();
    expect(within(panel).getByRole('img', { name: 'Information' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'View all notifications' }).getAttribute('href')).toBe(
      '/notifications',
    );
  });

  it('"Mark all as read" changes nothing when the server fails, and zeroes the count when it answers ok', async () => {
    let status = 500;
    const { bell, user, backend } = await signedInWithNotifications((b) =>
      b.override('POST /api/notifications/mark-all-read', () => ({
        status,
        body: status === 200 ? { success: true } : { error: 'Boom' },
      })),
    );
    await user.click(bell);
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(backend.callsTo('POST /api/notifications/mark-all-read')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();

    status = 200;
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByTestId('notification-count')).toBeNull();
  });

  it('clicking an unread notification marks it read only once the server says ok', async () => {
    let status = 500;
    const { bell, user, backend } = await signedInWithNotifications((b) =>
      b.override('POST /api/notifications/n1/read', () => ({
        status,
        body: status === 200 ? { success: true } : { error: 'Boom' },
      })),
    );
    await user.click(bell);
    const item = screen.getByRole('button', { name: /Welcome to Oddsmith!.*Mark as read$/ });
    await user.click(item);
    await waitFor(() => expect(backend.callsTo('POST /api/notifications/n1/read')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();

    status = 200;
    await user.click(item);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('a failed list load shows an empty bell', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderWithAuth('/about', (backend) => {
      backend.storeSession(backend.addUser({ email: 'ada@example.com' }));
      backend.override('GET /api/notifications', () => ({ status: 500, body: { error: 'Boom' } }));
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(
      within(screen.getByRole('region', { name: 'Latest notifications' })).getByText('No notifications'),
    ).toBeTruthy();
  });

  it('closes on a click outside it and on Escape', async () => {
    const { bell, user } = await signedInWithNotifications();
    await user.click(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    fireEvent.mouseDown(document.body);
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    await user.click(bell);
    await user.keyboard('{Escape}');
    expect(bell.getAttribute('aria-expanded')).toBe('false');
  });

  it('caps the badge at 99+, and says so in the button’s name', async () => {
    const { unreadBadge } = await import('./notification-bell');
    expect([0, 9, 99, 100, 2500].map(unreadBadge)).toEqual(['0', '9', '99', '99+', '99+']);
  });

  it('is not shown to a visitor, and nothing is fetched', async () => {
    const { backend } = await renderWithAuth('/about');
    await screen.findByRole('link', { name: 'Login' });
    expect(screen.queryByTestId('notification-bell')).toBeNull();
    expect(backend.callsTo('GET /api/notifications')).toHaveLength(0);
  });
});
