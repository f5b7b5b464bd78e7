// The secret of a service key just created, shown this once: closing the dialog forgets it.
import { useTranslation } from 'react-i18next';
import { OneTimeSecretDialog, oneTimeSecretText } from '@/components/ui/one-time-secret-dialog';
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
      text={oneTimeSecretText(
        (word) => t(`serviceKeys.secret.${word}`, { name: created.key.name }),
        t('shell.close'),
      )}
    />
  );
}
