// The connection history: who, ID and IP, device, when, how long, how many pages, status.
import { useTranslation } from 'react-i18next';
import type { ConnectionRecord } from '../../admin-contracts';
import { StatusPill } from '../../components/status-pill';
import { CellLines, DataTable, useTableTexts, Td, Tr } from '../../components/data-table/table';
import { VisitorIdentity } from '../../components/visitor-identity';
import { formatDateTime, formatDuration } from '../../admin-format';

const COLUMNS = ['user', 'idIp', 'device', 'times', 'duration', 'pages', 'status'] as const;

export function ConnectionsTable({
  rows,
  loading,
  busy,
}: {
  rows: ConnectionRecord[];
  loading: boolean;
  busy: boolean;
}) {
  const { t } = useTranslation('admin');
  const texts = useTableTexts('history', COLUMNS);
  return (
    <DataTable {...texts} rows={rows} loading={loading} busy={busy}>
      {(row) => {
        const connected = row.status === 'connected';
        return (
          <Tr key={row.id}>
            <Td>
              <VisitorIdentity
                visitor={row}
                anonymousLabel={t('history.anonymous')}
                userLabel={t('history.userFallback')}
              />
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
              <CellLines sub={`${row.browser} · ${row.os}`}>{row.device}</CellLines>
            </Td>
            <Td className="whitespace-nowrap tabular-nums">
              <CellLines
                sub={row.disconnectedAt ? formatDateTime(row.disconnectedAt) : t('history.inProgress')}
              >
                {formatDateTime(row.connectedAt)}
              </CellLines>
            </Td>
            <Td className="whitespace-nowrap tabular-nums">{formatDuration(row.duration)}</Td>
            <Td>
              <CellLines sub={row.location ?? t('history.noLocation')}>
                <span className="tabular-nums">{t('history.pages', { count: row.pagesVisited })}</span>
              </CellLines>
            </Td>
            <Td>
              <StatusPill tone={connected ? 'green' : 'gray'}>
                {connected ? t('history.status.connected') : t('history.status.disconnected')}
              </StatusPill>
            </Td>
          </Tr>
        );
      }}
    </DataTable>
  );
}
