// The credit history card: one type of movement or all, 10 rows, 'Show more' for up to 100
// (offered once 10 came back), an inner scroll with a hint above 20 rows, a details modal per row,
// an empty state (a failed load is an empty list too), and the whole history as a CSV file.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, ChevronRight, ChevronUp, Download, History, MousePointerClick } from 'lucide-react';
import { BusyIcon } from '@/components/ui/busy-icon';
import { SkeletonRows } from '@/components/ui/list-placeholders';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cx } from '@/lib/class-names';
import { creditTone } from '@/lib/credit-tone';
import { formatDateTime } from '@/lib/format';
import { serverErrorText } from '@/lib/server-error';
import { notify } from '@/lib/toast';
import { useExportTransactions } from '../api/export-transactions';
import { useTransactions, type CreditTransaction } from '../api/get-transactions';
import { historyLimit, historyView, type HistoryFilter } from '../transaction-history-rules';
import { formatCreditChange, lookOfTransaction, signedAmount } from '../transaction-look';
import { HistoryFilterSelect } from './history-filter-select';
import { TransactionDetailsModal } from './transaction-details-modal';
import { TransactionDescription, TransactionTypeLabel } from './transaction-labels';
import '../dashboard-i18n';

export function TransactionHistory() {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const [filter, setFilter] = useState<HistoryFilter>('all');
  const [selected, setSelected] = useState<CreditTransaction | null>(null);
  const { data, isPending, isFetching, isPlaceholderData } = useTransactions(historyLimit(expanded), filter);
  const exportCsv = useExportTransactions();
  const rows = data ?? [];
  const view = historyView(rows.length, expanded);

  function download() {
    exportCsv.mutate(undefined, {
      onError: (failure) => notify.error(serverErrorText(failure) ?? t('userDashboard.history.exportFailed')),
    });
  }

  return (
    <Card className="overflow-hidden" aria-labelledby="history-title">
      <div className="flex flex-wrap items-start justify-between gap-4 border-b border-white/8 px-5 py-5 sm:px-6">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-white/6 ring-1 ring-white/10 ring-inset">
            <History className="size-5 text-fg-muted" aria-hidden="true" />
          </span>
          <div>
            <h2 id="history-title" className="text-lg font-semibold text-fg">
              {t('userDashboard.history.title')}
            </h2>
            <p className="text-sm text-fg-subtle">{t('userDashboard.history.subtitle')}</p>
          </div>
        </div>
        <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
          <HistoryFilterSelect value={filter} onChange={setFilter} />
          <Button variant="secondary" size="sm" onClick={download} disabled={exportCsv.isPending}>
            <BusyIcon busy={exportCsv.isPending} icon={Download} />
            {exportCsv.isPending ? t('userDashboard.history.exporting') : t('userDashboard.history.export')}
          </Button>
          {(view.offerExpand || view.offerCollapse) && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setExpanded((value) => !value)}
              disabled={isFetching && !expanded}
            >
              {view.offerCollapse ? (
                <ChevronUp className="size-4" aria-hidden="true" />
              ) : (
                <ChevronDown className="size-4" aria-hidden="true" />
              )}
              {view.offerCollapse ? t('userDashboard.history.showLess') : t('userDashboard.history.showAll')}
            </Button>
          )}
        </div>
      </div>

      {isPending ? (
        <SkeletonRows
          label={t('userDashboard.history.loading')}
          rows={3}
          rowHeight="h-14"
          className="grid gap-2 p-5 sm:p-6"
        />
      ) : rows.length === 0 ? (
        <div className="flex flex-col items-center px-6 py-14 text-center">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-white/5 ring-1 ring-white/10">
            <History className="size-5 text-fg-subtle" aria-hidden="true" />
          </span>
          <p className="mt-4 font-semibold text-fg">
            {filter === 'all' ? t('userDashboard.history.empty') : t('userDashboard.history.emptyFiltered')}
          </p>
          <p className="mt-1 text-sm text-fg-subtle">
            {filter === 'all'
              ? t('userDashboard.history.emptyHint')
              : t('userDashboard.history.emptyFilteredHint')}
          </p>
        </div>
      ) : (
        <>
          {view.scrollHint && (
            <p
              className="flex items-center gap-2 border-b border-white/6 bg-white/3 px-5 py-2 text-xs text-fg-subtle sm:px-6"
              data-testid="history-scroll-hint"
            >
              <MousePointerClick className="size-3.5" aria-hidden="true" />
              {t('userDashboard.history.scrollHint', { count: rows.length })}
            </p>
          )}
          <div
            aria-hidden="true"
            className="hidden grid-cols-[minmax(0,1.1fr)_minmax(0,1.6fr)_minmax(0,1fr)_6rem] gap-4 px-6 pt-4 pb-2 text-xs font-semibold tracking-wide text-fg-subtle uppercase md:grid"
          >
            <span className="pl-12">{t('userDashboard.history.columns.type')}</span>
            <span>{t('userDashboard.history.columns.description')}</span>
            <span>{t('userDashboard.history.columns.date')}</span>
            <span className="text-right">{t('userDashboard.history.columns.amount')}</span>
          </div>
          <ul
            className={cx(
              'grid gap-1 px-2 pb-3 sm:px-3 md:pt-0',
              view.scrollHint ? 'max-h-[34rem] overflow-y-auto overscroll-contain' : '',
              'pt-2',
              isPlaceholderData && 'opacity-60 transition-opacity',
            )}
            aria-busy={isPlaceholderData || undefined}
            data-testid="transaction-list"
            tabIndex={view.scrollHint ? 0 : undefined}
            aria-label={t('userDashboard.history.title')}
          >
            {rows.map((row) => (
              <li key={row.id}>
                <TransactionRow transaction={row} onOpen={() => setSelected(row)} />
              </li>
            ))}
          </ul>
        </>
      )}

      <TransactionDetailsModal transaction={selected} onClose={() => setSelected(null)} />
    </Card>
  );
}

function TransactionRow({ transaction, onOpen }: { transaction: CreditTransaction; onOpen(): void }) {
  const { t, i18n } = useTranslation();
  const amount = signedAmount(transaction);
  const { icon: Icon, tile } = lookOfTransaction(transaction.type);
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      data-testid="transaction-row"
      className="group grid w-full grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-3 rounded-xl px-3 py-3 text-left transition hover:bg-white/5 md:grid-cols-[minmax(0,1.1fr)_minmax(0,1.6fr)_minmax(0,1fr)_6rem] md:gap-4"
    >
      <span className="flex items-center gap-3 md:min-w-0">
        <span
          className={cx(
            'flex size-9 shrink-0 items-center justify-center rounded-xl ring-1 ring-inset',
            tile,
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <span className="hidden truncate text-sm font-medium text-fg md:block">
          <TransactionTypeLabel transaction={transaction} />
        </span>
      </span>
      <span className="min-w-0">
        <span className="block truncate text-sm font-medium text-fg md:hidden">
          <TransactionTypeLabel transaction={transaction} />
        </span>
        <span className="block truncate text-xs text-fg-subtle md:text-sm md:text-fg-muted">
          <TransactionDescription transaction={transaction} />
        </span>
        <span className="block text-xs text-fg-subtle md:hidden">
          {formatDateTime(transaction.created_at, i18n.language)}
        </span>
      </span>
      <span className="hidden text-sm text-fg-subtle md:block">
        {formatDateTime(transaction.created_at, i18n.language)}
      </span>
      <span className="flex items-center justify-end gap-1">
        <span className={cx('font-display text-base font-semibold tabular-nums', creditTone(amount))}>
          {formatCreditChange(amount, i18n.language)}
        </span>
        <ChevronRight
          className="size-4 text-fg-subtle opacity-0 transition group-hover:opacity-100 max-md:hidden"
          aria-hidden="true"
        />
        <span className="sr-only">{t('userDashboard.history.openDetails')}</span>
      </span>
    </button>
  );
}
