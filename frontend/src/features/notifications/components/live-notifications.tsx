// Live `notification` pushes for the signed-in user: first in the bell's list with one more unread,
// a toast, and a desktop notification when the browser allows it. Renders nothing. A broadcast's
// push is one for everyone and carries no row of this user's: after a short random wait (so a
// whole audience does not ask at once) the list and its unread count are reloaded instead.
// A push that lands while the list is being fetched would be overwritten by that fetch's older
// answer, so the fetch is dropped and asked again. Pushes sent while the channel was down are lost:
// once it is back, the list and the credits (whose changes arrive as notifications) are re-read.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth/auth-context';
import { useLiveEvent, useLiveReconnect } from '@/lib/realtime/live-events-provider';
import { notify } from '@/lib/toast';
import { notificationsQueryKey } from '../api/get-notifications';
import { showDesktopNotification } from '../browser-notifications';
import { notificationText } from '../notification-text';
import {
  broadcastReloadDelay,
  isBroadcast,
  lookOf,
  pagesWithLiveNotification,
  type NotificationsPages,
} from '../notifications-state';

export function LiveNotifications(): null {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const { i18n } = useTranslation();
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
      const queryKey = notificationsQueryKey(user.id);
      const racing = queryClient.isFetching({ queryKey }) > 0;
      // Cancelling puts back the list from before that fetch, synchronously, so the push lands on it.
      if (racing) void queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<NotificationsPages>(queryKey, (data) =>
        pagesWithLiveNotification(data, live, user.id),
      );
      // No list yet, or its fetch was dropped: ask again (the stored row is in the answer).
      if (racing || !queryClient.getQueryData(queryKey)) void queryClient.invalidateQueries({ queryKey });
    }
    const { title, message } = notificationText(live, i18n.language);
    const text = message ? `${title} — ${message}` : title;
    const look = lookOf(live.type);
    if (look === 'success') notify.success(text);
    else if (look === 'error') notify.error(text);
    else if (look === 'warning') notify.warning(text);
    else notify.info(text);
    showDesktopNotification(live.id, title, message);
  });

  useLiveReconnect(() => {
    if (!user) return;
    void queryClient.invalidateQueries({ queryKey: notificationsQueryKey(user.id) });
    void queryClient.invalidateQueries({ queryKey: ['credits', user.id] });
  });

  return null;
}
