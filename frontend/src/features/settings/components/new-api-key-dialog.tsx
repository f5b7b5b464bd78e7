// The secret of a key just created, shown this once: closing the dialog forgets it.
import { useTranslation } from 'react-i18next';
import { OneTimeSecretDialog } from '@/components/ui/one-time-secret-dialog';
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
      text={{
        title: t('apiKeys.secret.title'),
        description: t('apiKeys.secret.intro', { name: created.key.name }),
        close: t('apiKeys.secret.close'),
        label: t('apiKeys.secret.label'),
        warning: t('apiKeys.secret.warning'),
        copy: t('apiKeys.secret.copy'),
        copied: t('apiKeys.secret.copied'),
        copyError: t('apiKeys.secret.copyError'),
        done: t('apiKeys.secret.done'),
      }}
    />
  );
}
