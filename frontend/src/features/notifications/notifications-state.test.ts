import { describe, expect, it } from 'vitest';
import type { NotificationRow } from '@storefront/contracts';
import {
  BROADCAST_RELOAD_SPREAD_MS,
  broadcastReloadDelay,
  isBroadcast,
  lookOf,
  withAllRead,
  withLiveNotification,
  withNotificationRead,
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
    const next = withNotificationRead(state, 'a')!;
    expect(next.unreadCount).toBe(1);
    expect(next.notifications.find((n) => n.id === 'a')?.is_read).toBe(true);
  });

  it('marking an already read or unknown notification changes nothing', () => {
    expect(withNotificationRead(state, 'b')).toBe(state);
    expect(withNotificationRead(state, 'zzz')).toBe(state);
    expect(withNotificationRead(undefined, 'a')).toBeUndefined();
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
