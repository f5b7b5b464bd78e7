// "Revoke this key?": the key stops working within a second on every gateway, for good.
import { useTranslation } from 'react-i18next';
import { Ban } from 'lucide-react';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { notify } from '@/lib/toast';
import type { ApiKeyView } from '../api/get-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import '../api-keys-i18n';

export function RevokeApiKeyDialog({ apiKey, onClose }: { apiKey: ApiKeyView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const revoke = useRevokeApiKey();
  if (!apiKey) return null;

  function close() {
    if (!revoke.isPending) onClose();
  }

  function confirm() {
    revoke.mutate(apiKey!.id, {
      onSuccess: () => {
        notify.success(t('apiKeys.revoke.done'));
        onClose();
      },
      onError: () => notify.error(t('apiKeys.revoke.failed')),
    });
  }

  return (
    <Modal
      onClose={close}
      title={t('apiKeys.revoke.title')}
      description={t('apiKeys.revoke.body', { name: apiKey.name, prefix: apiKey.prefix })}
      closeLabel={t('apiKeys.revoke.close')}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={close} disabled={revoke.isPending} data-autofocus>
          {t('apiKeys.revoke.cancel')}
        </Button>
        <Button variant="danger" onClick={confirm} disabled={revoke.isPending}>
          <BusyIcon busy={revoke.isPending} icon={Ban} />
          {revoke.isPending ? t('apiKeys.revoke.revoking') : t('apiKeys.revoke.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
