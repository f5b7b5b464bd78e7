// Live `notification` pushes for the signed-in user: first in the bell's list with one more unread,
// a toast, and a desktop notification when the browser allows it. Renders nothing. A broadcast's
// push is one for everyone and carries no row of this user's: after a short random wait (so a
// whole audience does not ask at once) the list and its unread count are reloaded instead.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth/auth-context';
import { useLiveEvent } from '@/lib/realtime/live-events-provider';
import { notify } from '@/lib/toast';
import { notificationsQueryKey } from '../api/get-notifications';
import { showDesktopNotification } from '../browser-notifications';
import {
  broadcastReloadDelay,
  isBroadcast,
  lookOf,
  withLiveNotification,
  type NotificationsState,
} from '../notifications-state';

export function LiveNotifications(): null {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const reloads = useRef(new Set<number>());

  useEffect(() => {
    const pending = reloads.current;
    return () => {
      pending.forEach((timer) => window.clearTimeout(timer));
      pending.clear();
    };
  }, []);

  useLiveEvent('notification', (live) => {
    if (!user) return;
    if (isBroadcast(live)) {
      const queryKey = notificationsQueryKey(user.id);
      const timer = window.setTimeout(() => {
        reloads.current.delete(timer);
        void queryClient.invalidateQueries({ queryKey });
      }, broadcastReloadDelay());
      reloads.current.add(timer);
    } else {
      queryClient.setQueryData<NotificationsState>(notificationsQueryKey(user.id), (state) =>
        withLiveNotification(state, live, user.id),
      );
    }
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
