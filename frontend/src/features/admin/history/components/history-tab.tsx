// Historique des Connexions: search and filters applied by the server, four stat cards, the table,
// 'page / total' paging, and 'Exporter CSV' of the filtered rows.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, FileStack, Radio, UserRound, Layers } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast';
import { CONNECTION_DATE_RANGES, VISITOR_DEVICES } from '../../admin-contracts';
import { countStats, type CountStat } from '../../components/data-table/count-stats';
import { DataTablePanel } from '../../components/data-table/data-table-panel';
import { FilterSelect } from '../../components/select-field';
import { errorMessage, queryLoadError } from '../../error-message';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { usePageInRange } from '../../hooks/use-page-in-range';
import { pageCount } from '../../pagination';
import { useExportConnections } from '../api/export-connections';
import { CONNECTIONS_PAGE_SIZE, useConnections, type ConnectionsFilter } from '../api/get-connections';
import { ConnectionsTable } from './connections-table';

const HISTORY_STATS: readonly CountStat<'total' | 'connected' | 'uniqueUsers' | 'avgPages'>[] = [
  { key: 'total', icon: Layers, tone: 'info' },
  { key: 'connected', icon: Radio, tone: 'brand' },
  { key: 'uniqueUsers', icon: UserRound, tone: 'gold' },
  { key: 'avgPages', icon: FileStack },
];

export function HistoryTab() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Omit<ConnectionsFilter, 'search'>>({
    device: 'all',
    status: 'all',
    date: 'all',
  });
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(search);
  const filter: ConnectionsFilter = { search: debouncedSearch, ...filters };

  const connections = useConnections(filter, page);
  const exportCsv = useExportConnections();

  const data = connections.data;
  const pages = pageCount(data?.total ?? 0, CONNECTIONS_PAGE_SIZE);
  usePageInRange(page, setPage, connections.isPlaceholderData ? undefined : data, CONNECTIONS_PAGE_SIZE);
  const stats = data?.stats;

  const setFilter =
    <K extends keyof typeof filters>(key: K) =>
    (value: (typeof filters)[K]) => {
      setFilters((current) => ({ ...current, [key]: value }));
      setPage(1);
    };

  return (
    <div className="grid gap-4">
      <DataTablePanel
        stats={countStats(HISTORY_STATS, stats, (key) => t(`history.stats.${key}`))}
        statsClassName="grid grid-cols-2 gap-3 xl:grid-cols-4"
        search={{
          label: t('history.searchLabel'),
          placeholder: t('history.searchPlaceholder'),
          value: search,
          onChange: setSearch,
          clearLabel: t('shell.clearSearch'),
          className: 'xl:min-w-64 xl:flex-1',
          placement: 'filters',
        }}
        filtersClassName="xl:flex-row xl:items-center"
        filters={
          <>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 xl:flex xl:shrink-0">
              <FilterSelect
                label={t('history.device.label')}
                value={filters.device}
                onChange={setFilter('device')}
                values={['all', ...VISITOR_DEVICES] as const}
                optionLabel={(value) => t(`history.device.${value}`)}
                className="xl:w-48"
              />
              <FilterSelect
                label={t('history.status.label')}
                value={filters.status}
                onChange={setFilter('status')}
                values={['all', 'connected', 'disconnected'] as const}
                optionLabel={(value) => t(`history.status.${value}`)}
                className="xl:w-48"
              />
              <FilterSelect
                label={t('history.date.label')}
                value={filters.date}
                onChange={setFilter('date')}
                values={CONNECTION_DATE_RANGES}
                optionLabel={(value) => t(`history.date.${value}`)}
                className="xl:w-48"
              />
            </div>
            <Button
              variant="secondary"
              size="sm"
              className="h-10 shrink-0"
              disabled={exportCsv.isPending}
              onClick={() =>
                exportCsv.mutate(filter, {
                  onError: (error) => notify.error(errorMessage(error, t('history.exportError'))),
                })
              }
            >
              <Download className="size-4" aria-hidden="true" />
              {exportCsv.isPending ? t('history.exporting') : t('history.export')}
            </Button>
          </>
        }
        error={queryLoadError(connections, t('history.loadError'))}
        paging={{ page, pages, onPageChange: setPage, style: 'stepper', always: true }}
      >
        <ConnectionsTable
          rows={data?.items ?? []}
          loading={connections.isPending}
          busy={connections.isPlaceholderData}
        />
      </DataTablePanel>
    </div>
  );
}
