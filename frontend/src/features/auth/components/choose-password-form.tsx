// After a sign-up confirmed from another place than the sign-up that set the password: the
// confirmer chooses the password (checked against the policy as it is typed), then goes on.
import type { FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Save } from 'lucide-react';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { serverErrorText } from '@/lib/server-error';
import { APP_PATHS } from '@/lib/app-paths';
import { notify } from '@/lib/toast';
import { useChoosePassword } from '../api/choose-password';
import { NewPasswordFields, useNewPasswordFields } from '@/components/new-password-fields';
import '../disown-i18n';

export function ChoosePasswordForm({ redirect }: { redirect?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const choose = useChoosePassword();
  const fields = useNewPasswordFields();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!fields.validate()) return;
    choose.mutate(fields.values.password, {
      onSuccess: () => {
        notify.success(t('accountSessions.choosePassword.done'));
        void navigate({ href: redirect ?? APP_PATHS.dashboard, replace: true });
      },
      onError: (failure) =>
        notify.error(
          (failure instanceof ApiError && failure.status < 500 ? serverErrorText(failure) : null) ??
            t('accountSessions.choosePassword.failed'),
        ),
    });
  }

  const busy = choose.isPending || choose.isSuccess;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <NewPasswordFields
        fields={fields}
        labels={{
          password: t('accountSessions.choosePassword.password'),
          confirm: t('accountSessions.choosePassword.confirm'),
        }}
        disabled={busy}
      />
      <Button type="submit" size="lg" block disabled={busy}>
        <BusyIcon busy={busy} icon={Save} className="size-5" />
        {busy ? t('accountSessions.choosePassword.submitting') : t('accountSessions.choosePassword.submit')}
      </Button>
    </form>
  );
}
