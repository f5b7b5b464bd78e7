// Bannissement IP: the ban form, and the list of bans with their expiry and removal.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/toast';
import type { BannedIp } from '../../admin-contracts';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadError } from '../../components/load-error';
import { Panel } from '../../components/panel';
import { errorMessage } from '../../error-message';
import { formatCount } from '../../admin-format';
import { useErrorToast } from '../../hooks/use-error-toast';
import { useNow } from '@/hooks/use-now';
import { useBannedIps } from '../api/get-banned-ips';
import { useRemoveIpBan } from '../api/remove-ip-ban';
import { BanForm } from './ban-form';
import { BansTable } from './bans-table';

export function IpBansTab() {
  const { t } = useTranslation('admin');
  const bans = useBannedIps();
  const removeBan = useRemoveIpBan();
  const [removing, setRemoving] = useState<BannedIp | null>(null);
  const now = useNow(15_000);
  useErrorToast(bans.isError, t('ipBans.loadError'));

  function confirmRemove() {
    if (!removing) return;
    removeBan.mutate(removing.id, {
      onSuccess: () => {
        notify.success(t('ipBans.removed'));
        setRemoving(null);
      },
      onError: (error) => notify.error(errorMessage(error, t('ipBans.removeError'))),
    });
  }

  return (
    <div className="grid items-start gap-4 xl:grid-cols-[22rem_minmax(0,1fr)]">
      <Panel title={t('ipBans.form.title')}>
        <BanForm />
      </Panel>
      <Panel
        flush
        title={t('ipBans.list.title')}
        subtitle={
          bans.data
            ? t('ipBans.list.count', { count: bans.data.length, formatted: formatCount(bans.data.length) })
            : undefined
        }
      >
        {bans.isError ? (
          <LoadError
            message={errorMessage(bans.error, t('ipBans.loadError'))}
            onRetry={() => void bans.refetch()}
          />
        ) : (
          <BansTable bans={bans.data ?? []} loading={bans.isPending} now={now} onRemove={setRemoving} />
        )}
      </Panel>
      <ConfirmDialog
        open={!!removing}
        title={t('ipBans.removeConfirm.title')}
        message={t('ipBans.removeConfirm.message', { ip: removing?.ip_address ?? '' })}
        confirmLabel={t('ipBans.removeConfirm.confirm')}
        busy={removeBan.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}
