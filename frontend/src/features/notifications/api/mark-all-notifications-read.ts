// POST /api/notifications/mark-all-read. The cache changes only when the server answers ok; a
// failure is logged and changes nothing (SPEC §8, Notifications).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { pagesWithAllRead, type NotificationsPages } from '../notifications-state';
import { notificationsQueryKey } from './get-notifications';

export function markAllNotificationsRead(): Promise<unknown> {
  return apiRequest('/notifications/mark-all-read', { method: 'POST' });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      if (!user) return;
      queryClient.setQueryData<NotificationsPages>(notificationsQueryKey(user.id), pagesWithAllRead);
    },
    onError: (error) => console.warn('Could not mark the notifications read', error),
  });
}
