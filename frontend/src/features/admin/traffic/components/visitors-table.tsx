// The live visitors: who, from which network and device, on which page, how recently active.
import { useTranslation } from 'react-i18next';
import type { LiveVisitor } from '../../admin-contracts';
import { CellLines, DataTable, useTableTexts, Td, Tr } from '../../components/data-table/table';
import { VisitorIdentity } from '../../components/visitor-identity';
import { formatAgo, formatTime } from '../../admin-format';
import { activityStatus } from '../activity-status';
import { ActivityPill } from './activity-pill';
import { DeviceIcon } from './device-icon';

const COLUMNS = ['visitor', 'network', 'device', 'page', 'lastActivity', 'status'] as const;

/** The path part of a visited URL: what a reader recognises. */
function pagePath(url: string | null): string {
  if (!url) return '—';
  try {
    const parsed = new URL(url, window.location.origin);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

export function VisitorsTable({
  visitors,
  loading,
  now,
}: {
  visitors: LiveVisitor[];
  loading: boolean;
  now: number;
}) {
  const { t } = useTranslation('admin');
  const texts = useTableTexts('traffic', COLUMNS);
  return (
    <DataTable {...texts} rows={visitors} loading={loading}>
      {(visitor) => (
        <Tr key={visitor.id}>
          <Td>
            <VisitorIdentity
              visitor={visitor}
              anonymousLabel={t('traffic.anonymous')}
              userLabel={t('traffic.userFallback')}
            >
              {visitor.userCode && (
                <span className="font-mono text-[11px] text-fg-subtle">{visitor.userCode}</span>
              )}
            </VisitorIdentity>
          </Td>
          <Td>
            <div className="flex flex-col font-mono text-xs">
              <span className="text-fg-muted">{visitor.ip_network}</span>
              <span className="text-fg-subtle" title={visitor.ip_raw}>
                {visitor.ip_raw}
              </span>
            </div>
          </Td>
          <Td>
            <div className="flex items-center gap-2.5">
              <DeviceIcon device={visitor.device} className="size-4 shrink-0 text-fg-subtle" />
              <CellLines sub={`${visitor.browser} · ${visitor.os}`}>{visitor.device}</CellLines>
            </div>
          </Td>
          <Td className="sm:max-w-64 font-mono text-xs break-all" title={visitor.url ?? undefined}>
            {pagePath(visitor.url)}
          </Td>
          <Td className="whitespace-nowrap">
            <CellLines sub={t('traffic.connectedSince', { time: formatTime(visitor.connectedAt) })}>
              {formatAgo(visitor.lastActivity, now)}
            </CellLines>
          </Td>
          <Td>
            <ActivityPill status={activityStatus(visitor.lastActivity, now)} />
          </Td>
        </Tr>
      )}
    </DataTable>
  );
}
