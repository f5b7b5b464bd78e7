// Live `notification` pushes for the signed-in user: first in the bell's list with one more unread,
// a toast, and a desktop notification when the browser allows it. Renders nothing.
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth/auth-context';
import { useLiveEvent } from '@/lib/realtime/live-events-provider';
import { notify } from '@/lib/toast';
import { notificationsQueryKey } from '../api/get-notifications';
import { showDesktopNotification } from '../browser-notifications';
import { lookOf, withLiveNotification, type NotificationsState } from '../notifications-state';

export function LiveNotifications(): null {
  const queryClient = useQueryClient();
  const { user } = useAuth();

  useLiveEvent('notification', (live) => {
    if (!user) return;
    queryClient.setQueryData<NotificationsState>(notificationsQueryKey(user.id), (state) =>
      withLiveNotification(state, live, user.id),
    );
    const text = live.message ? `${live.title} — ${live.message}` : live.title;
    const look = lookOf(live.type);
    if (look === 'success') notify.success(text);
    else if (look === 'error') notify.error(text);
    else if (look === 'warning') notify.warning(text);
    else notify.info(text);
    showDesktopNotification(live.id, live.title, live.message);
  });

  return null;
}
