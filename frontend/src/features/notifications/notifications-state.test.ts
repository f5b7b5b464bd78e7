import { describe, expect, it } from 'vitest';
import type { NotificationRow } from '@storefront/contracts/browser';
import {
  BROADCAST_RELOAD_SPREAD_MS,
  broadcastReloadDelay,
  isBroadcast,
  lookOf,
  nextPageOffset,
  NOTIFICATIONS_PAGE_SIZE,
  pagesWithAllRead,
  pagesWithLiveNotification,
  pagesWithNotificationRead,
  viewOf,
  withAllRead,
  withLiveNotification,
  type NotificationsPage,
  type NotificationsPages,
  type NotificationsState,
} from './notifications-state';

const row = (id: string, isRead: boolean): NotificationRow => ({
  id,
  user_id: 'u1',
  type: 'info',
  title: `Title ${id}`,
  message: `Message ${id}`,
  is_read: isRead,
  created_at: '2030-01-01T00:00:00.000Z',
});

const state: NotificationsState = {
  notifications: [row('a', false), row('b', true), row('c', false)],
  unreadCount: 2,
};
const pages = (...list: NotificationsPage[]): NotificationsPages => ({
  pages: list,
  pageParams: list.map((_, i) => i * NOTIFICATIONS_PAGE_SIZE),
});

const live = {
  id: 'n',
  title: 'Crédits ajoutés',
  message: '+10',
  type: 'success' as const,
  timestamp: '2030-01-02T00:00:00.000Z',
};

describe('the bell’s state rules (SPEC §4, Notification)', () => {
  it('puts a live notification first, unread, and adds one to the count', () => {
    const next = withLiveNotification(state, live, 'u1');
    expect(next.notifications.map((n) => n.id)).toEqual(['n', 'a', 'b', 'c']);
    expect(next.notifications[0]).toMatchObject({
      is_read: false,
      title: 'Crédits ajoutés',
      created_at: live.timestamp,
      user_id: 'u1',
    });
    expect(next.unreadCount).toBe(3);
  });

  it('does not count the same live notification twice (a fetch that already had it)', () => {
    const once = withLiveNotification(state, live, 'u1');
    expect(withLiveNotification(once, live, 'u1')).toBe(once);
  });

  it('starts a list from a live notification when nothing was loaded yet', () => {
    expect(withLiveNotification(undefined, live, 'u1')).toMatchObject({
      unreadCount: 1,
      notifications: [{ id: 'n' }],
    });
  });

  it('leaves the list to the reload for a broadcast, whose id is no row of this user’s', () => {
    const broadcast = { ...live, id: `broadcast:${live.timestamp}`, broadcast: true as const };
    expect(isBroadcast(broadcast)).toBe(true);
    expect(isBroadcast(live)).toBe(false);
    expect(withLiveNotification(state, broadcast, 'u1')).toBe(state);
  });

  it('spreads the reloads after a broadcast over a few seconds', () => {
    expect(broadcastReloadDelay(() => 0)).toBe(0);
    expect(broadcastReloadDelay(() => 0.5)).toBe(BROADCAST_RELOAD_SPREAD_MS / 2);
    expect(broadcastReloadDelay(() => 0.999999)).toBeLessThan(BROADCAST_RELOAD_SPREAD_MS);
    expect(BROADCAST_RELOAD_SPREAD_MS).toBeLessThanOrEqual(5000);
  });

  it('marking one unread notification read drops the count by one', () => {
    const next = viewOf(pagesWithNotificationRead(pages(state), 'a'));
    expect(next.unreadCount).toBe(1);
    expect(next.notifications.find((n) => n.id === 'a')?.is_read).toBe(true);
  });

  it('marking an already read or unknown notification changes nothing', () => {
    const loaded = pages(state);
    expect(pagesWithNotificationRead(loaded, 'b')).toBe(loaded);
    expect(pagesWithNotificationRead(loaded, 'zzz')).toBe(loaded);
    expect(pagesWithNotificationRead(undefined, 'a')).toBeUndefined();
  });

  it('marking all read sets every row read and the count to zero', () => {
    const next = withAllRead(state)!;
    expect(next.unreadCount).toBe(0);
    expect(next.notifications.every((n) => n.is_read)).toBe(true);
  });

  it('shows success, warning and error as themselves and anything else as info', () => {
    expect(['success', 'warning', 'error', 'info', 'promo', ''].map(lookOf)).toEqual([
      'success',
      'warning',
      'error',
      'info',
      'info',
      'info',
    ]);
  });
});

describe('the list loaded a page at a time', () => {
  const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => `r${from + i}`);
  const page = (rowIds: string[], extra: Partial<NotificationsPage> = {}): NotificationsPage => ({
    notifications: rowIds.map((id) => row(id, true)),
    unreadCount: 0,
    ...extra,
  });

  it('shows every loaded row once, with the first page’s counts and the server’s total', () => {
    // A row pushed in after the first page shifted the second: its first row comes again.
    const data = pages(
      page(ids(0, 50), { unreadCount: 4, total: 120 }),
      page(ids(49, 50), { unreadCount: 0, total: 121 }),
    );
    const view = viewOf(data);
    expect(view.notifications.map((n) => n.id)).toEqual(ids(0, 99));
    expect(view).toMatchObject({ unreadCount: 4, total: 120 });
    expect(viewOf(undefined)).toEqual({ notifications: [], unreadCount: 0, total: 0 });
    // A server that sends no total: what is loaded.
    expect(viewOf(pages(page(ids(0, 3)))).total).toBe(3);
  });

  it('asks for the next page from where the last one ended, until every row is loaded', () => {
    const first = page(ids(0, 50), { total: 120 });
    expect(nextPageOffset([first], 0)).toBe(50);
    const second = page(ids(50, 50), { total: 120 });
    expect(nextPageOffset([first, second], 50)).toBe(100);
    expect(nextPageOffset([first, second, page(ids(100, 20))], 100)).toBeUndefined();
    // All loaded although the page was full.
    expect(nextPageOffset([page(ids(0, 50), { total: 50 })], 0)).toBeUndefined();
    // Two live rows on top of the first page: the server's next page starts two further down.
    expect(nextPageOffset([page(ids(0, 52), { total: 120 })], 0)).toBe(52);
  });

  it('without a total from the server, pages until a short page', () => {
    expect(nextPageOffset([page(ids(0, 50))], 0)).toBe(50);
    expect(nextPageOffset([page(ids(0, 50)), page(ids(50, 7))], 50)).toBeUndefined();
    expect(nextPageOffset([page([])], 0)).toBeUndefined();
  });

  it('puts a live notification first on the first page, once, counting it in the total', () => {
    const data = pages(page(['a', 'b'], { unreadCount: 1, total: 60 }), page(['c']));
    const next = pagesWithLiveNotification(data, live, 'u1')!;
    expect(next.pages[0].notifications.map((n) => n.id)).toEqual(['n', 'a', 'b']);
    expect(next.pages[0]).toMatchObject({ unreadCount: 2, total: 61 });
    expect(pagesWithLiveNotification(next, live, 'u1')).toBe(next);
    // Already on a later page (a fetch that raced the push): nothing added.
    const onSecond = pages(page(['a']), page(['n']));
    expect(pagesWithLiveNotification(onSecond, live, 'u1')).toBe(onSecond);
    // Nothing loaded yet: left to the fetch.
    expect(pagesWithLiveNotification(undefined, live, 'u1')).toBeUndefined();
  });

  it('marks one row read on whichever page holds it, and all rows of every page', () => {
    const data = pages(
      { notifications: [row('a', false)], unreadCount: 2, total: 60 },
      { notifications: [row('z', false)], unreadCount: 2, total: 60 },
    );
    const one = pagesWithNotificationRead(data, 'z')!;
    expect(one.pages[1].notifications[0].is_read).toBe(true);
    expect(viewOf(one).unreadCount).toBe(1);
    expect(pagesWithNotificationRead(one, 'z')).toBe(one);
    const all = pagesWithAllRead(data)!;
    expect(all.pages.flatMap((p) => p.notifications).every((n) => n.is_read)).toBe(true);
    expect(viewOf(all)).toMatchObject({ unreadCount: 0, total: 60 });
  });
});
