// The secret of a key just created, shown this once: closing the dialog forgets it.
import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { OneTimeSecret } from '@/components/ui/one-time-secret';
import { notify } from '@/lib/toast';
import type { CreatedApiKey } from '../api/create-api-key';
import '../api-keys-i18n';

export function NewApiKeyDialog({
  created,
  onClose,
}: {
  created: CreatedApiKey | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  if (!created) return null;
  return (
    <Modal
      open
      onClose={onClose}
      title={t('apiKeys.secret.title')}
      description={t('apiKeys.secret.intro', { name: created.key.name })}
      closeLabel={t('apiKeys.secret.close')}
      className="sm:max-w-xl"
    >
      <OneTimeSecret
        secret={created.secret}
        labels={{
          label: t('apiKeys.secret.label'),
          warning: t('apiKeys.secret.warning'),
          copy: t('apiKeys.secret.copy'),
          copied: t('apiKeys.secret.copied'),
        }}
        onCopy={(copied) =>
          copied ? notify.success(t('apiKeys.secret.copied')) : notify.error(t('apiKeys.secret.copyError'))
        }
      />
      <div className="mt-6 flex justify-end">
        <Button onClick={onClose} block className="sm:w-auto">
          <Check className="size-4" aria-hidden="true" />
          {t('apiKeys.secret.done')}
        </Button>
      </div>
    </Modal>
  );
}
