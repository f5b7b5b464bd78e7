// Clés de service: create a key for a service acting on any user's credits (its secret shown once),
// the keys with their status, a page at a time, and revocation after a confirmation.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreatedKeyDialog } from '@/components/ui/one-time-secret-dialog';
import { notify } from '@/lib/toast';
import type { ApiKeyView, CreatedApiKey } from '../../admin-contracts';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTablePanel } from '../../components/data-table/data-table-panel';
import { Panel } from '../../components/panel';
import { errorMessage, queryLoadError } from '../../error-message';
import { formatCount } from '../../admin-format';
import { useErrorToast } from '../../hooks/use-error-toast';
import { useNow } from '@/hooks/use-now';
import { usePageInRange } from '../../hooks/use-page-in-range';
import { pageCount, pageRange } from '../../pagination';
import { useRevokeServiceKey } from '../api/revoke-service-key';
import { useServiceKeys } from '../api/get-service-keys';
import { ServiceKeyForm } from './service-key-form';
import { ServiceKeysTable } from './service-keys-table';

export const SERVICE_KEYS_PAGE_SIZE = 10;

export function ServiceKeysTab() {
  const { t } = useTranslation('admin');
  const keys = useServiceKeys();
  const revoke = useRevokeServiceKey();
  const now = useNow(15_000);
  const [page, setPage] = useState(1);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);
  useErrorToast(keys.isError, t('serviceKeys.loadError'));

  const all = keys.data ?? [];
  const pages = pageCount(all.length, SERVICE_KEYS_PAGE_SIZE);
  usePageInRange(page, setPage, keys.data ? { total: all.length } : undefined, SERVICE_KEYS_PAGE_SIZE);
  const shown = all.slice((page - 1) * SERVICE_KEYS_PAGE_SIZE, page * SERVICE_KEYS_PAGE_SIZE);
  const range = pageRange(page, SERVICE_KEYS_PAGE_SIZE, all.length);

  function onCreated(key: CreatedApiKey) {
    notify.success(t('serviceKeys.form.created'));
    setPage(1);
    setCreated(key);
  }

  function confirmRevoke() {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        notify.success(t('serviceKeys.revoked'));
        setRevoking(null);
      },
      onError: (error) => notify.error(errorMessage(error, t('serviceKeys.revokeError'))),
    });
  }

  return (
    <div className="grid gap-4">
      <Panel title={t('serviceKeys.form.title')}>
        <ServiceKeyForm onCreated={onCreated} />
      </Panel>
      <DataTablePanel
        title={t('serviceKeys.list.title')}
        subtitle={
          keys.data
            ? t('serviceKeys.list.count', { count: all.length, formatted: formatCount(all.length) })
            : undefined
        }
        error={queryLoadError(keys, t('serviceKeys.loadError'))}
        paging={{ page, pages, onPageChange: setPage }}
        footerStart={
          pages > 1 && (
            <span className="text-xs text-fg-subtle tabular-nums">
              {t('serviceKeys.list.showing', {
                from: formatCount(range.from),
                to: formatCount(range.to),
                total: formatCount(range.total),
              })}
            </span>
          )
        }
      >
        <ServiceKeysTable keys={shown} loading={keys.isPending} now={now} onRevoke={setRevoking} />
      </DataTablePanel>
      <CreatedKeyDialog
        created={created}
        word={(word, name) => t(`serviceKeys.secret.${word}`, { name })}
        close={t('shell.close')}
        onClose={() => setCreated(null)}
      />
      <ConfirmDialog
        open={!!revoking}
        title={t('serviceKeys.revokeConfirm.title')}
        message={t('serviceKeys.revokeConfirm.message', {
          name: revoking?.name ?? '',
          prefix: revoking?.prefix ?? '',
        })}
        confirmLabel={t('serviceKeys.revokeConfirm.confirm')}
        busyLabel={t('serviceKeys.revokeConfirm.busy')}
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onClose={() => setRevoking(null)}
      />
    </div>
  );
}
