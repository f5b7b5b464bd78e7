// The secret of a key just created, shown this once: closing the dialog forgets it.
import { useTranslation } from 'react-i18next';
import { OneTimeSecretDialog, oneTimeSecretText } from '@/components/ui/one-time-secret-dialog';
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
    <OneTimeSecretDialog
      secret={created.secret}
      onClose={onClose}
      text={oneTimeSecretText(
        (word) => t(`apiKeys.secret.${word}`, { name: created.key.name }),
        t('apiKeys.secret.close'),
      )}
    />
  );
}
