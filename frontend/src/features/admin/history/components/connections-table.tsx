// The connection history: who, ID and IP, device, when, how long, how many pages, status.
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import type { ConnectionRecord } from '../../admin-contracts';
import { StatusPill } from '../../components/status-pill';
import { DataTable, MessageRow, Td, Th, Tr } from '../../components/table';
import { formatDateTime, formatDuration } from '../../french-format';
import { visitorName } from '../../visitor-name';

const COLUMNS = 7;

export function ConnectionsTable({ rows, loading, busy }: { rows: ConnectionRecord[]; loading: boolean; busy: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <DataTable label={t('history.tableLabel')} busy={busy}>
      <thead>
        <tr>
          <Th>{t('history.columns.user')}</Th>
          <Th>{t('history.columns.idIp')}</Th>
          <Th>{t('history.columns.device')}</Th>
          <Th>{t('history.columns.times')}</Th>
          <Th>{t('history.columns.duration')}</Th>
          <Th>{t('history.columns.pages')}</Th>
          <Th>{t('history.columns.status')}</Th>
        </tr>
      </thead>
      <tbody>
        {loading ? (
          <MessageRow colSpan={COLUMNS}>
            <Spinner label={t('shell.loading')} />
          </MessageRow>
        ) : rows.length === 0 ? (
          <MessageRow colSpan={COLUMNS}>{t('history.empty')}</MessageRow>
        ) : (
          rows.map((row) => {
            const who = visitorName(row);
            const connected = row.status === 'connected';
            return (
              <Tr key={row.id}>
                <Td>
                  <div className="flex flex-col">
                    <span className="font-medium text-fg">
                      {who.kind === 'anonymous' ? t('history.anonymous') : (who.name ?? t('history.userFallback'))}
                    </span>
                    {row.email && <span className="text-fg-muted">{row.email}</span>}
                  </div>
                </Td>
                <Td>
                  <div className="flex flex-col font-mono text-xs">
                    <span className="text-fg-muted" title={row.id}>
                      {row.userCode ?? row.id.slice(0, 8)}
                    </span>
                    <span className="text-fg-subtle">{row.ip_network}</span>
                  </div>
                </Td>
                <Td>
                  <div className="flex flex-col">
                    <span className="text-fg">{row.device}</span>
                    <span className="text-xs text-fg-subtle">
                      {row.browser} · {row.os}
                    </span>
                  </div>
                </Td>
                <Td className="whitespace-nowrap tabular-nums">
                  <div className="flex flex-col">
                    <span className="text-fg">{formatDateTime(row.connectedAt)}</span>
                    <span className="text-xs text-fg-subtle">
                      {row.disconnectedAt ? formatDateTime(row.disconnectedAt) : t('history.inProgress')}
                    </span>
                  </div>
                </Td>
                <Td className="whitespace-nowrap tabular-nums">{formatDuration(row.duration)}</Td>
                <Td>
                  <div className="flex flex-col">
                    <span className="text-fg tabular-nums">{t('history.pages', { count: row.pagesVisited })}</span>
                    <span className="text-xs text-fg-subtle">{row.location ?? t('history.noLocation')}</span>
                  </div>
                </Td>
                <Td>
                  <StatusPill tone={connected ? 'green' : 'gray'}>{connected ? t('history.status.connected') : t('history.status.disconnected')}</StatusPill>
                </Td>
              </Tr>
            );
          })
        )}
      </tbody>
    </DataTable>
  );
}
