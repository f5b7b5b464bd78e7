// One line of a customer's timeline: what happened, when, by whom, and for money how much and why.
import { useTranslation } from 'react-i18next';
import {
  ArrowDownLeft,
  Bell,
  ClipboardCheck,
  Coins,
  CreditCard,
  LogIn,
  MonitorSmartphone,
  ScrollText,
  ShieldBan,
  ShoppingCart,
  StickyNote,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { cryptoTicker, renderLedgerText, renderNotificationText } from '@storefront/contracts/browser';
import { cx } from '@/lib/class-names';
import { creditTone } from '@/lib/credit-tone';
import type { TimelineEntry as Entry } from '../../admin-contracts';
import { ACTIONS } from '../../audit/components/audit-tab';
import { StatusPill } from '../../components/status-pill';
import { signedCredits } from '../../credits/credit-balance';
import { formatDateTime, formatDuration, formatMoney, formatNumber } from '../../admin-format';

const ICONS: Record<Entry['kind'], LucideIcon> = {
  purchase: ShoppingCart,
  adjustment: Coins,
  spend: ArrowDownLeft,
  refund: Undo2,
  approval: ClipboardCheck,
  note: StickyNote,
  notification: Bell,
  audit: ScrollText,
  ban: ShieldBan,
  connection: MonitorSmartphone,
  payment: CreditCard,
  session: LogIn,
};

function Body({ entry }: { entry: Entry }) {
  const { t, i18n } = useTranslation('admin');
  switch (entry.kind) {
    case 'purchase':
    case 'adjustment':
    case 'spend':
    case 'refund': {
      // A stored text is written from its code in the back office's language (French by default).
      const description = renderLedgerText(entry, i18n.language, entry.description);
      return (
        <>
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-medium text-fg">{t(`customer.kinds.${entry.kind}`)}</span>
            <span className={cx('font-semibold tabular-nums', creditTone(entry.amount))}>
              {signedCredits(entry.amount)}
            </span>
          </p>
          {entry.reason && (
            <p className="text-fg-muted">
              {t('customer.reason')}{' '}
              <span className="text-fg">{t(`reasons.codes.${entry.reason.code}`)}</span>
              {entry.reason.note && <span className="break-words"> — {entry.reason.note}</span>}
            </p>
          )}
          {description && <p className="break-words text-fg-subtle">{description}</p>}
          {entry.admin_email && (
            <p className="break-all text-fg-subtle">{t('customer.byAdmin', { email: entry.admin_email })}</p>
          )}
        </>
      );
    }
    case 'approval':
      return (
        <>
          <p className="flex flex-wrap items-baseline gap-2">
            <span className="font-medium text-fg">{t(`approvals.kind.${entry.approval_kind}`)}</span>
            <span className="font-semibold tabular-nums text-fg">
              {entry.direction === 'add' ? '+' : '−'}
              {formatNumber(entry.amount)}
            </span>
            <StatusPill
              tone={entry.status === 'approved' ? 'green' : entry.status === 'pending' ? 'amber' : 'gray'}
            >
              {t(`approvals.status.${entry.status}`)}
            </StatusPill>
          </p>
          {entry.reason && (
            <p className="text-fg-muted">
              {t(`reasons.codes.${entry.reason.code}`)}
              {entry.reason.note && <span className="break-words"> — {entry.reason.note}</span>}
            </p>
          )}
          <p className="break-all text-fg-subtle">
            {t('customer.requestedBy', { email: entry.requested_by_email })}
            {entry.decided_by_email && ` · ${t('customer.decidedBy', { email: entry.decided_by_email })}`}
          </p>
        </>
      );
    case 'note':
      return (
        <>
          <p className="font-medium text-fg">{t('customer.kinds.note')}</p>
          <p className="whitespace-pre-wrap break-words text-fg-muted">{entry.body}</p>
          <p className="break-all text-fg-subtle">{entry.author_email}</p>
        </>
      );
    case 'notification': {
      const { title, message } = renderNotificationText(entry, i18n.language, entry);
      return (
        <>
          <p className="font-medium text-fg">
            {t('customer.kinds.notification')} · <span className="font-normal">{title}</span>
          </p>
          {message && <p className="break-words text-fg-subtle">{message}</p>}
        </>
      );
    }
    case 'ban':
      return (
        <>
          <p className="font-medium text-fg">
            {t('customer.kinds.ban')} · <span className="font-mono text-sm font-normal">{entry.ip}</span>
          </p>
          <p className="break-words text-fg-muted">{entry.reason}</p>
          <p className="text-fg-subtle">
            {entry.expires_at
              ? t('customer.banUntil', { date: formatDateTime(entry.expires_at) })
              : t('customer.banPermanent')}
          </p>
        </>
      );
    case 'connection':
      return (
        <>
          <p className="font-medium text-fg">
            {t('customer.kinds.connection')} ·{' '}
            <span className="font-normal">
              {entry.browser} · {entry.os} · {entry.device}
            </span>
          </p>
          <p className="text-fg-subtle">
            <span className="font-mono">{entry.ip_network}</span> ·{' '}
            {entry.ongoing
              ? t('customer.connectionOngoing')
              : t('customer.connectionSummary', {
                  duration: formatDuration(entry.duration),
                  count: entry.pages_visited,
                })}
          </p>
        </>
      );
    case 'payment':
      return (
        <>
          <p className="flex flex-wrap items-baseline gap-2">
            <span className="font-medium text-fg">{t('customer.kinds.payment')}</span>
            <StatusPill
              tone={
                entry.display_status === 'completed'
                  ? 'green'
                  : entry.display_status === 'pending'
                    ? 'amber'
                    : 'gray'
              }
            >
              {t(`transactions.status.${entry.display_status}` as 'transactions.status.pending')}
            </StatusPill>
          </p>
          <p className="text-fg-muted">
            {t('customer.paymentSummary', {
              amount: formatMoney(entry.amount, entry.currency),
              crypto: cryptoTicker(entry.crypto),
              credits: formatNumber(entry.credits),
              count: entry.credits,
            })}
          </p>
          <p className="break-all font-mono text-xs text-fg-subtle">{entry.payment_id}</p>
        </>
      );
    case 'session':
      return (
        <>
          <p className="font-medium text-fg">
            {t('customer.kinds.session')} ·{' '}
            <span className="font-normal">
              {[entry.browser, entry.os].filter(Boolean).join(' · ') || t('customer.unknownDevice')}
            </span>
          </p>
          <p className="text-fg-subtle">
            {entry.ip && <span className="font-mono">{entry.location ?? entry.ip}</span>}
            {entry.ip && ' · '}
            {entry.ended_at
              ? t('customer.sessionEnded', { date: formatDateTime(entry.ended_at) })
              : t('customer.sessionLive')}
          </p>
        </>
      );
    case 'audit':
      return (
        <>
          <p className="font-medium text-fg">
            {ACTIONS[entry.action]
              ? t(ACTIONS[entry.action].text as 'audit.actions.usersUpdated')
              : entry.action}
          </p>
          {entry.actor_email && <p className="break-all text-fg-subtle">{entry.actor_email}</p>}
        </>
      );
  }
}

export function TimelineItem({ entry }: { entry: Entry }) {
  const Icon = ICONS[entry.kind];
  return (
    <li className="relative flex gap-3 pb-5 last:pb-0" data-kind={entry.kind}>
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-white/6 text-fg-muted ring-1 ring-white/10">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1 text-sm">
        <Body entry={entry} />
        <p className="mt-0.5 text-xs text-fg-subtle tabular-nums">
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        </p>
      </div>
    </li>
  );
}
