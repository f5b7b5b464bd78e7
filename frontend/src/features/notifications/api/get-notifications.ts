// GET /api/notifications: the signed-in user's notifications, newest first, with the unread count.
// A failure is logged only: the cache keeps what it had (nothing at first, shown as an empty list).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationsResponse } from '@storefront/contracts';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { EMPTY_NOTIFICATIONS, isUnread, type NotificationsState } from '../notifications-state';

export const notificationsQueryKey = (userId: string) => ['notifications', userId] as const;

export async function getNotifications(signal?: AbortSignal): Promise<NotificationsState> {
  try {
    const reply = await apiRequest<Partial<NotificationsResponse>>('/notifications', { signal });
    if (!reply?.success || !Array.isArray(reply.notifications))
      throw new Error('Unexpected notifications answer');
    const notifications = reply.notifications;
    const unreadCount =
      typeof reply.unreadCount === 'number' ? reply.unreadCount : notifications.filter(isUnread).length;
    return { notifications, unreadCount };
  } catch (error) {
    console.warn('Could not load notifications', error);
    throw error;
  }
}

export const notificationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationsQueryKey(userId),
    queryFn: ({ signal }) => getNotifications(signal),
    staleTime: 60_000,
  });

/** The bell's data for whoever is signed in; nothing is fetched without a user. */
export function useNotifications() {
  const { user } = useAuth();
  const query = useQuery({ ...notificationsQueryOptions(user?.id ?? ''), enabled: !!user });
  return { ...query, state: query.data ?? EMPTY_NOTIFICATIONS, userId: user?.id ?? null };
}
