// One four-eyes request: whose balance, how much and why, why it waits, who asked and when it
// lapses, and what the signed-in administrator may do with it (approve someone else's, withdraw
// their own).
import { useTranslation } from 'react-i18next';
import { Check, X } from 'lucide-react';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/class-names';
import type { CreditApproval } from '../../admin-contracts';
import { StatusPill, type PillTone } from '../../components/status-pill';
import { formatDateTime, formatNumber } from '../../admin-format';

const STATUS_TONES: Record<CreditApproval['status'], PillTone> = {
  pending: 'amber',
  approved: 'green',
  cancelled: 'gray',
  expired: 'red',
};

/** An id's first block, enough to tell requests apart; the whole id is in the title. */
const shortId = (id: string) => `${id.slice(0, 8)}…`;

interface ApprovalCardProps {
  approval: CreditApproval;
  /** The signed-in administrator's id: their own request can be withdrawn, not approved. */
  me: string | undefined;
  busy: boolean;
  onDecide: (decision: 'approve' | 'cancel') => void;
}

export function ApprovalCard({ approval, me, busy, onDecide }: ApprovalCardProps) {
  const { t } = useTranslation('admin');
  const mine = approval.requested_by === me;
  const sign = approval.direction === 'add' ? '+' : '−';
  return (
    <li
      className="rounded-xl border border-white/8 bg-ink-900/50 p-4"
      aria-label={t('approvals.cardLabel', { email: approval.user_email ?? approval.user_id })}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Link
            to="/admin/users/$userId"
            params={{ userId: approval.user_id }}
            className="block truncate font-medium text-fg hover:text-brand-300"
          >
            {approval.user_email ?? approval.user_id}
          </Link>
          <p className="mt-0.5 text-xs text-fg-subtle">
            {t(`approvals.kind.${approval.kind}`)}
            {approval.spend_id && (
              <>
                {' · '}
                <span className="font-mono" title={approval.spend_id}>
                  {t('approvals.spend', { id: shortId(approval.spend_id) })}
                </span>
              </>
            )}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <span
            className={cx(
              'text-lg font-semibold tabular-nums',
              approval.direction === 'add' ? 'text-brand-300' : 'text-danger-300',
            )}
          >
            {sign}
            {formatNumber(approval.amount)}
          </span>
          <StatusPill tone={STATUS_TONES[approval.status]}>
            {t(`approvals.status.${approval.status}`)}
          </StatusPill>
        </div>
      </div>
      {approval.reason && (
        <p className="mt-3 text-sm text-fg-muted">
          <span className="font-medium text-fg">{t(`reasons.codes.${approval.reason.code}`)}</span>
          {approval.reason.note && <span className="break-words"> — {approval.reason.note}</span>}
        </p>
      )}
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-xs text-fg-subtle sm:grid-cols-2">
        {approval.held_because && (
          <div className="min-w-0 sm:col-span-2">
            <dt className="inline">
              {t('approvals.heldBecause')}
              {t('audit.fieldSeparator')}
            </dt>
            <dd className="inline text-fg-muted">{t(`approvals.grounds.${approval.held_because}`)}</dd>
          </div>
        )}
        <div className="min-w-0">
          <dt className="inline">{t('approvals.requestedBy')} </dt>
          <dd className="inline [overflow-wrap:anywhere] text-fg-muted">
            {mine ? t('approvals.you') : approval.requested_by_email} ·{' '}
            {formatDateTime(approval.requested_at)}
          </dd>
        </div>
        {approval.status === 'pending' ? (
          <div>
            <dt className="inline">{t('approvals.expires')} </dt>
            <dd className="inline text-fg-muted">{formatDateTime(approval.expires_at)}</dd>
          </div>
        ) : (
          approval.decided_by_email && (
            <div className="min-w-0">
              <dt className="inline">{t('approvals.decidedBy')} </dt>
              <dd className="inline [overflow-wrap:anywhere] text-fg-muted">{approval.decided_by_email}</dd>
            </div>
          )
        )}
      </dl>
      {approval.status === 'pending' && (
        <div className="mt-4 flex flex-wrap gap-2">
          {mine ? (
            <>
              <p className="w-full text-xs text-fg-subtle">{t('approvals.ownHint')}</p>
              <Button variant="secondary" size="sm" disabled={busy} onClick={() => onDecide('cancel')}>
                <X className="size-4" aria-hidden="true" />
                {t('approvals.cancel')}
              </Button>
            </>
          ) : (
            <Button size="sm" disabled={busy} onClick={() => onDecide('approve')}>
              <Check className="size-4" aria-hidden="true" />
              {t('approvals.approve')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
