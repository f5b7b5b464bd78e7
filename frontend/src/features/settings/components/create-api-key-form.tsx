// Settings › API keys: the name of a new key. The server's refusals are said under the field: the
// limit of live keys in its own words, a session still waiting for its second factor in ours.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { BusyIcon } from '@/components/ui/busy-icon';
import { API_KEY_NAME_MAX, ApiKeyErrorCode, AuthErrorCode } from '@storefront/contracts/browser';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-error';
import { serverErrorText } from '@/lib/server-error';
import { notify } from '@/lib/toast';
import { useCreateApiKey, type CreatedApiKey } from '../api/create-api-key';
import { ReauthenticationCancelled, useReauthentication } from '@/hooks/use-reauthentication';
import { apiKeyNameProblem } from '../api-key-name';
import '../api-keys-i18n';

export function CreateApiKeyForm({ onCreated }: { onCreated: (created: CreatedApiKey) => void }) {
  const { t } = useTranslation();
  const create = useCreateApiKey();
  const { guard, dialog } = useReauthentication();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = apiKeyNameProblem(name);
    if (problem) {
      setError(t(problem === 'required' ? 'apiKeys.create.nameRequired' : 'apiKeys.create.nameTooLong'));
      return;
    }
    guard(() => create.mutateAsync(name.trim())).then(
      (created) => {
        setName('');
        setError(null);
        onCreated(created);
      },
      (failure: unknown) => {
        if (failure instanceof ReauthenticationCancelled) return;
        if (failure instanceof ApiError && failure.code === ApiKeyErrorCode.ApiKeyLimit)
          setError(serverErrorText(failure) ?? t('apiKeys.create.failed'));
        else if (failure instanceof ApiError && failure.code === AuthErrorCode.MfaRequired)
          setError(t('apiKeys.create.mfaRequired'));
        else if (failure instanceof ApiError && failure.status === 400)
          setError(serverErrorText(failure) ?? t('apiKeys.create.failed'));
        else notify.error(t('apiKeys.create.failed'));
      },
    );
  }

  return (
    <>
      <form
        noValidate
        onSubmit={submit}
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
      >
        <TextField
          label={t('apiKeys.create.name')}
          name="api-key-name"
          autoComplete="off"
          placeholder={t('apiKeys.create.namePlaceholder')}
          maxLength={API_KEY_NAME_MAX + 20}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
          hint={error ? undefined : t('apiKeys.create.nameHint')}
          error={error}
          disabled={create.isPending}
        />
        <Button type="submit" disabled={create.isPending} className="sm:mt-7">
          <BusyIcon busy={create.isPending} icon={Plus} />
          {create.isPending ? t('apiKeys.create.submitting') : t('apiKeys.create.submit')}
        </Button>
      </form>
      {dialog}
    </>
  );
}
