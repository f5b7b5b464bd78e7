// The full-screen ban notice. Pure presentation: the ban comes in as props.
import type { ReactNode } from 'react';
import { IP_BANNED_CODE } from '@storefront/contracts/browser';
import { Trans, useTranslation } from 'react-i18next';
import { ShieldAlert, RefreshCw, Home, Clock, FileWarning, StickyNote, CalendarX } from 'lucide-react';
import { SUPPORT_EMAIL } from '@/lib/config';
import { formatDateTime } from '@/lib/format';
import { Button } from '@/components/ui/button';
import type { IpBanStatus } from '../api/get-ip-status';
import { formatBanCountdown } from '../ban-countdown';
import { useNow } from '@/hooks/use-now';

interface IpBanNoticeProps {
  status: IpBanStatus;
  onTryAgain(): void;
  onGoHome(): void;
  /** True while a re-check is running. */
  checking?: boolean;
}

export function IpBanNotice({ status, onTryAgain, onGoHome, checking }: IpBanNoticeProps) {
  const { t, i18n } = useTranslation();
  const permanent = status.isPermanent || !status.expiresAt;
  const now = useNow(1000, !permanent);
  const countdown = permanent ? null : formatBanCountdown(new Date(status.expiresAt!).getTime() - now);

  return (
    <div className="relative flex min-h-dvh items-center justify-center overflow-hidden px-4 py-12">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-1/4 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-danger-500/10 blur-3xl"
      />
      <div className="relative w-full max-w-lg rounded-3xl border border-danger-400/25 bg-ink-900/90 p-6 shadow-2xl backdrop-blur sm:p-10">
        <div className="flex flex-col items-center text-center">
          <span className="flex size-16 items-center justify-center rounded-2xl bg-danger-500/12 ring-1 ring-danger-400/30">
            <ShieldAlert className="size-8 text-danger-300" aria-hidden="true" />
          </span>
          <h1 className="mt-6 font-display text-3xl font-bold tracking-[0.08em] text-danger-300 sm:text-4xl">
            {t('ipBanned.title')}
          </h1>
          <p className="mt-3 text-fg-muted">{t('ipBanned.subtitle')}</p>
        </div>

        <dl className="mt-8 grid gap-3">
          <Detail
            icon={<FileWarning className="size-4" />}
            label={t('ipBanned.reason')}
            value={status.reason?.trim() || t('ipBanned.noReason')}
          />
          <Detail
            icon={<Clock className="size-4" />}
            label={permanent ? t('ipBanned.duration') : t('ipBanned.timeLeft')}
            value={
              permanent ? (
                <span className="font-semibold tracking-wider text-danger-300">
                  {t('ipBanned.permanent')}
                </span>
              ) : (
                <span className="font-mono tabular-nums" aria-live="off">
                  {countdown ?? t('ipBanned.expired')}
                </span>
              )
            }
          />
          {!permanent && status.expiresAt && (
            <Detail
              icon={<CalendarX className="size-4" />}
              label={t('ipBanned.expires')}
              value={formatDateTime(status.expiresAt, i18n.language)}
            />
          )}
          {status.adminNote && (
            <Detail
              icon={<StickyNote className="size-4" />}
              label={t('ipBanned.adminNote')}
              value={status.adminNote}
            />
          )}
        </dl>

        <div className="mt-8 grid gap-3 sm:grid-cols-2">
          <Button size="lg" onClick={onTryAgain} disabled={checking}>
            <RefreshCw className={checking ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
            {t('ipBanned.tryAgain')}
          </Button>
          <Button size="lg" variant="secondary" onClick={onGoHome}>
            <Home className="size-4" aria-hidden="true" />
            {t('ipBanned.goHome')}
          </Button>
        </div>

        <div className="mt-8 border-t border-white/8 pt-6 text-center text-xs text-fg-subtle">
          <p>
            {t('ipBanned.errorCode')}:{' '}
            <code className="rounded bg-white/6 px-1.5 py-0.5 font-mono text-fg-muted">{IP_BANNED_CODE}</code>
          </p>
          <p className="mt-2">
            <Trans
              i18nKey="ipBanned.contact"
              values={{ email: SUPPORT_EMAIL }}
              components={{
                mail: (
                  <a
                    href={`mailto:${SUPPORT_EMAIL}`}
                    className="text-brand-300 underline-offset-2 hover:underline"
                  />
                ),
              }}
            />
          </p>
        </div>
      </div>
    </div>
  );
}

function Detail({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-white/8 bg-ink-850 px-4 py-3">
      <dt className="flex shrink-0 items-center gap-2 text-sm text-fg-subtle">
        <span aria-hidden="true">{icon}</span>
        {label}
      </dt>
      <dd className="text-right text-sm break-words text-fg">{value}</dd>
    </div>
  );
}
