// The service keys: name and creator, the key's first characters, scopes, use, expiry and status;
// an active key can be revoked.
import { useTranslation } from 'react-i18next';
import { Ban } from 'lucide-react';
import type { ApiKeyView } from '../../admin-contracts';
import { StatusPill, type PillTone } from '../../components/status-pill';
import { CellLines, DataTable, useTableTexts, Td, Tr } from '../../components/data-table/table';
import { formatDateTime } from '../../admin-format';
import { SCOPE_TEXT } from '../scope-text';
import { serviceKeyStatus, type ServiceKeyStatus } from '../service-key-status';

const COLUMNS = ['name', 'prefix', 'scopes', 'created', 'lastUsed', 'expires', 'status', 'actions'] as const;

const STATUS_TONES: Record<ServiceKeyStatus, PillTone> = { active: 'green', revoked: 'red', expired: 'gray' };

interface ServiceKeysTableProps {
  keys: ApiKeyView[];
  loading: boolean;
  now: number;
  onRevoke: (key: ApiKeyView) => void;
}

export function ServiceKeysTable({ keys, loading, now, onRevoke }: ServiceKeysTableProps) {
  const { t } = useTranslation('admin');
  const texts = useTableTexts('serviceKeys.list', COLUMNS, ['actions']);
  return (
    <DataTable {...texts} rows={keys} loading={loading}>
      {(key) => {
        const status = serviceKeyStatus(key, now);
        return (
          <Tr
            key={key.id}
            className={status === 'active' ? undefined : 'opacity-60'}
            data-testid="service-key-row"
          >
            <Td className="sm:max-w-56">
              <CellLines sub={key.createdBy ? t('serviceKeys.list.by', { email: key.createdBy }) : '—'}>
                <span className="block truncate font-medium" title={key.name}>
                  {key.name}
                </span>
              </CellLines>
            </Td>
            <Td className="font-mono text-xs whitespace-nowrap text-fg">{key.prefix}…</Td>
            <Td>
              <div className="flex flex-wrap gap-1">
                {key.scopes.map((scope) => (
                  <code
                    key={scope}
                    title={t(`serviceKeys.scopes.${SCOPE_TEXT[scope]}`)}
                    className="rounded-md bg-white/6 px-1.5 py-0.5 font-mono text-[11px] whitespace-nowrap text-fg-muted"
                  >
                    {scope}
                  </code>
                ))}
              </div>
            </Td>
            <Td className="whitespace-nowrap tabular-nums">{formatDateTime(key.createdAt)}</Td>
            <Td className="whitespace-nowrap tabular-nums">
              {key.lastUsedAt ? (
                formatDateTime(key.lastUsedAt)
              ) : (
                <span className="text-fg-subtle">{t('serviceKeys.list.never')}</span>
              )}
            </Td>
            <Td className="whitespace-nowrap tabular-nums">
              {key.expiresAt ? (
                formatDateTime(key.expiresAt)
              ) : (
                <span className="text-fg-subtle">{t('serviceKeys.list.noExpiry')}</span>
              )}
            </Td>
            <Td>
              <StatusPill tone={STATUS_TONES[status]}>{t(`serviceKeys.list.status.${status}`)}</StatusPill>
            </Td>
            <Td className="text-right">
              {status === 'active' && (
                <button
                  type="button"
                  onClick={() => onRevoke(key)}
                  aria-label={t('serviceKeys.list.revokeLabel', { name: key.name })}
                  title={t('serviceKeys.list.revoke')}
                  className="inline-flex size-8 items-center justify-center rounded-lg text-fg-subtle transition hover:bg-danger-500/10 hover:text-danger-300"
                >
                  <Ban className="size-4" aria-hidden="true" />
                </button>
              )}
            </Td>
          </Tr>
        );
      }}
    </DataTable>
  );
}
