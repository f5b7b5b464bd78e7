// Vue d'ensemble: revenue and credits sold per day, sign-ups per day, visits per hour, and the
// payment providers' health and shares. Loaded on its own (with recharts) when the tab opens: the
// default export is what React.lazy expects.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Coins, CreditCard, Eye, UserPlus, Wallet } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { cx } from '@/lib/class-names';
import { LoadError } from '../../components/load-error';
import { Panel } from '../../components/panel';
import { StatCard } from '../../components/stat-card';
import { errorMessage } from '../../error-message';
import { formatCount, formatMoney, formatNumber } from '../../admin-format';
import { useErrorToast } from '../../hooks/use-error-toast';
import { OVERVIEW_RANGES, useOverview, type OverviewRange } from '../api/get-overview';
import { currenciesOf, dayRows, lastDays, totalsOf, visitsTotal } from '../overview-series';
import { OverviewCharts } from './overview-charts';
import { PaymentProvidersPanel } from './payment-providers-panel';

export default function OverviewTab() {
  const { t } = useTranslation('admin');
  const [days, setDays] = useState<OverviewRange>(30);
  const overview = useOverview(days);
  useErrorToast(overview.isError, t('overview.loadError'));

  const view = useMemo(() => {
    if (!overview.data) return null;
    const currencies = currenciesOf(overview.data.revenueByDay);
    const rows = dayRows(lastDays(days), overview.data.revenueByDay, overview.data.signupsByDay);
    return { currencies, rows, totals: totalsOf(rows), hours: overview.data.visitorsByHour };
  }, [overview.data, days]);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div
          role="radiogroup"
          aria-label={t('overview.range')}
          className="inline-flex rounded-xl border border-white/8 bg-ink-900/70 p-1"
        >
          {OVERVIEW_RANGES.map((range) => (
            <button
              key={range}
              type="button"
              role="radio"
              aria-checked={range === days}
              onClick={() => setDays(range)}
              className={cx(
                'rounded-lg px-3 py-1.5 text-sm font-medium transition',
                range === days ? 'bg-white/10 text-fg ring-1 ring-white/12' : 'text-fg-muted hover:text-fg',
              )}
            >
              {t('overview.days', { count: range })}
            </button>
          ))}
        </div>
        {overview.isFetching && <Spinner label={t('shell.loading')} />}
      </div>

      {overview.isError && !overview.data ? (
        <Panel>
          <LoadError
            message={errorMessage(overview.error, t('overview.loadError'))}
            onRetry={() => void overview.refetch()}
          />
        </Panel>
      ) : !view ? (
        <div className="flex justify-center py-20">
          <Spinner label={t('shell.loading')} />
        </div>
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-[repeat(auto-fit,minmax(12rem,1fr))]">
            {view.currencies.map((currency) => (
              <StatCard
                key={currency}
                label={t('overview.cards.revenue', { currency })}
                value={formatMoney(view.totals.revenue[currency] ?? 0, currency)}
                icon={<Wallet className="size-5" />}
                tone="brand"
              />
            ))}
            {(
              [
                { id: 'credits', value: formatNumber(view.totals.credits), Icon: Coins, tone: 'gold' },
                { id: 'payments', value: formatCount(view.totals.payments), Icon: CreditCard, tone: 'info' },
                { id: 'signups', value: formatCount(view.totals.signups), Icon: UserPlus, tone: 'brand' },
                { id: 'visits', value: formatCount(visitsTotal(view.hours)), Icon: Eye, tone: 'info' },
              ] as const
            ).map(({ id, value, Icon, tone }) => (
              <StatCard
                key={id}
                label={t(`overview.cards.${id}`)}
                value={value}
                icon={<Icon className="size-5" />}
                tone={tone}
              />
            ))}
          </div>
          <OverviewCharts
            rows={view.rows}
            currencies={view.currencies}
            hours={view.hours}
            hasRevenue={view.rows.some((row) => row.payments > 0 || Object.values(row.revenue).some(Boolean))}
          />
        </>
      )}
      <PaymentProvidersPanel />
    </div>
  );
}
