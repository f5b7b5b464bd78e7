// Password reset, step 3: the new password (checked against the policy as it is typed), sent with
// the emailed code. Then to the login page after 2 seconds.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, Loader2, Save } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { APP_PATHS } from '@/lib/app-paths';
import { authErrorMessage } from '@/lib/auth/auth-error-message';
import { notify } from '@/lib/toast';
import { useResetPassword } from '../api/reset-password';
import { forgetResetCode } from '../reset-code-store';
import { validateNewPassword, type FieldErrors, type NewPasswordValues } from '../validation';
import { PasswordChecklist } from './password-checklist';

export const LOGIN_REDIRECT_AFTER_RESET_MS = 2000;

export function NewPasswordForm({ email, code }: { email: string; code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [values, setValues] = useState<NewPasswordValues>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof NewPasswordValues>>({});
  const [submitted, setSubmitted] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(
      () => void navigate({ href: APP_PATHS.login, replace: true }),
      LOGIN_REDIRECT_AFTER_RESET_MS,
    );
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

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
    reset.mutate(
      { email, code, newPassword: values.password },
      {
        onSuccess: (message) => {
          forgetResetCode();
          notify.success(message ?? t('auth.toasts.passwordUpdated'));
        },
        onError: (failure) => notify.error(authErrorMessage(failure, 'newPassword', t)),
      },
    );
  }

  if (reset.isSuccess) {
    return (
      <div
        role="status"
        className="flex items-center gap-3 rounded-xl border border-brand-400/30 bg-brand-400/10 px-4 py-3.5 text-sm text-brand-200"
      >
        <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
        <span>{t('auth.newPassword.redirecting')}</span>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <PasswordField
        ref={passwordRef}
        label={t('auth.newPassword.password')}
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => update('password', event.target.value)}
        error={errors.password && t(`auth.validation.${errors.password}`)}
        showLabel={t('auth.showPassword')}
        hideLabel={t('auth.hidePassword')}
        disabled={reset.isPending}
        hint={<PasswordChecklist password={values.password} />}
        autoFocus
      />
      <PasswordField
        ref={confirmRef}
        label={t('auth.newPassword.confirm')}
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(event) => update('confirmPassword', event.target.value)}
        error={errors.confirmPassword && t(`auth.validation.${errors.confirmPassword}`)}
        showLabel={t('auth.showPassword')}
        hideLabel={t('auth.hidePassword')}
        disabled={reset.isPending}
      />
      <Button type="submit" size="lg" block disabled={reset.isPending}>
        {reset.isPending ? (
          <Loader2 className="size-5 animate-spin" aria-hidden="true" />
        ) : (
          <Save className="size-5" aria-hidden="true" />
        )}
        {reset.isPending ? t('auth.newPassword.submitting') : t('auth.newPassword.submit')}
      </Button>
    </form>
  );
}
