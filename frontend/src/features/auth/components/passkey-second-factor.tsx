// The sign-in's second step with one of the account's passkeys: one button opens the browser's
// prompt; the session is raised to aal2 and the page moves on.
import { useTranslation } from 'react-i18next';
import { FingerprintPattern } from 'lucide-react';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { passkeyCancelled, passkeyErrorMessage } from '@/lib/auth/passkey-ceremony';
import { notify } from '@/lib/toast';
import { useVerifyPasskeyFactor } from '../api/passkey-second-factor';
import '../passkeys-i18n';

export function PasskeySecondFactor({ redirecting, onAttempt }: { redirecting: boolean; onAttempt(): void }) {
  const { t } = useTranslation();
  const verify = useVerifyPasskeyFactor();

  function start() {
    onAttempt();
    verify.mutate(undefined, {
      onSuccess: () => notify.success(t('auth.toasts.signInSuccess')),
      onError: (failure) =>
        passkeyCancelled(failure)
          ? notify.info(t('passkeys.errors.cancelled'))
          : notify.error(passkeyErrorMessage(failure, t)),
    });
  }

  const busy = verify.isPending || redirecting;
  return (
    <Button
      size="lg"
      block
      className="h-auto! min-h-13 py-2.5 text-center whitespace-normal!"
      onClick={start}
      disabled={busy}
      autoFocus
    >
      <BusyIcon busy={busy} icon={FingerprintPattern} className="size-5 shrink-0" />
      {redirecting
        ? t('auth.login.redirecting')
        : verify.isPending
          ? t('passkeys.secondFactor.waiting')
          : t('passkeys.secondFactor.button')}
    </Button>
  );
}
