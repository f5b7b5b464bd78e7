// A new service key: its name, what it may do (at least one scope) and its expiry date, 90 days
// ahead unless changed and at most 365.
// Creating one is a sensitive change: when the server wants the password confirmed first, a dialog
// asks for it and the creation goes on.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { KeySquare } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ReauthenticationCancelled, useReauthentication } from '@/hooks/use-reauthentication';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/lib/toast';
import { API_KEY_NAME_MAX, SERVICE_KEY_EXPIRY_DEFAULT_DAYS } from '@storefront/contracts/browser';
import { API_KEY_SCOPES, type ApiKeyScope, type CreatedApiKey } from '../../admin-contracts';
import { errorMessage } from '../../error-message';
import { useCreateServiceKey } from '../api/create-service-key';
import { dayAfter, expiryFromDate, latestExpiryDay, type ExpiryProblem } from '../service-key-status';
import { SCOPE_TEXT } from '../scope-text';

/** A blank form, its expiry the default number of days from now. */
const blank = () => ({
  name: '',
  scopes: [] as ApiKeyScope[],
  expires: dayAfter(Date.now(), SERVICE_KEY_EXPIRY_DEFAULT_DAYS),
});

type Invalid = { name?: boolean; scopes?: boolean; expires?: boolean };

const EXPIRY_ERRORS: Record<ExpiryProblem, 'expiryRequired' | 'expiryPast' | 'expiryTooFar'> = {
  missing: 'expiryRequired',
  past: 'expiryPast',
  tooFar: 'expiryTooFar',
};

export function ServiceKeyForm({ onCreated }: { onCreated: (created: CreatedApiKey) => void }) {
  const { t } = useTranslation('admin');
  const [form, setForm] = useState(blank);
  const [invalid, setInvalid] = useState<Invalid>({});
  const create = useCreateServiceKey();
  const { guard, dialog } = useReauthentication();

  function submit(event: FormEvent) {
    event.preventDefault();
    const name = form.name.trim();
    const expiry = expiryFromDate(form.expires, Date.now());
    const problems: Invalid = {
      name: !name || name.length > API_KEY_NAME_MAX,
      scopes: form.scopes.length === 0,
      expires: 'problem' in expiry,
    };
    if (!('expiresAt' in expiry) || problems.name || problems.scopes) {
      setInvalid(problems);
      notify.error(
        t(
          problems.name
            ? 'serviceKeys.form.nameRequired'
            : problems.scopes
              ? 'serviceKeys.form.scopesRequired'
              : `serviceKeys.form.${EXPIRY_ERRORS['problem' in expiry ? expiry.problem : 'missing']}`,
        ),
      );
      return;
    }
    setInvalid({});
    // Scopes in their canonical order, whatever order they were ticked in.
    const scopes = API_KEY_SCOPES.filter((scope) => form.scopes.includes(scope));
    const key = { name, scopes, expiresAt: expiry.expiresAt };
    guard(() => create.mutateAsync(key)).then(
      (created) => {
        setForm(blank());
        onCreated(created);
      },
      (error: unknown) => {
        if (error instanceof ReauthenticationCancelled) return;
        notify.error(errorMessage(error, t('serviceKeys.form.createError')));
      },
    );
  }

  function toggle(scope: ApiKeyScope, on: boolean) {
    setForm((current) => ({
      ...current,
      scopes: on ? [...current.scopes, scope] : current.scopes.filter((value) => value !== scope),
    }));
    setInvalid((current) => ({ ...current, scopes: false }));
  }

  return (
    <>
      <form
        noValidate
        onSubmit={submit}
        className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,16rem)] lg:items-start lg:gap-6"
      >
        <TextField
          label={t('serviceKeys.form.name')}
          required
          autoComplete="off"
          maxLength={API_KEY_NAME_MAX}
          placeholder={t('serviceKeys.form.namePlaceholder')}
          value={form.name}
          onChange={(event) => {
            setForm((current) => ({ ...current, name: event.target.value }));
            setInvalid((current) => ({ ...current, name: false }));
          }}
          aria-invalid={invalid.name || undefined}
        />
        <fieldset aria-invalid={invalid.scopes || undefined} className="grid gap-2.5">
          <legend className="mb-2 flex w-full items-baseline justify-between gap-3 text-sm font-medium text-fg">
            {t('serviceKeys.form.scopes')}
            <span className="text-xs font-normal text-fg-subtle">{t('serviceKeys.form.scopesHint')}</span>
          </legend>
          {API_KEY_SCOPES.map((scope) => (
            <Checkbox
              key={scope}
              checked={form.scopes.includes(scope)}
              onChange={(event) => toggle(scope, event.target.checked)}
              label={
                <>
                  {t(`serviceKeys.scopes.${SCOPE_TEXT[scope]}`)}{' '}
                  <code className="font-mono text-xs text-fg-subtle">{scope}</code>
                </>
              }
            />
          ))}
          {invalid.scopes && (
            <p className="text-sm text-danger-300">{t('serviceKeys.form.scopesRequired')}</p>
          )}
        </fieldset>
        <TextField
          label={t('serviceKeys.form.expiresAt')}
          required
          type="date"
          min={dayAfter(Date.now(), 0)}
          max={latestExpiryDay(Date.now())}
          value={form.expires}
          onChange={(event) => {
            setForm((current) => ({ ...current, expires: event.target.value }));
            setInvalid((current) => ({ ...current, expires: false }));
          }}
          hint={t('serviceKeys.form.expiresHint')}
          aria-invalid={invalid.expires || undefined}
          className="[&_input]:[color-scheme:dark]"
        />
        <div className="lg:col-span-3 lg:flex lg:justify-end">
          <Button type="submit" disabled={create.isPending} block className="lg:w-auto">
            <KeySquare className="size-4" aria-hidden="true" />
            {create.isPending ? t('serviceKeys.form.submitting') : t('serviceKeys.form.submit')}
          </Button>
        </div>
      </form>
      {dialog}
    </>
  );
}
