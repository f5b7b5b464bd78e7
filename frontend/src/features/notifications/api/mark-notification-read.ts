// POST /api/notifications/:id/read. The cache changes only when the server answers ok; a failure
// is logged and changes nothing (SPEC §8, Notifications).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { pagesWithNotificationRead, type NotificationsPages } from '../notifications-state';
import { notificationsQueryKey } from './get-notifications';

export function markNotificationRead(id: string): Promise<unknown> {
  return apiRequest(`/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (_reply, id) => {
      if (!user) return;
      queryClient.setQueryData<NotificationsPages>(notificationsQueryKey(user.id), (data) =>
        pagesWithNotificationRead(data, id),
      );
    },
    onError: (error) => console.warn('Could not mark the notification read', error),
  });
}
