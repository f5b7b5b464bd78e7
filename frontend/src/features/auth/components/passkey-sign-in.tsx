// "Sign in with a passkey" under the password form: no email asked, the browser offers the
// passkeys it holds for the site, and the session comes back already past two-factor.
import { useTranslation } from 'react-i18next';
import { FingerprintPattern } from 'lucide-react';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { passkeyCancelled, passkeyErrorMessage, passkeysSupported } from '@/lib/auth/passkey-ceremony';
import { notify } from '@/lib/toast';
import { useSignInWithPasskey } from '../api/sign-in-with-passkey';
import '../passkeys-i18n';

interface PasskeySignInProps {
  /** "Remember me", as ticked on the password form. */
  remember: boolean;
  /** The password form is busy, or the page is moving on. */
  disabled: boolean;
  onAttempt(): void;
}

export function PasskeySignIn({ remember, disabled, onAttempt }: PasskeySignInProps) {
  const { t } = useTranslation();
  const signIn = useSignInWithPasskey();
  if (!passkeysSupported()) return null;

  function start() {
    onAttempt();
    signIn.mutate(
      { remember },
      {
        onSuccess: () => notify.success(t('auth.toasts.signInSuccess')),
        onError: (failure) =>
          passkeyCancelled(failure)
            ? notify.info(t('passkeys.errors.cancelled'))
            : notify.error(passkeyErrorMessage(failure, t)),
      },
    );
  }

  return (
    <div className="grid gap-5">
      <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-fg-muted uppercase">
        <span className="h-px flex-1 bg-white/10" aria-hidden="true" />
        {t('passkeys.signIn.or')}
        <span className="h-px flex-1 bg-white/10" aria-hidden="true" />
      </div>
      {/* Its words are long in French: on a phone they wrap rather than widen the form. */}
      <Button
        variant="secondary"
        size="lg"
        block
        className="h-auto! min-h-13 py-2.5 text-center whitespace-normal!"
        onClick={start}
        disabled={disabled || signIn.isPending}
      >
        <BusyIcon busy={signIn.isPending} icon={FingerprintPattern} className="size-5 shrink-0" />
        {signIn.isPending ? t('passkeys.signIn.waiting') : t('passkeys.signIn.button')}
      </Button>
    </div>
  );
}
