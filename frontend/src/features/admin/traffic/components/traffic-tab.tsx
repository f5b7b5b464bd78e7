// Trafic: the live visitor list (5 a page) pushed by the /admin socket, and clearing it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Activity, Eraser, Radio, Timer, UserCheck, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { countStats, type CountStat } from '../../components/data-table/count-stats';
import { DataTablePanel } from '../../components/data-table/data-table-panel';
import { errorMessage, queryLoadError } from '../../error-message';
import { formatTime } from '../../admin-format';
import { useNow } from '@/hooks/use-now';
import { usePageInRange } from '../../hooks/use-page-in-range';
import { pageCount } from '../../pagination';
import { useClearVisitors } from '../api/clear-visitors';
import { LIVE_VISITORS_PAGE_SIZE } from '../api/get-visitors';
import { useLiveVisitors } from '../hooks/use-live-visitors';
import { LiveBadge } from './live-badge';
import { VisitorsTable } from './visitors-table';

const TRAFFIC_STATS: readonly CountStat<'total' | 'active' | 'actif' | 'recent' | 'inactif'>[] = [
  { key: 'total', icon: Users, tone: 'info' },
  { key: 'active', icon: UserCheck, tone: 'brand' },
  { key: 'actif', icon: Radio, tone: 'brand' },
  { key: 'recent', icon: Activity, tone: 'gold' },
  { key: 'inactif', icon: Timer },
];

export function TrafficTab() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const visitors = useLiveVisitors(page);
  const clear = useClearVisitors();
  const now = useNow(1000);

  const data = visitors.data;
  const pages = pageCount(data?.total ?? 0, LIVE_VISITORS_PAGE_SIZE);
  usePageInRange(page, setPage, visitors.isPlaceholderData ? undefined : data, LIVE_VISITORS_PAGE_SIZE);
  const counts = data && { total: data.stats.total, active: data.stats.active, ...data.stats.statusCounts };

  function clearList() {
    clear.mutate(undefined, {
      onSuccess: (reply) => {
        notify.success(t('traffic.cleared', { count: reply.cleared }));
        setConfirming(false);
        setPage(1);
      },
      onError: (error) => notify.error(errorMessage(error, t('traffic.clearError'))),
    });
  }

  return (
    <div className="grid gap-4">
      <DataTablePanel
        stats={countStats(TRAFFIC_STATS, counts, (key) => t(`traffic.stats.${key}`))}
        statsClassName="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5"
        title={<LiveBadge state={visitors.liveState} />}
        subtitle={data ? t('traffic.updatedAt', { time: formatTime(data.generatedAt) }) : undefined}
        actions={
          <Button variant="danger" size="sm" onClick={() => setConfirming(true)} disabled={clear.isPending}>
            <Eraser className="size-4" aria-hidden="true" />
            {t('traffic.clear')}
          </Button>
        }
        error={queryLoadError(visitors, t('traffic.loadError'))}
        paging={{ page, pages, onPageChange: setPage }}
      >
        <VisitorsTable visitors={data?.visitors ?? []} loading={visitors.isPending} now={now} />
      </DataTablePanel>

      <ConfirmDialog
        open={confirming}
        title={t('traffic.clearTitle')}
        message={t('traffic.clearMessage')}
        confirmLabel={t('traffic.clear')}
        busyLabel={t('traffic.clearing')}
        busy={clear.isPending}
        onConfirm={clearList}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
