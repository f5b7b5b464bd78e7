// GET /api/notifications?limit&offset: the signed-in user's notifications, newest first, a page at a
// time, with the unread count and (newer servers) the total. The bell reads the first page; the
// notifications page loads more on demand. A failure is logged only: the cache keeps what it had
// (nothing at first, shown as an empty list).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { NotificationsResponse } from '@storefront/contracts/browser';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import {
  isUnread,
  nextPageOffset,
  NOTIFICATIONS_PAGE_SIZE,
  viewOf,
  type NotificationsPage,
} from '../notifications-state';

export const notificationsQueryKey = (userId: string) => ['notifications', userId] as const;

export async function getNotifications(offset = 0, signal?: AbortSignal): Promise<NotificationsPage> {
  try {
    const reply = await apiRequest<Partial<NotificationsResponse>>(
      `/notifications?limit=${NOTIFICATIONS_PAGE_SIZE}&offset=${offset}`,
      { signal },
    );
    if (!reply?.success || !Array.isArray(reply.notifications))
      throw new Error('Unexpected notifications answer');
    const notifications = reply.notifications;
    const unreadCount =
      typeof reply.unreadCount === 'number' ? reply.unreadCount : notifications.filter(isUnread).length;
    return typeof reply.total === 'number'
      ? { notifications, unreadCount, total: reply.total }
      : { notifications, unreadCount };
  } catch (error) {
    console.warn('Could not load notifications', error);
    throw error;
  }
}

export const notificationsQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: notificationsQueryKey(userId),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages, lastOffset) => nextPageOffset(pages, lastOffset),
    staleTime: 60_000,
  });

/** The list for whoever is signed in (every loaded page); nothing is fetched without a user. */
export function useNotifications() {
  const { user } = useAuth();
  const query = useInfiniteQuery({ ...notificationsQueryOptions(user?.id ?? ''), enabled: !!user });
  return { ...query, state: viewOf(query.data), userId: user?.id ?? null };
}
