// The balance and 'Buy More Credits'.
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Coins, Plus } from 'lucide-react';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { APP_PATHS } from '@/lib/app-paths';
import { useCreditBalance } from '@/lib/credit-balance';
import { formatCredits } from '../transaction-look';
import '../dashboard-i18n';

export function CreditsCard() {
  const { t, i18n } = useTranslation();
  const { data: balance, isPending, isError } = useCreditBalance();

  return (
    <Card highlight className="relative flex h-full flex-col overflow-hidden p-6 sm:p-7">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-64 rounded-full bg-brand-400/15 blur-3xl"
      />
      <div className="relative flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-xl bg-gold-400/12 ring-1 ring-gold-400/30 ring-inset">
          <Coins className="size-5 text-gold-300" aria-hidden="true" />
        </span>
        <h2 className="text-base font-semibold text-fg-muted">{t('userDashboard.credits.title')}</h2>
      </div>
      <div className="relative mt-6 flex items-baseline gap-2" data-testid="credit-balance">
        {isPending ? (
          <span className="h-12 w-32 animate-pulse rounded-xl bg-white/6" aria-hidden="true" />
        ) : isError || balance === undefined ? (
          <span className="text-sm text-fg-subtle">{t('userDashboard.credits.unavailable')}</span>
        ) : (
          <>
            <span className="font-display text-5xl font-bold tracking-tight text-fg tabular-nums sm:text-6xl">
              {formatCredits(balance, i18n.language)}
            </span>
            <span className="text-lg font-medium text-fg-subtle">{t('userDashboard.credits.unit')}</span>
          </>
        )}
      </div>
      <p className="relative mt-3 text-sm text-fg-subtle">{t('userDashboard.credits.note')}</p>
      <div className="relative mt-auto pt-6">
        <Link
          to={APP_PATHS.pricing}
          className={buttonStyles({ size: 'lg', block: true, className: 'sm:w-auto' })}
        >
          <Plus className="size-5" aria-hidden="true" />
          {t('userDashboard.credits.buyMore')}
        </Link>
      </div>
    </Card>
  );
}
