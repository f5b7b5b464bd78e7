// Transactions: stat cards, search, status and provider filters, sort and pages of 10, all done by the server;
// refreshed every 10 s and on demand; anomalies (paid, never credited) can be approved, and the
// credits of a payment refunded after crediting can be reversed.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, CircleCheck, Hourglass, Layers, RefreshCw, TimerOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/class-names';
import { notify } from '@/lib/toast';
import {
  TRANSACTION_PROVIDER_FILTERS,
  TRANSACTION_SORTS,
  TRANSACTION_STATUS_FILTERS,
  type AdminSort,
  type AdminStatusFilter,
  type AdminTransaction,
  type TransactionProviderFilter,
} from '../../admin-contracts';
import { countStats, type CountStat } from '../../components/data-table/count-stats';
import { DataTablePanel } from '../../components/data-table/data-table-panel';
import { FilterSelect } from '../../components/select-field';
import { pendingMessage } from '../../approvals/pending-message';
import { isNetworkError, refusalMessage } from '../../error-message';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useNow } from '@/hooks/use-now';
import { usePageInRange } from '../../hooks/use-page-in-range';
import { pageCount, pageRange } from '../../pagination';
import { useApproveTransaction } from '../api/approve-transaction';
import { useReverseCredits } from '../api/reverse-credits';
import { TRANSACTIONS_PAGE_SIZE, useTransactions } from '../api/get-transactions';
import { TransactionDetailModal } from './transaction-detail-modal';
import { TransactionsTable } from './transactions-table';

const TRANSACTION_STATS: readonly CountStat<'total' | 'pending' | 'completed' | 'expired' | 'anomalies'>[] = [
  { key: 'total', icon: Layers, tone: 'info' },
  { key: 'pending', icon: Hourglass, tone: 'gold' },
  { key: 'completed', icon: CircleCheck, tone: 'brand' },
  { key: 'expired', icon: TimerOff },
  { key: 'anomalies', icon: AlertTriangle, tone: 'danger', alertWhenAny: true },
];

export function TransactionsTab() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<AdminStatusFilter>('all');
  const [sort, setSort] = useState<AdminSort>('newest');
  const [provider, setProvider] = useState<TransactionProviderFilter>('all');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<AdminTransaction | null>(null);
  const debouncedSearch = useDebouncedValue(search);
  const now = useNow(1000);

  const list = useTransactions({ search: debouncedSearch, status, sort, provider, page });
  const approve = useApproveTransaction();
  const reverse = useReverseCredits();

  // One toast when loading starts failing, not one per 10 s refresh; the list is emptied meanwhile.
  const wasFailing = useRef(false);
  useEffect(() => {
    if (list.isError && !wasFailing.current) {
      notify.error(
        isNetworkError(list.error) ? t('transactions.connectionError') : t('transactions.loadError'),
      );
    }
    wasFailing.current = list.isError;
  }, [list.isError, list.error, t]);

  const data = list.isError ? undefined : list.data;
  const total = data?.total ?? 0;
  const pages = pageCount(total, TRANSACTIONS_PAGE_SIZE);
  usePageInRange(page, setPage, list.isPlaceholderData ? undefined : data, TRANSACTIONS_PAGE_SIZE);
  const range = pageRange(page, TRANSACTIONS_PAGE_SIZE, total);
  const stats = data?.stats;

  function approveOne(transaction: AdminTransaction) {
    approve.mutate(transaction.paymentId, {
      onSuccess: (reply) => {
        const pending = 'pending' in reply ? pendingMessage(reply, t) : null;
        if (pending) notify.info(pending);
        else notify.success(t('transactions.approved'));
        setViewing(null);
      },
      // A refusal the back office has words for (one's own payment) says so; anything else is the
      // spec's connection or approval error.
      onError: (error) =>
        notify.error(
          refusalMessage(error) ??
            (isNetworkError(error) ? t('transactions.connectionError') : t('transactions.approveError')),
        ),
    });
  }

  function reverseOne(transaction: AdminTransaction) {
    reverse.mutate(transaction.paymentId, {
      onSuccess: (reply) => {
        if (reply.alreadyReversed) notify.info(t('transactions.refund.already'));
        else notify.success(t('transactions.refund.done', { count: reply.credits }));
        setViewing(null);
      },
      onError: (error) =>
        notify.error(
          refusalMessage(error) ??
            (isNetworkError(error) ? t('transactions.connectionError') : t('transactions.refund.error')),
        ),
    });
  }

  const resetPage =
    <T,>(apply: (value: T) => void) =>
    (value: T) => {
      apply(value);
      setPage(1);
    };

  return (
    <div className="grid gap-4">
      <DataTablePanel
        stats={countStats(TRANSACTION_STATS, stats, (key) => t(`transactions.stats.${key}`))}
        statsClassName="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5"
        search={{
          label: t('transactions.searchLabel'),
          placeholder: t('transactions.searchPlaceholder'),
          value: search,
          onChange: setSearch,
          clearLabel: t('transactions.clearSearch'),
          className: 'lg:w-80',
          placement: 'filters',
        }}
        filtersClassName="lg:flex-row lg:items-center"
        filters={
          <>
            <div className="grid grid-cols-2 gap-3 sm:flex sm:items-center">
              <FilterSelect
                label={t('transactions.statusLabel')}
                value={status}
                onChange={resetPage(setStatus)}
                values={TRANSACTION_STATUS_FILTERS}
                optionLabel={(value) => t(`transactions.status.${value}`)}
                className="sm:w-40"
              />
              <FilterSelect
                label={t('transactions.providerLabel')}
                value={provider}
                onChange={resetPage(setProvider)}
                values={TRANSACTION_PROVIDER_FILTERS}
                optionLabel={(value) =>
                  value === 'all' ? t('transactions.allProviders') : t(`transactions.providers.${value}`)
                }
                className="sm:w-52"
              />
              <FilterSelect
                label={t('transactions.sortLabel')}
                value={sort}
                onChange={resetPage(setSort)}
                values={TRANSACTION_SORTS}
                optionLabel={(value) => t(`transactions.sort.${value}`)}
                className="sm:w-52"
              />
            </div>
            <div className="flex items-center gap-3 lg:ml-auto">
              <span className="hidden text-xs text-fg-subtle 2xl:inline">
                {t('transactions.autoRefresh')}
              </span>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void list.refetch()}
                disabled={list.isFetching}
                title={t('transactions.autoRefresh')}
              >
                <RefreshCw className={cx('size-4', list.isFetching && 'animate-spin')} aria-hidden="true" />
                {list.isFetching ? t('transactions.refreshing') : t('transactions.refresh')}
              </Button>
            </div>
          </>
        }
        paging={{
          page,
          pages,
          onPageChange: setPage,
          labels: {
            label: t('transactions.pager.label'),
            previous: t('transactions.pager.previous'),
            next: t('transactions.pager.next'),
            page: (n) => t('transactions.pager.page', { page: n }),
            morePages: t('transactions.pager.morePages'),
          },
        }}
        footerStart={
          <p className="text-sm text-fg-muted" aria-live="polite">
            {t('transactions.showing', { from: range.from, to: range.to, total: range.total })}
          </p>
        }
      >
        <TransactionsTable
          transactions={data?.transactions ?? []}
          loading={list.isPending}
          busy={list.isPlaceholderData}
          now={now}
          approvingId={approve.isPending ? approve.variables : undefined}
          reversingId={reverse.isPending ? reverse.variables : undefined}
          onView={setViewing}
          onApprove={approveOne}
          onReverse={reverseOne}
        />
      </DataTablePanel>

      {viewing && (
        <TransactionDetailModal
          transaction={viewing}
          approving={approve.isPending && approve.variables === viewing.paymentId}
          onApprove={() => approveOne(viewing)}
          reversing={reverse.isPending && reverse.variables === viewing.paymentId}
          onReverse={() => reverseOne(viewing)}
          onClose={() => setViewing(null)}
        />
      )}
    </div>
  );
}
