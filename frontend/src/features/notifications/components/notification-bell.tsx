// The bell (navbar and dashboard): unread count, and a dropdown with the latest notifications,
// 'Mark all as read' and 'View all notifications'. Clicking an unread one marks it read. A click
// outside, Escape or a navigation closes it.
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Bell, BellOff, BellRing, CheckCheck, ChevronRight } from 'lucide-react';
import { useClickOutside } from '@/hooks/use-click-outside';
import { useNow } from '@/hooks/use-now';
import { cx } from '@/lib/class-names';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useDesktopPermission } from '../hooks/use-desktop-permission';
import { useNotificationText } from '../notification-text';
import { isUnread, type NotificationRow } from '../notifications-state';
import { NotificationTypeIcon } from './notification-type-icon';
import { RelativeTimeLabel } from './relative-time-label';

/** How many of the latest notifications the dropdown lists. */
export const BELL_LATEST = 5;

export function unreadBadge(count: number): string {
  return count > 99 ? '99+' : String(count);
}

export function NotificationBell({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { state, userId } = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const [open, setOpen] = useState(false);
  const [panelTop, setPanelTop] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const now = useNow(60_000, open);

  useClickOutside([panelRef, buttonRef], () => setOpen(false), open);
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  if (!userId) return null;
  const { unreadCount, notifications } = state;
  const latest = notifications.slice(0, BELL_LATEST);

  function toggle() {
    // On phones the panel spans the screen just under the bell (see the panel's classes).
    if (!open && buttonRef.current) setPanelTop(buttonRef.current.getBoundingClientRect().bottom + 8);
    setOpen((value) => !value);
  }

  return (
    <div className={cx('relative', className)}>
      <button
        ref={buttonRef}
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={panelId}
        // The name repeats the badge's text as shown ("99+"), so speech users can say what they see.
        aria-label={
          unreadCount > 0 ? t('bell.labelUnread', { count: unreadBadge(unreadCount) }) : t('bell.label')
        }
        data-testid="notification-bell"
        className="relative flex size-10 items-center justify-center rounded-xl text-fg-muted transition hover:bg-white/6 hover:text-fg aria-expanded:bg-white/8 aria-expanded:text-fg"
      >
        {unreadCount > 0 ? (
          <BellRing className="size-5" aria-hidden="true" />
        ) : (
          <Bell className="size-5" aria-hidden="true" />
        )}
        {unreadCount > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-count"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-danger-500 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-ink-950"
          >
            {unreadBadge(unreadCount)}
          </span>
        )}
      </button>

      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        data-notifications-panel=""
        role="region"
        aria-label={t('bell.panelLabel')}
        style={{ '--bell-top': `${panelTop}px` } as CSSProperties}
        className="z-50 animate-pop-in overflow-hidden rounded-2xl border border-white/10 bg-ink-900/95 shadow-2xl backdrop-blur-xl max-sm:fixed max-sm:inset-x-3 max-sm:top-(--bell-top) sm:absolute sm:top-full sm:right-0 sm:mt-2 sm:w-96"
      >
        <div className="flex items-center justify-between gap-3 border-b border-white/8 px-4 py-3">
          <p className="flex items-center gap-2 font-display text-base font-semibold text-fg">
            {t('bell.heading')}
            {unreadCount > 0 && (
              <span className="rounded-full bg-brand-400/12 px-2 py-0.5 text-xs font-semibold text-brand-300 ring-1 ring-brand-400/25 ring-inset">
                {unreadBadge(unreadCount)}
              </span>
            )}
          </p>
          <button
            type="button"
            onClick={() => markAll.mutate()}
            disabled={unreadCount === 0 || markAll.isPending}
            className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-xs font-semibold text-brand-300 transition hover:bg-white/6 hover:text-brand-200 disabled:pointer-events-none disabled:opacity-40"
          >
            <CheckCheck className="size-4" aria-hidden="true" />
            {t('bell.markAllRead')}
          </button>
        </div>

        {latest.length === 0 ? (
          <div className="flex flex-col items-center px-6 py-10 text-center">
            <span className="flex size-12 items-center justify-center rounded-2xl bg-white/5 ring-1 ring-white/10">
              <BellOff className="size-5 text-fg-subtle" aria-hidden="true" />
            </span>
            <p className="mt-4 text-sm font-semibold text-fg">{t('bell.empty')}</p>
            <p className="mt-1 text-xs text-fg-subtle">{t('bell.emptyHint')}</p>
          </div>
        ) : (
          <ul className="max-h-[min(24rem,60vh)] divide-y divide-white/6 overflow-y-auto overscroll-contain">
            {latest.map((row) => (
              <li key={row.id}>
                <BellItem row={row} now={now} />
              </li>
            ))}
          </ul>
        )}

        <DesktopPrompt />

        <Link
          to="/notifications"
          className="flex items-center justify-center gap-1 border-t border-white/8 px-4 py-3 text-sm font-semibold text-fg-muted transition hover:bg-white/5 hover:text-fg"
        >
          {t('bell.viewAll')}
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </div>
  );
}

function BellItem({ row, now }: { row: NotificationRow; now: number }) {
  const { t } = useTranslation();
  const { title, message } = useNotificationText(row);
  const markRead = useMarkNotificationRead();
  const unread = isUnread(row);
  return (
    <button
      type="button"
      onClick={() => unread && markRead.mutate(row.id)}
      data-unread={unread}
      className={cx(
        'flex w-full items-start gap-3 px-4 py-3 text-left transition hover:bg-white/4',
        unread ? 'bg-brand-400/[0.04]' : 'cursor-default',
      )}
    >
      <NotificationTypeIcon type={row.type} size="sm" />
      <span className="min-w-0 flex-1">
        <span className="flex items-start justify-between gap-2">
          <span
            className={cx('truncate text-sm', unread ? 'font-semibold text-fg' : 'font-medium text-fg-muted')}
          >
            {title}
          </span>
          <RelativeTimeLabel
            date={row.created_at}
            now={now}
            className="shrink-0 pt-0.5 text-[11px] text-fg-subtle"
          />
        </span>
        <span className="mt-0.5 line-clamp-2 block text-xs text-fg-subtle">{message}</span>
      </span>
      {unread && (
        <>
          <span
            className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-400"
            aria-hidden="true"
            title={t('bell.unreadDot')}
          />
          <span className="sr-only">{t('bell.markRead')}</span>
        </>
      )}
    </button>
  );
}

function DesktopPrompt() {
  const { t } = useTranslation();
  const { canAsk, request } = useDesktopPermission();
  if (!canAsk) return null;
  return (
    <div className="flex items-center gap-3 border-t border-white/8 bg-white/3 px-4 py-3">
      <BellRing className="size-4 shrink-0 text-gold-300" aria-hidden="true" />
      <p className="flex-1 text-xs text-fg-muted">{t('notifications.desktop.prompt')}</p>
      <button
        type="button"
        onClick={() => void request()}
        className="rounded-lg bg-white/8 px-2.5 py-1 text-xs font-semibold text-fg ring-1 ring-white/12 ring-inset transition hover:bg-white/12"
      >
        {t('notifications.desktop.enable')}
      </button>
    </div>
  );
}
