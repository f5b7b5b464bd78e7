// /notifications: the notifications with their type, title, message, 'Read' marker and relative
// time, newest first, a page at a time ('Load more' appends the next), a count header with the
// real total and 'Mark All as Read'. On load, if there are any, all are marked read, as SPEC §3
// and §4 say ("marks everything read on load"), older pages included; those of the first page that
// were unread keep a 'New' tag for this visit, and the header counts them ("2 new since your last
// visit") rather than reading "0 unread" above them. Not a guarded route: without a user nothing is
// fetched.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BellOff, BellRing, Check, CheckCheck, Loader2 } from 'lucide-react';
import { PageTitle } from '@/components/layout/page-title';
import { Button, buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useNow } from '@/hooks/use-now';
import { APP_PATHS } from '@/lib/app-paths';
import { useAuth } from '@/lib/auth/auth-context';
import { cx } from '@/lib/class-names';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useDesktopPermission } from '../hooks/use-desktop-permission';
import { useNotificationText } from '../notification-text';
import { isUnread, type NotificationRow } from '../notifications-state';
import { NotificationTypeIcon } from './notification-type-icon';
import { RelativeTimeLabel } from './relative-time-label';

export function NotificationsPage() {
  const { t } = useTranslation();
  const { user, isLoading } = useAuth();

  return (
    <Container className="max-w-3xl py-10 sm:py-16">
      <PageTitle title={t('notifications.title')} />
      {isLoading ? (
        <PageSpinner label={t('notifications.loading')} />
      ) : user ? (
        <SignedInNotifications />
      ) : (
        <SignedOut />
      )}
    </Container>
  );
}

function SignedInNotifications() {
  const { t } = useTranslation();
  const { state, isPending, isFetched, hasNextPage, fetchNextPage, isFetchingNextPage } = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const now = useNow(60_000);
  const { notifications, unreadCount, total } = state;

  // The ones unread when the page opened: tagged 'New' for this visit, though marked read at once.
  const [arrivedUnread, setArrivedUnread] = useState<ReadonlySet<string> | null>(null);
  const autoMarked = useRef(false);
  const { mutate: markAllRead } = markAll;
  useEffect(() => {
    if (!isFetched || autoMarked.current) return;
    autoMarked.current = true;
    setArrivedUnread(new Set(notifications.filter(isUnread).map((row) => row.id)));
    if (notifications.length > 0) markAllRead();
  }, [isFetched, notifications, markAllRead]);
  // What is still unread comes first; once all is read, the ones tagged 'New' are what is news.
  const arrivedNew = notifications.filter((row) => arrivedUnread?.has(row.id)).length;
  const countLabel =
    unreadCount === 0 && arrivedNew > 0
      ? t('notifications.newSinceLastVisit', { count: arrivedNew })
      : t('notifications.unread', { count: unreadCount });

  return (
    <>
      <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-semibold text-fg sm:text-4xl">{t('notifications.title')}</h1>
          <p className="mt-2 text-fg-muted">{t('notifications.subtitle')}</p>
          <p className="mt-4 flex flex-wrap items-center gap-2 text-sm" data-testid="notifications-count">
            <span className="rounded-full bg-white/6 px-3 py-1 font-medium text-fg-muted ring-1 ring-white/10 ring-inset">
              {t('notifications.total', { count: total })}
            </span>
            <span
              className={cx(
                'rounded-full px-3 py-1 font-medium ring-1 ring-inset',
                unreadCount > 0 || arrivedNew > 0
                  ? 'bg-brand-400/12 text-brand-300 ring-brand-400/25'
                  : 'bg-white/6 text-fg-subtle ring-white/10',
              )}
            >
              {countLabel}
            </span>
          </p>
        </div>
        <Button
          variant="secondary"
          onClick={() => markAll.mutate()}
          disabled={unreadCount === 0 || markAll.isPending}
          className="self-start sm:self-auto"
        >
          <CheckCheck className="size-4" aria-hidden="true" />
          {t('notifications.markAllRead')}
        </Button>
      </header>

      <DesktopCard />

      <div className="mt-8">
        {isPending ? (
          <PageSpinner label={t('notifications.loading')} />
        ) : notifications.length === 0 ? (
          <NoNotifications>
            <p className="mt-2 max-w-sm text-sm text-fg-muted">{t('notifications.emptyHint')}</p>
          </NoNotifications>
        ) : (
          <>
            <ul className="grid gap-3" aria-label={t('notifications.title')}>
              {notifications.map((row) => (
                <li key={row.id}>
                  <NotificationCard row={row} now={now} isNew={arrivedUnread?.has(row.id) ?? false} />
                </li>
              ))}
            </ul>
            {hasNextPage && (
              <div className="mt-6 flex flex-col items-center gap-2">
                <p className="text-sm text-fg-subtle" aria-live="polite">
                  {t('notifications.showing', { shown: notifications.length, total })}
                </p>
                <Button
                  variant="secondary"
                  onClick={() => void fetchNextPage()}
                  disabled={isFetchingNextPage}
                  aria-busy={isFetchingNextPage}
                >
                  {isFetchingNextPage && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
                  {t('notifications.loadMore')}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </>
  );
}

function NotificationCard({ row, now, isNew }: { row: NotificationRow; now: number; isNew: boolean }) {
  const { t } = useTranslation();
  const { title, message } = useNotificationText(row);
  const read = !isUnread(row);
  return (
    <Card
      data-testid="notification-item"
      data-read={read}
      className={cx('flex gap-4 p-4 sm:p-5', (isNew || !read) && 'border-brand-400/25')}
    >
      <NotificationTypeIcon type={row.type} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 className="text-base font-semibold break-words text-fg">{title}</h2>
          {isNew && (
            <span className="rounded-full bg-brand-400/12 px-2 py-0.5 text-[11px] font-semibold tracking-wide text-brand-300 uppercase ring-1 ring-brand-400/25 ring-inset">
              {t('notifications.new')}
            </span>
          )}
        </div>
        <p className="mt-1 text-sm break-words whitespace-pre-line text-fg-muted">{message}</p>
        <div className="mt-3 flex items-center gap-3 text-xs text-fg-subtle">
          <RelativeTimeLabel date={row.created_at} now={now} />
          {/* 'New' for this visit says more than 'Read'; the two are never shown together. */}
          {read && !isNew && (
            <span className="inline-flex items-center gap-1 text-fg-subtle">
              <Check className="size-3.5" aria-hidden="true" />
              {t('notifications.read')}
            </span>
          )}
        </div>
      </div>
    </Card>
  );
}

function DesktopCard() {
  const { t } = useTranslation();
  const { canAsk, request } = useDesktopPermission();
  if (!canAsk) return null;
  return (
    <div className="mt-6 flex items-center gap-3 rounded-2xl border border-gold-400/20 bg-gold-400/5 px-4 py-3">
      <BellRing className="size-5 shrink-0 text-gold-300" aria-hidden="true" />
      <p className="flex-1 text-sm text-fg-muted">{t('notifications.desktop.prompt')}</p>
      <Button size="sm" variant="secondary" onClick={() => void request()}>
        {t('notifications.desktop.enable')}
      </Button>
    </div>
  );
}

function SignedOut() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="text-3xl font-semibold text-fg sm:text-4xl">{t('notifications.title')}</h1>
      <NoNotifications className="mt-8">
        <p className="mt-2 text-sm text-fg-muted">{t('notifications.signedOut')}</p>
        <Link
          to={APP_PATHS.login}
          search={{ redirect: '/notifications' }}
          className={buttonStyles({ className: 'mt-6' })}
        >
          {t('notifications.signIn')}
        </Link>
      </NoNotifications>
    </>
  );
}

/** 'No notifications', then why and what to do (`children`). */
function NoNotifications({ className, children }: { className?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card className={cx(className, 'flex flex-col items-center px-6 py-16 text-center')}>
      <span className="flex size-14 items-center justify-center rounded-2xl bg-white/5 ring-1 ring-white/10">
        <BellOff className="size-6 text-fg-subtle" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-xl font-semibold text-fg">{t('notifications.empty')}</h2>
      {children}
    </Card>
  );
}
