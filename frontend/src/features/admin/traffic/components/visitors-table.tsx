// The live visitors: who, from which network and device, on which page, how recently active.
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import type { LiveVisitor } from '../../admin-contracts';
import { DataTable, MessageRow, Td, Th, Tr } from '../../components/table';
import { formatAgo, formatTime } from '../../french-format';
import { visitorName } from '../../visitor-name';
import { activityStatus } from '../activity-status';
import { ActivityPill } from './activity-pill';
import { DeviceIcon } from './device-icon';

const COLUMNS = 6;

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

export function VisitorsTable({ visitors, loading, now }: { visitors: LiveVisitor[]; loading: boolean; now: number }) {
  const { t } = useTranslation('admin');
  return (
    <DataTable label={t('traffic.tableLabel')}>
      <thead>
        <tr>
          <Th>{t('traffic.columns.visitor')}</Th>
          <Th>{t('traffic.columns.network')}</Th>
          <Th>{t('traffic.columns.device')}</Th>
          <Th>{t('traffic.columns.page')}</Th>
          <Th>{t('traffic.columns.lastActivity')}</Th>
          <Th>{t('traffic.columns.status')}</Th>
        </tr>
      </thead>
      <tbody>
        {loading ? (
          <MessageRow colSpan={COLUMNS}>
            <Spinner label={t('shell.loading')} />
          </MessageRow>
        ) : visitors.length === 0 ? (
          <MessageRow colSpan={COLUMNS}>{t('traffic.empty')}</MessageRow>
        ) : (
          visitors.map((visitor) => {
            const who = visitorName(visitor);
            return (
              <Tr key={visitor.id}>
                <Td>
                  <div className="flex flex-col">
                    <span className="font-medium text-fg">
                      {who.kind === 'anonymous' ? t('traffic.anonymous') : (who.name ?? t('traffic.userFallback'))}
                    </span>
                    {visitor.email && <span className="text-fg-muted">{visitor.email}</span>}
                    {visitor.userCode && <span className="font-mono text-[11px] text-fg-subtle">{visitor.userCode}</span>}
                  </div>
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
                    <div className="flex flex-col">
                      <span className="text-fg">{visitor.device}</span>
                      <span className="text-xs text-fg-subtle">
                        {visitor.browser} · {visitor.os}
                      </span>
                    </div>
                  </div>
                </Td>
                <Td className="max-w-64 truncate font-mono text-xs" title={visitor.url ?? undefined}>
                  {pagePath(visitor.url)}
                </Td>
                <Td className="whitespace-nowrap">
                  <div className="flex flex-col">
                    <span className="text-fg">{formatAgo(visitor.lastActivity, now)}</span>
                    <span className="text-xs text-fg-subtle">{t('traffic.connectedSince', { time: formatTime(visitor.connectedAt) })}</span>
                  </div>
                </Td>
                <Td>
                  <ActivityPill status={activityStatus(visitor.lastActivity, now)} />
                </Td>
              </Tr>
            );
          })
        )}
      </tbody>
    </DataTable>
  );
}
