// The user's live sessions: the device (icon, browser and OS), its address or place, when it signed
// in and was last active, "This device", and Sign out for the others. Each row stacks on a phone.
import { useTranslation } from 'react-i18next';
import { LogOut, Monitor, Smartphone, Tablet } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ListLoadError, SkeletonRows } from '@/components/ui/list-placeholders';
import { formatDateTime } from '@/lib/format';
import type { AccountSessionView } from '../api/get-account-sessions';
import { deviceName, placeOf } from '../session-device';
import '../sessions-i18n';

const ICONS = { desktop: Monitor, mobile: Smartphone, tablet: Tablet } as const;

interface SessionListProps {
  sessions: AccountSessionView[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onEnd: (session: AccountSessionView) => void;
}

export function SessionList({ sessions, loading, failed, onRetry, onEnd }: SessionListProps) {
  const { t, i18n } = useTranslation();

  if (loading) {
    return (
      <SkeletonRows label={t('accountSessions.loading')} rows={2} rowHeight="h-20" className="grid gap-2" />
    );
  }
  if (failed || !sessions) {
    return (
      <ListLoadError
        message={t('accountSessions.loadError')}
        retry={t('accountSessions.retry')}
        onRetry={onRetry}
      />
    );
  }

  return (
    <ul aria-label={t('accountSessions.listLabel')} className="grid gap-3">
      {sessions.map((session) => {
        const Icon = ICONS[session.device.type] ?? Monitor;
        const name = deviceName(session, t);
        return (
          <li
            key={session.id}
            data-testid="session-row"
            className={
              session.current
                ? 'flex flex-wrap items-start gap-x-4 gap-y-3 rounded-xl bg-brand-400/[0.06] p-4 ring-1 ring-brand-400/25 ring-inset'
                : 'flex flex-wrap items-start gap-x-4 gap-y-3 rounded-xl bg-white/[0.03] p-4 ring-1 ring-white/8 ring-inset'
            }
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/5 ring-1 ring-white/10">
              <Icon className="size-5 text-fg-muted" aria-hidden="true" />
              <span className="sr-only">{t(`accountSessions.device.${session.device.type}`)}</span>
            </span>
            <div className="min-w-0 flex-1 basis-48">
              <p className="flex flex-wrap items-center gap-2 font-semibold break-words text-fg">
                {name}
                {session.current && <Badge tone="brand">{t('accountSessions.thisDevice')}</Badge>}
              </p>
              <p className="mt-0.5 text-sm break-all text-fg-muted">{placeOf(session, t)}</p>
              <p className="mt-1 text-xs text-fg-subtle">
                {t('accountSessions.created', { date: formatDateTime(session.created_at, i18n.language) })}
                <span aria-hidden="true" className="hidden sm:inline">
                  {' · '}
                </span>
                <br className="sm:hidden" />
                {t('accountSessions.lastActive', {
                  date: formatDateTime(session.last_active_at, i18n.language),
                })}
              </p>
            </div>
            {!session.current && (
              <Button
                variant="secondary"
                size="sm"
                className="ml-auto"
                onClick={() => onEnd(session)}
                aria-label={t('accountSessions.signOutLabel', { device: name })}
              >
                <LogOut className="size-4" aria-hidden="true" />
                {t('accountSessions.signOut')}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
