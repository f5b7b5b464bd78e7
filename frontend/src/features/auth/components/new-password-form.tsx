// Password reset, step 3: the new password (checked against the policy as it is typed), sent with
// the emailed code. Then to the login page after 2 seconds.
import { useEffect, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, Save } from 'lucide-react';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { APP_PATHS } from '@/lib/app-paths';
import { authErrorMessage } from '@/lib/auth/auth-error-message';
import { notify } from '@/lib/toast';
import { useResetPassword } from '../api/reset-password';
import { forgetResetCode } from '../reset-code-store';
import { NewPasswordFields, useNewPasswordFields } from '@/components/new-password-fields';

export const LOGIN_REDIRECT_AFTER_RESET_MS = 2000;

export function NewPasswordForm({ email, code }: { email: string; code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const fields = useNewPasswordFields();

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(
      () => void navigate({ href: APP_PATHS.login, replace: true }),
      LOGIN_REDIRECT_AFTER_RESET_MS,
    );
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!fields.validate()) return;
    reset.mutate(
      { email, code, newPassword: fields.values.password },
      {
        onSuccess: () => {
          forgetResetCode();
          notify.success(t('auth.toasts.passwordUpdated'));
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
      <NewPasswordFields
        fields={fields}
        labels={{ password: t('auth.newPassword.password'), confirm: t('auth.newPassword.confirm') }}
        disabled={reset.isPending}
      />
      <Button type="submit" size="lg" block disabled={reset.isPending}>
        <BusyIcon busy={reset.isPending} icon={Save} className="size-5" />
        {reset.isPending ? t('auth.newPassword.submitting') : t('auth.newPassword.submit')}
      </Button>
    </form>
  );
}
