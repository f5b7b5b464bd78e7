// A short list of the newest notifications with the unread count (the dashboard's card).
import { useTranslation } from 'react-i18next';
import { useNow } from '@/hooks/use-now';
import { cx } from '@/lib/class-names';
import { useNotifications } from '../api/get-notifications';
import { isUnread } from '../notifications-state';
import { NotificationTypeIcon } from './notification-type-icon';
import { RelativeTimeLabel } from './relative-time-label';

export function LatestNotifications({ limit = 3 }: { limit?: number }) {
  const { t } = useTranslation();
  const { state, isPending } = useNotifications();
  const now = useNow(60_000);
  const latest = state.notifications.slice(0, limit);

  if (isPending) {
    return (
      <div className="grid gap-2" aria-hidden="true">
        {[0, 1].map((i) => (
          <div key={i} className="h-12 animate-pulse rounded-xl bg-white/4" />
        ))}
      </div>
    );
  }

  if (latest.length === 0) return <p className="text-sm text-fg-subtle">{t('bell.empty')}</p>;

  return (
    <div>
      <p
        className={cx('text-sm font-medium', state.unreadCount > 0 ? 'text-brand-300' : 'text-fg-subtle')}
        data-testid="dashboard-unread"
      >
        {state.unreadCount > 0 ? t('notifications.unread', { count: state.unreadCount }) : t('bell.allRead')}
      </p>
      <ul className="mt-3 grid gap-2">
        {latest.map((row) => (
          <li key={row.id} className="flex items-start gap-3 rounded-xl bg-white/3 px-3 py-2.5">
            <NotificationTypeIcon type={row.type} size="sm" />
            <div className="min-w-0 flex-1">
              <p
                className={cx('truncate text-sm', isUnread(row) ? 'font-semibold text-fg' : 'text-fg-muted')}
              >
                {row.title}
              </p>
              <RelativeTimeLabel date={row.created_at} now={now} className="text-xs text-fg-subtle" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
