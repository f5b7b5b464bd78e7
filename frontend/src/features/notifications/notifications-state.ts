// The bell's state and how it changes (SPEC §4, Notification): the server's list and unread count,
// a live notification first with one more unread, one read (one fewer) or all read (zero). Each
// change is applied only once the server has answered ok (the mutations call these on success).
// A broadcast's push carries no row of this user's (one push for everyone): the list is reloaded.
// The list is cached as the pages loaded so far (/notifications loads more on demand); the bell
// and the page see them as one list with the newest page's counts.
import type { InfiniteData } from '@tanstack/react-query';
import type {
  LiveNotificationPayload,
  NotificationRow,
  NotificationType,
} from '@storefront/contracts/browser';

export type { NotificationRow } from '@storefront/contracts/browser';

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
    code: live.code ?? null,
    params: live.params ?? null,
    is_read: false,
    created_at: live.timestamp,
  };
  return { notifications: [row, ...base.notifications], unreadCount: base.unreadCount + 1 };
}

export function withAllRead(state: NotificationsState | undefined): NotificationsState | undefined {
  if (!state) return state;
  return {
    notifications: state.notifications.map((row) => (isUnread(row) ? { ...row, is_read: true } : row)),
    unreadCount: 0,
  };
}

/** Rows asked for per page (the server's default page). */
export const NOTIFICATIONS_PAGE_SIZE = 50;

/** One page as the server answered it; `total` (all the user's rows) when the server sends it. */
export interface NotificationsPage extends NotificationsState {
  total?: number;
}

/** The cached list: the pages loaded so far, each under the offset it was asked at. */
export type NotificationsPages = InfiniteData<NotificationsPage, number>;

/** What the bell and the page show: the loaded rows once each, and how many there are in all. */
export interface NotificationsView extends NotificationsState {
  total: number;
}

const EMPTY_VIEW: NotificationsView = { ...EMPTY_NOTIFICATIONS, total: 0 };

function loadedRows(pages: readonly NotificationsPage[]): NotificationRow[] {
  // Rows pushed in since the first page shift the later pages: the same row can come twice.
  const seen = new Set<string>();
  const rows: NotificationRow[] = [];
  for (const page of pages) {
    for (const row of page.notifications) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
  }
  return rows;
}

/** The first page (the newest rows) carries the counts: live pushes and marks keep it current. */
export function viewOf(data: Pick<NotificationsPages, 'pages'> | undefined): NotificationsView {
  const first = data?.pages[0];
  if (!first) return EMPTY_VIEW;
  const notifications = loadedRows(data.pages);
  return {
    notifications,
    unreadCount: first.unreadCount,
    total: Math.max(first.total ?? 0, notifications.length),
  };
}

/**
 * The offset of the page after those loaded (the last one asked at `lastOffset`), or undefined
 * when there is none: the last page came back short, or every row is loaded. Rows only ever arrive
 * at the top, which pushes older rows down: the next page may repeat a row (shown once), never
 * skip one. A server that sends no total is paged until a short page.
 */
export function nextPageOffset(pages: readonly NotificationsPage[], lastOffset: number): number | undefined {
  const last = pages.at(-1);
  if (!last || last.notifications.length < NOTIFICATIONS_PAGE_SIZE) return undefined;
  const total = pages[0].total;
  if (total !== undefined && loadedRows(pages).length >= total) return undefined;
  return lastOffset + last.notifications.length;
}

/** A live notification first in the first page, once (it may be on any loaded page already). */
export function pagesWithLiveNotification(
  data: NotificationsPages | undefined,
  live: LiveNotificationPayload,
  userId: string,
): NotificationsPages | undefined {
  if (!data?.pages.length || isBroadcast(live)) return data;
  if (data.pages.some((page) => page.notifications.some((row) => row.id === live.id))) return data;
  const [first, ...rest] = data.pages;
  const updated: NotificationsPage = {
    ...withLiveNotification(first, live, userId),
    ...(first.total !== undefined && { total: first.total + 1 }),
  };
  return { ...data, pages: [updated, ...rest] };
}

/** One row read on whichever page holds it; the count (on the first page) drops by one. */
export function pagesWithNotificationRead(
  data: NotificationsPages | undefined,
  id: string,
): NotificationsPages | undefined {
  const target = data?.pages.flatMap((page) => page.notifications).find((row) => row.id === id);
  if (!data || !target || !isUnread(target)) return data;
  return {
    ...data,
    pages: data.pages.map((page, index) => ({
      ...page,
      notifications: page.notifications.map((row) => (row.id === id ? { ...row, is_read: true } : row)),
      unreadCount: index === 0 ? Math.max(0, page.unreadCount - 1) : page.unreadCount,
    })),
  };
}

export function pagesWithAllRead(data: NotificationsPages | undefined): NotificationsPages | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, ...withAllRead(page) })) };
}
