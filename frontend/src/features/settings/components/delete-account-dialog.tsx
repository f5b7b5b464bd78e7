// Confirms account deletion with the user's password, deletes, then signs out to the home page.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { Modal } from '@/components/ui/modal';
import { PasswordConfirmForm } from '@/components/password-confirm-form';
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
      <PasswordConfirmForm
        label={t('settings.account.confirmPassword')}
        name="password"
        password={password}
        onPasswordChange={(value) => {
          setPassword(value);
          setError(null);
        }}
        error={error}
        pending={remove.isPending}
        onSubmit={onSubmit}
        onCancel={close}
        cancelLabel={t('settings.account.cancel')}
        confirmLabel={t('settings.account.confirm')}
        pendingLabel={t('settings.account.deleting')}
        icon={<Trash2 className="size-4" aria-hidden="true" />}
        danger
      />
    </Modal>
  );
}
