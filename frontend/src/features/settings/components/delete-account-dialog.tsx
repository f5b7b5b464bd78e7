// Confirms account deletion with the user's password, deletes, then signs out to the home page.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { PasswordField } from '@/components/ui/password-field';
import { ApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth/auth-context';
import { authErrorMessage } from '@/lib/auth/auth-error-message';
import { notify } from '@/lib/toast';
import { useDeleteAccount } from '../api/delete-account';

export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  function close() {
    if (remove.isPending) return;
    setPassword('');
    setError(null);
    onClose();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError(t('auth.validation.passwordRequired'));
      return;
    }
    remove.mutate(password, {
      onSuccess: async () => {
        notify.success(t('settings.account.deleted'));
        await signOut({ quiet: true });
      },
      onError: (failure) => {
        // A wrong password (the only refusal of a filled-in password) is the user's to fix here;
        // anything else is a toast.
        if (failure instanceof ApiError && failure.status === 400) setError(t('secondFactor.reauth.wrong'));
        else notify.error(authErrorMessage(failure, 'other', t));
      },
    });
  }

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('settings.account.confirmTitle')}
      description={t('settings.account.confirmBody')}
      closeLabel={t('meta.close')}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <PasswordField
          label={t('settings.account.confirmPassword')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(null);
          }}
          error={error}
          showLabel={t('auth.showPassword')}
          hideLabel={t('auth.hidePassword')}
          disabled={remove.isPending}
          autoFocus
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={remove.isPending}>
            {t('settings.account.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={remove.isPending}>
            {remove.isPending ? (
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <Trash2 className="size-4" aria-hidden="true" />
            )}
            {remove.isPending ? t('settings.account.deleting') : t('settings.account.confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
