// Asks for the password again before a sensitive change (two-factor, recovery codes, API keys,
// service keys), or a passkey instead when the account has one.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { Modal } from '@/components/ui/modal';
import { PasswordConfirmForm } from '@/components/password-confirm-form';
import { ApiError } from '@/lib/api-error';
import { authErrorMessage } from '@/lib/auth/auth-error-message';
import { reauthenticate } from '@/lib/auth/reauthenticate';
import { addEnglishSections } from '@/lib/i18n/i18n';
import { passkeys } from '@/lib/i18n/locales/en/passkeys';
import { secondFactor } from '@/lib/i18n/locales/en/second-factor';
import { PasskeyReauthenticateButton } from './passkey-reauthenticate-button';

// Its English words come with it (the settings and the back office use it), not with every page.
addEnglishSections({ ...secondFactor, ...passkeys });

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
      onClose={() => !pending && onCancel()}
      title={t('secondFactor.reauth.title')}
      description={t('secondFactor.reauth.body')}
      closeLabel={t('meta.close')}
    >
      <PasswordConfirmForm
        label={t('secondFactor.reauth.password')}
        name="current-password"
        password={password}
        onPasswordChange={(value) => {
          setPassword(value);
          setError(null);
        }}
        error={error}
        pending={pending}
        onSubmit={(event) => void onSubmit(event)}
        onCancel={onCancel}
        cancelLabel={t('secondFactor.reauth.cancel')}
        confirmLabel={t('secondFactor.reauth.confirm')}
        pendingLabel={t('secondFactor.reauth.confirming')}
        icon={<ShieldCheck className="size-4" aria-hidden="true" />}
      />
      <PasskeyReauthenticateButton
        disabled={pending}
        onDone={onDone}
        onError={(message) => setError(message)}
      />
    </Modal>
  );
}
