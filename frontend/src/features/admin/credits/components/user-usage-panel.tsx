// The selected user's use of the spend API: credits spent per day over 30 days, and their spends
// a page at a time, which finance and owner users may give back.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import type { AdminUserRow, SpendView } from '../../admin-contracts';
import { LoadError } from '../../components/load-error';
import { Pager } from '../../components/pager';
import { Panel } from '../../components/panel';
import { errorMessage } from '../../error-message';
import { formatCount, formatNumber } from '../../admin-format';
import { usePageInRange } from '../../hooks/use-page-in-range';
import { usePagerLabels } from '../../hooks/use-pager-labels';
import { clampPage, pageCount } from '../../pagination';
import { can, useAdminRole } from '../../roles/admin-role';
import { SPENDS_PAGE_SIZE, useUserSpends } from '../api/get-user-spends';
import { useUserUsage } from '../api/get-user-usage';
import { ReverseSpendDialog } from './reverse-spend-dialog';
import { UsageChart } from './usage-chart';
import { UserSpendsTable } from './user-spends-table';

export function UserUsagePanel({ user }: { user: Pick<AdminUserRow, 'id' | 'email'> }) {
  const { t } = useTranslation('admin');
  const pagerLabels = usePagerLabels();
  const [page, setPage] = useState(1);
  const [reversing, setReversing] = useState<SpendView | null>(null);
  const role = useAdminRole();
  const usage = useUserUsage(user.id);
  const spends = useUserSpends(user.id, page);
  const pages = pageCount(spends.data?.total ?? 0, SPENDS_PAGE_SIZE);
  usePageInRange(page, setPage, spends.isPlaceholderData ? undefined : spends.data, SPENDS_PAGE_SIZE);

  return (
    <div className="grid gap-4">
      <Panel
        title={t('credits.usage.title', { email: user.email })}
        subtitle={t('credits.usage.subtitle')}
        id="usage-title"
      >
        {usage.isError && !usage.data ? (
          <LoadError
            message={errorMessage(usage.error, t('credits.usage.loadError'))}
            onRetry={() => void usage.refetch()}
          />
        ) : !usage.data ? (
          <div className="flex h-44 items-center justify-center">
            <Spinner label={t('shell.loading')} />
          </div>
        ) : (
          <div className="grid gap-3">
            <p className="text-sm text-fg" data-testid="usage-total">
              {usage.data.totalSpent > 0
                ? t('credits.usage.total', { total: formatNumber(usage.data.totalSpent) })
                : t('credits.usage.none')}
            </p>
            <UsageChart days={usage.data.days} />
          </div>
        )}
      </Panel>

      <Panel
        flush
        title={t('credits.spends.title')}
        subtitle={
          spends.data
            ? t('credits.spends.subtitle', {
                count: spends.data.total,
                formatted: formatCount(spends.data.total),
              })
            : undefined
        }
      >
        {spends.isError && !spends.data ? (
          <LoadError
            message={errorMessage(spends.error, t('credits.spends.loadError'))}
            onRetry={() => void spends.refetch()}
          />
        ) : (
          <UserSpendsTable
            spends={spends.data?.spends ?? []}
            loading={spends.isPending}
            busy={spends.isPlaceholderData}
            onReverse={can(role, 'moveMoney') ? setReversing : undefined}
          />
        )}
        {pages > 1 && (
          <footer className="flex justify-end border-t border-white/8 px-4 py-3 sm:px-5">
            <Pager
              page={page}
              pages={pages}
              onPageChange={(next) => setPage(clampPage(next, pages))}
              labels={pagerLabels}
            />
          </footer>
        )}
      </Panel>
      {reversing && (
        <ReverseSpendDialog spend={reversing} email={user.email} onClose={() => setReversing(null)} />
      )}
    </div>
  );
}
