// After a sign-up confirmed from another place than the sign-up that set the password: the
// confirmer chooses the password (checked against the policy as it is typed), then goes on.
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Loader2, Save } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { ApiError } from '@/lib/api-error';
import { APP_PATHS } from '@/lib/app-paths';
import { notify } from '@/lib/toast';
import { useChoosePassword } from '../api/choose-password';
import { validateNewPassword, type FieldErrors, type NewPasswordValues } from '../validation';
import { PasswordChecklist } from './password-checklist';
import '../disown-i18n';

export function ChoosePasswordForm({ redirect }: { redirect?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const choose = useChoosePassword();
  const [values, setValues] = useState<NewPasswordValues>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof NewPasswordValues>>({});
  const [submitted, setSubmitted] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  function update(field: keyof NewPasswordValues, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateNewPassword(next));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const found = validateNewPassword(values);
    setErrors(found);
    if (found.password) return passwordRef.current?.focus();
    if (found.confirmPassword) return confirmRef.current?.focus();
    choose.mutate(values.password, {
      onSuccess: () => {
        notify.success(t('accountSessions.choosePassword.done'));
        void navigate({ href: redirect ?? APP_PATHS.dashboard, replace: true });
      },
      onError: (failure) =>
        notify.error(
          failure instanceof ApiError && failure.status < 500
            ? failure.message
            : t('accountSessions.choosePassword.failed'),
        ),
    });
  }

  const busy = choose.isPending || choose.isSuccess;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <PasswordField
        ref={passwordRef}
        label={t('accountSessions.choosePassword.password')}
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => update('password', event.target.value)}
        error={errors.password && t(`auth.validation.${errors.password}`)}
        showLabel={t('auth.showPassword')}
        hideLabel={t('auth.hidePassword')}
        disabled={busy}
        hint={<PasswordChecklist password={values.password} />}
        autoFocus
      />
      <PasswordField
        ref={confirmRef}
        label={t('accountSessions.choosePassword.confirm')}
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(event) => update('confirmPassword', event.target.value)}
        error={errors.confirmPassword && t(`auth.validation.${errors.confirmPassword}`)}
        showLabel={t('auth.showPassword')}
        hideLabel={t('auth.hidePassword')}
        disabled={busy}
      />
      <Button type="submit" size="lg" block disabled={busy}>
        {busy ? (
          <Loader2 className="size-5 animate-spin" aria-hidden="true" />
        ) : (
          <Save className="size-5" aria-hidden="true" />
        )}
        {busy ? t('accountSessions.choosePassword.submitting') : t('accountSessions.choosePassword.submit')}
      </Button>
    </form>
  );
}
