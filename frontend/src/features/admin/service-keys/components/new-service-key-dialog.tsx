// The secret of a service key just created, shown this once: closing the dialog forgets it.
import { useTranslation } from 'react-i18next';
import { OneTimeSecretDialog } from '@/components/ui/one-time-secret-dialog';
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
    <OneTimeSecretDialog
      secret={created.secret}
      onClose={onClose}
      text={{
        title: t('serviceKeys.secret.title'),
        description: t('serviceKeys.secret.intro', { name: created.key.name }),
        close: t('shell.close'),
        label: t('serviceKeys.secret.label'),
        warning: t('serviceKeys.secret.warning'),
        copy: t('serviceKeys.secret.copy'),
        copied: t('serviceKeys.secret.copied'),
        copyError: t('serviceKeys.secret.copyError'),
        done: t('serviceKeys.secret.done'),
      }}
    />
  );
}
