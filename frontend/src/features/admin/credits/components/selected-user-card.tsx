// The user a credit operation will apply to: email, id and current credits.
import { useTranslation } from 'react-i18next';
import { UserRound, X } from 'lucide-react';
import { cx } from '@/lib/class-names';
import { creditTone } from '@/lib/credit-tone';
import type { AdminUserRow } from '../../admin-contracts';
import { balanceCredits } from '../credit-balance';

export function SelectedUserCard({ user, onClear }: { user: AdminUserRow | null; onClear: () => void }) {
  const { t } = useTranslation('admin');
  if (!user) {
    return (
      <div className="flex items-center gap-3 rounded-2xl border border-dashed border-white/12 px-4 py-4 text-sm">
        <span className="flex size-10 items-center justify-center rounded-full bg-white/6 text-fg-subtle">
          <UserRound className="size-5" aria-hidden="true" />
        </span>
        <div>
          <p className="font-medium text-fg-muted">{t('credits.selected.none')}</p>
          <p className="text-xs text-fg-subtle">{t('credits.selected.noneHint')}</p>
        </div>
      </div>
    );
  }
  return (
    <section
      aria-label={t('credits.selected.title')}
      data-testid="selected-user"
      className="relative rounded-2xl border border-brand-400/30 bg-brand-400/[0.06] p-4"
    >
      <p className="text-[11px] font-semibold tracking-[0.12em] text-brand-300 uppercase">
        {t('credits.selected.title')}
      </p>
      <button
        type="button"
        onClick={onClear}
        aria-label={t('credits.selected.clear')}
        title={t('credits.selected.clear')}
        className="absolute top-3 right-3 rounded-lg p-1.5 text-fg-subtle hover:bg-white/6 hover:text-fg"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
      <dl className="mt-2 grid grid-cols-[minmax(0,1fr)] gap-1.5 text-sm">
        <div className="flex gap-2">
          <dt className="w-28 shrink-0 text-fg-subtle">{t('credits.selected.email')}</dt>
          <dd className="min-w-0 font-medium break-all text-fg">{user.email}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="w-28 shrink-0 text-fg-subtle">{t('credits.selected.id')}</dt>
          <dd className="min-w-0 font-mono text-xs break-all text-fg-muted">{user.id}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="w-28 shrink-0 text-fg-subtle">{t('credits.selected.credits')}</dt>
          <dd
            className={cx(
              'font-display text-lg font-semibold tabular-nums',
              creditTone(user.credits, 'text-fg'),
            )}
          >
            {balanceCredits(user.credits)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
