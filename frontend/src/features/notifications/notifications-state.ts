// The bell's state and how it changes (SPEC §4, Notification): the server's list and unread count,
// a live notification first with one more unread, one read (one fewer) or all read (zero). Each
// change is applied only once the server has answered ok (the mutations call these on success).
// A broadcast's push carries no row of this user's (one push for everyone): the list is reloaded.
import type { LiveNotificationPayload, NotificationRow, NotificationType } from '@storefront/contracts';

export type { NotificationRow } from '@storefront/contracts';

export interface NotificationsState {
  notifications: NotificationRow[];
  unreadCount: number;
}

export const EMPTY_NOTIFICATIONS: NotificationsState = { notifications: [], unreadCount: 0 };

/** The four looks; any type the server sends that is not success, warning or error shows as info. */
export type NotificationLook = NotificationType;

export function lookOf(type: string): NotificationLook {
  return type === 'success' || type === 'warning' || type === 'error' ? type : 'info';
}

/** Unread: `is_read` false (some rows name it `read`). */
export function isUnread(row: NotificationRow): boolean {
  return row.is_read !== true;
}

/** Up to this long before a broadcast's reload, so every signed-in browser does not ask at once. */
export const BROADCAST_RELOAD_SPREAD_MS = 3000;

/** A broadcast's push: its id is the broadcast's, not the id of this user's stored row. */
export function isBroadcast(live: LiveNotificationPayload): boolean {
  return live.broadcast === true;
}

/** A random wait in [0, BROADCAST_RELOAD_SPREAD_MS) before reloading the list after a broadcast. */
export function broadcastReloadDelay(random: () => number = Math.random): number {
  return Math.floor(random() * BROADCAST_RELOAD_SPREAD_MS);
}

/** The state with a live notification first; a broadcast leaves it as it is (the list is reloaded). */
export function withLiveNotification(
  state: NotificationsState | undefined,
  live: LiveNotificationPayload,
  userId: string,
): NotificationsState {
  const base = state ?? EMPTY_NOTIFICATIONS;
  if (isBroadcast(live)) return base;
  // The list may already hold it (a fetch that raced the push).
  if (base.notifications.some((row) => row.id === live.id)) return base;
  const row: NotificationRow = {
    id: live.id,
    user_id: userId,
    type: live.type,
    title: live.title,
    message: live.message,
    is_read: false,
    created_at: live.timestamp,
  };
  return { notifications: [row, ...base.notifications], unreadCount: base.unreadCount + 1 };
}

export function withNotificationRead(
  state: NotificationsState | undefined,
  id: string,
): NotificationsState | undefined {
  if (!state) return state;
  const target = state.notifications.find((row) => row.id === id);
  if (!target || !isUnread(target)) return state;
  return {
    notifications: state.notifications.map((row) => (row.id === id ? { ...row, is_read: true } : row)),
    unreadCount: Math.max(0, state.unreadCount - 1),
  };
}

export function withAllRead(state: NotificationsState | undefined): NotificationsState | undefined {
  if (!state) return state;
  return {
    notifications: state.notifications.map((row) => (isUnread(row) ? { ...row, is_read: true } : row)),
    unreadCount: 0,
  };
}
