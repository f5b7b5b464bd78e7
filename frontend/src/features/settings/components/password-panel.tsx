// Settings › Password: the current password, then the new one (twice). An account with two-factor on
// needs this session to have passed its second factor; the server says so and the panel explains.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isAuthError } from '@supabase/auth-js';
import { KeyRound, Save, ShieldCheck } from 'lucide-react';
import { BusyIcon } from '@/components/ui/busy-icon';
import { NewPasswordFields, useNewPasswordFields } from '@/components/new-password-fields';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { useAuth } from '@/lib/auth/auth-context';
import { authErrorMessage } from '@/lib/auth/auth-error-message';
import { serverErrorText } from '@/lib/server-error';
import { notify } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';
import { SettingsSection } from './settings-section';

/** GoTrue's codes for the refusals this form answers in place. */
const refusalOf = (error: unknown) => (isAuthError(error) ? String(error.code ?? '') : '');

export function PasswordPanel() {
  const { t } = useTranslation();
  const { user, refresh } = useAuth();
  const change = useChangePassword();
  const fields = useNewPasswordFields();
  const currentRef = useRef<HTMLInputElement>(null);
  const [current, setCurrent] = useState('');
  const [currentError, setCurrentError] = useState<string | null>(null);
  const [newError, setNewError] = useState<string | null>(null);
  const [secondFactorNeeded, setSecondFactorNeeded] = useState(false);

  // Once the form is enabled again, the current password takes the focus when it is what is wrong.
  useEffect(() => {
    if (currentError && !change.isPending) currentRef.current?.focus();
  }, [currentError, change.isPending]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setNewError(null);
    setSecondFactorNeeded(false);
    setCurrentError(current ? null : t('auth.validation.passwordRequired'));
    const newOk = fields.validate();
    if (!current || !newOk) return;
    change.mutate(
      { currentPassword: current, newPassword: fields.values.password },
      {
        onSuccess: () => {
          notify.success(t('settings.password.changed'));
          setCurrent('');
          fields.reset();
        },
        onError: (failure) => {
          const code = refusalOf(failure);
          if (code === 'insufficient_aal') return setSecondFactorNeeded(true);
          if (code === 'current_password_invalid') return setCurrentError(serverErrorText(failure));
          if (code === 'same_password' || code === 'weak_password')
            return setNewError(serverErrorText(failure) ?? t('auth.validation.passwordTooWeak'));
          notify.error(authErrorMessage(failure, 'other', t));
        },
      },
    );
  }

  return (
    <SettingsSection
      icon={<KeyRound className="size-5" aria-hidden="true" />}
      title={t('settings.password.title')}
    >
      <p className="text-sm leading-relaxed text-fg-muted">{t('settings.password.body')}</p>
      <form noValidate onSubmit={onSubmit} className="mt-6 grid max-w-md gap-5">
        <PasswordField
          ref={currentRef}
          label={t('settings.password.current')}
          name="currentPassword"
          autoComplete="current-password"
          value={current}
          onChange={(event) => {
            setCurrent(event.target.value);
            setCurrentError(null);
          }}
          error={currentError}
          disabled={change.isPending}
        />
        <NewPasswordFields
          fields={fields}
          labels={{ password: t('settings.password.new'), confirm: t('settings.password.confirm') }}
          disabled={change.isPending}
          autoFocus={false}
        />
        {newError && (
          <p role="alert" className="-mt-2 text-sm text-danger-300">
            {newError}
          </p>
        )}
        {secondFactorNeeded && (
          <div role="alert" className="grid gap-3 rounded-xl bg-danger-500/[0.06] px-4 py-4 text-sm">
            <p className="text-danger-300">{t('settings.password.secondFactorNeeded')}</p>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              className="justify-self-start"
              onClick={() => void refresh()}
            >
              <ShieldCheck className="size-4" aria-hidden="true" />
              {t('settings.password.confirmSecondFactor')}
            </Button>
          </div>
        )}
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <Button type="submit" disabled={change.isPending}>
            <BusyIcon busy={change.isPending} icon={Save} />
            {change.isPending ? t('settings.password.submitting') : t('settings.password.submit')}
          </Button>
          <Link
            to="/reset-password"
            search={{ email: user?.email }}
            className="text-sm text-brand-300 underline-offset-4 hover:underline"
          >
            {t('settings.password.forgot')}
          </Link>
        </div>
      </form>
    </SettingsSection>
  );
}
