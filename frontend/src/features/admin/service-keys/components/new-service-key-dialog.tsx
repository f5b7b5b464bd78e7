// The secret of a service key just created, shown this once: closing the dialog forgets it.
import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { OneTimeSecret } from '@/components/ui/one-time-secret';
import { notify } from '@/lib/toast';
import type { CreatedApiKey } from '../../admin-contracts';

export function NewServiceKeyDialog({
  created,
  onClose,
}: {
  created: CreatedApiKey | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  if (!created) return null;
  return (
    <Modal
      open
      onClose={onClose}
      title={t('serviceKeys.secret.title')}
      description={t('serviceKeys.secret.intro', { name: created.key.name })}
      closeLabel={t('shell.close')}
      className="sm:max-w-xl"
    >
      <OneTimeSecret
        secret={created.secret}
        labels={{
          label: t('serviceKeys.secret.label'),
          warning: t('serviceKeys.secret.warning'),
          copy: t('serviceKeys.secret.copy'),
          copied: t('serviceKeys.secret.copied'),
        }}
        onCopy={(copied) =>
          copied
            ? notify.success(t('serviceKeys.secret.copied'))
            : notify.error(t('serviceKeys.secret.copyError'))
        }
      />
      <div className="mt-6 flex justify-end">
        <Button onClick={onClose} block className="sm:w-auto">
          <Check className="size-4" aria-hidden="true" />
          {t('serviceKeys.secret.done')}
        </Button>
      </div>
    </Modal>
  );
}
