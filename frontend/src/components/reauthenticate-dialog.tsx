// Asks for the password again before a sensitive change (two-factor, recovery codes, API keys,
// service keys).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { PasswordField } from '@/components/ui/password-field';
import { ApiError } from '@/lib/api-error';
import { authErrorMessage } from '@/lib/auth/auth-error-message';
import { reauthenticate } from '@/lib/auth/reauthenticate';
import { addEnglishSections } from '@/lib/i18n/i18n';
import { secondFactor } from '@/lib/i18n/locales/en/second-factor';

// Its English words come with it (the settings and the back office use it), not with every page.
addEnglishSections(secondFactor);

export function ReauthenticateDialog({ onDone, onCancel }: { onDone(): void; onCancel(): void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!password) return setError(t('auth.validation.passwordRequired'));
    setPending(true);
    try {
      await reauthenticate(password);
      onDone();
    } catch (failure) {
      setPending(false);
      setError(
        failure instanceof ApiError && failure.status === 400
          ? t('secondFactor.reauth.wrong')
          : authErrorMessage(failure, 'other', t),
      );
    }
  }

  return (
    <Modal
      open
      onClose={() => !pending && onCancel()}
      title={t('secondFactor.reauth.title')}
      description={t('secondFactor.reauth.body')}
      closeLabel={t('meta.close')}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
        <PasswordField
          label={t('secondFactor.reauth.password')}
          name="current-password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(null);
          }}
          error={error}
          showLabel={t('auth.showPassword')}
          hideLabel={t('auth.hidePassword')}
          disabled={pending}
          autoFocus
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {t('secondFactor.reauth.cancel')}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? (
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <ShieldCheck className="size-4" aria-hidden="true" />
            )}
            {pending ? t('secondFactor.reauth.confirming') : t('secondFactor.reauth.confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
