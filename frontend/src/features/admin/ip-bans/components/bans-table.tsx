// The banned addresses: reason, who, duration, expiry (or never), when, and whether still in force.
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import type { BannedIp } from '../../admin-contracts';
import { StatusPill } from '../../components/status-pill';
import { DataTable, useTableTexts, Td, Tr } from '../../components/data-table/table';
import { formatDateTime } from '../../admin-format';

interface BansTableProps {
  bans: BannedIp[];
  loading: boolean;
  now: number;
  onRemove: (ban: BannedIp) => void;
}

const COLUMNS = ['ip', 'reason', 'user', 'duration', 'expires', 'created', 'status', 'actions'] as const;

/** Expired once its expiry has passed, even between two loads of the list. */
export function isBanExpired(ban: Pick<BannedIp, 'expires_at' | 'is_expired'>, now: number): boolean {
  return ban.is_expired || (ban.expires_at !== null && new Date(ban.expires_at).getTime() <= now);
}

export function BansTable({ bans, loading, now, onRemove }: BansTableProps) {
  const { t } = useTranslation('admin');
  const texts = useTableTexts('ipBans.list', COLUMNS, ['actions']);
  return (
    <DataTable {...texts} rows={bans} loading={loading}>
      {(ban) => {
        const expired = isBanExpired(ban, now);
        return (
          <Tr key={ban.id} className={expired ? 'opacity-60' : undefined}>
            <Td className="font-mono text-xs font-medium text-fg">{ban.ip_address}</Td>
            <Td className="sm:max-w-64 break-words text-fg" title={ban.reason}>
              {ban.reason}
            </Td>
            <Td>{ban.user_email ?? <span className="text-fg-subtle">—</span>}</Td>
            <Td className="whitespace-nowrap">{t(`ipBans.durations.${ban.duration}`)}</Td>
            <Td className="whitespace-nowrap tabular-nums">
              {ban.expires_at ? (
                formatDateTime(ban.expires_at)
              ) : (
                <span className="text-fg-subtle">{t('ipBans.list.never')}</span>
              )}
            </Td>
            <Td className="whitespace-nowrap tabular-nums">{formatDateTime(ban.created_at)}</Td>
            <Td>
              <StatusPill tone={expired ? 'gray' : 'red'}>
                {expired ? t('ipBans.list.expired') : t('ipBans.list.active')}
              </StatusPill>
            </Td>
            <Td className="text-right">
              <button
                type="button"
                onClick={() => onRemove(ban)}
                aria-label={t('ipBans.list.removeLabel', { ip: ban.ip_address })}
                title={t('ipBans.list.remove')}
                className="inline-flex size-8 items-center justify-center rounded-lg text-fg-subtle transition hover:bg-danger-500/10 hover:text-danger-300"
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            </Td>
          </Tr>
        );
      }}
    </DataTable>
  );
}
