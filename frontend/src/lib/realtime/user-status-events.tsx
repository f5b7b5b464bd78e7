// `user:status_changed`: an administrator changed this user's standing. After 0.5 s the session and
// admin flag are re-read (a revoked session ends there); a suspension signs out at once with the
// spec's French message.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/auth-context';
import { notify } from '../toast';
import { useLiveEvent } from './live-events-provider';

export const STATUS_REFRESH_DELAY_MS = 500;

/** Renders nothing; mounted once inside <LiveEventsProvider>. */
export function UserStatusEvents(): null {
  const { t } = useTranslation();
  const auth = useAuth();
  const authRef = useRef(auth);
  useEffect(() => {
    authRef.current = auth;
  }, [auth]);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  useLiveEvent('user:status_changed', (payload) => {
    const current = authRef.current;
    if (!current.user || payload.userId !== current.user.id) return;
    if (payload.reason === 'suspended') {
      void current.signOut({ quiet: true }).then(() => notify.error(t('auth.toasts.suspendedSession')));
      return;
    }
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      void authRef.current.refresh().catch(() => undefined);
    }, STATUS_REFRESH_DELAY_MS);
  });
  return null;
}
