// Settings › API keys: create a key (its secret shown once), list the live keys, revoke one.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeySquare } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { CreatedKeyDialog } from '@/components/ui/one-time-secret-dialog';
import type { CreatedApiKey } from '../api/create-api-key';
import { PERSONAL_KEYS_MAX } from '@storefront/contracts/browser';
import { useApiKeys, type ApiKeyView } from '../api/get-api-keys';
import { ApiKeyList } from './api-key-list';
import { CreateApiKeyForm } from './create-api-key-form';
import { RevokeApiKeyDialog } from './revoke-api-key-dialog';
import { SettingsSection } from './settings-section';
import '../api-keys-i18n';

export function ApiKeysPanel() {
  const { t } = useTranslation();
  const keys = useApiKeys();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);

  return (
    <SettingsSection
      icon={<KeySquare className="size-5" aria-hidden="true" />}
      title={t('apiKeys.title')}
      aside={
        keys.data && (
          <Badge tone={keys.data.length >= PERSONAL_KEYS_MAX ? 'gold' : 'neutral'}>
            {t('apiKeys.list.count', { count: keys.data.length, max: PERSONAL_KEYS_MAX })}
          </Badge>
        )
      }
    >
      <p className="text-sm leading-relaxed text-fg-muted">{t('apiKeys.body')}</p>

      <h3 className="mt-6 mb-3 font-semibold text-fg">{t('apiKeys.create.title')}</h3>
      <CreateApiKeyForm onCreated={setCreated} />

      <h3 className="mt-8 mb-3 font-semibold text-fg">{t('apiKeys.list.title')}</h3>
      <ApiKeyList
        keys={keys.data}
        loading={keys.isPending}
        failed={keys.isError && !keys.data}
        onRetry={() => void keys.refetch()}
        onRevoke={setRevoking}
      />

      <CreatedKeyDialog
        created={created}
        word={(word, name) => t(`apiKeys.secret.${word}`, { name })}
        close={t('apiKeys.secret.close')}
        onClose={() => setCreated(null)}
      />
      <RevokeApiKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </SettingsSection>
  );
}
