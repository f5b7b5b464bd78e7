// The second step of signing in when two-factor is on: the 6-digit code emailed at the password step.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { emptyOtp, isOtpComplete, OtpInput } from '@/components/ui/otp-input';
import { useCountdown } from '@/hooks/use-countdown';
import { authErrorMessage } from '@/lib/auth/auth-error-message';
import { notify } from '@/lib/toast';
import { cancelSignIn } from '../api/cancel-sign-in';
import { useResendSignInCode, useVerifySignInCode } from '../api/verify-sign-in-code';
import { authLinkStyles } from './auth-card';
import { ResendCodeButton } from './resend-code-button';
import { RESEND_COOLDOWN_SECONDS } from '../resend-cooldown';

interface TwoFactorSignInProps {
  redirecting: boolean;
  onAttempt(): void;
}

export function TwoFactorSignIn({ redirecting, onAttempt }: TwoFactorSignInProps) {
  const { t } = useTranslation();
  const [digits, setDigits] = useState(emptyOtp);
  const [error, setError] = useState<string | null>(null);
  // The password step has just sent a code.
  const cooldown = useCountdown(RESEND_COOLDOWN_SECONDS);
  const verify = useVerifySignInCode();
  const resend = useResendSignInCode();

  function submit(code: string) {
    setError(null);
    onAttempt();
    verify.mutate(code, {
      onSuccess: () => {
        notify.success(t('auth.toasts.signInSuccess'));
      },
      onError: (failure) => {
        notify.error(authErrorMessage(failure, 'twoFactorVerify', t));
        setDigits(emptyOtp());
      },
    });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isOtpComplete(digits)) {
      setError(t('auth.validation.codeIncomplete'));
      return;
    }
    submit(digits.join(''));
  }

  function onResend() {
    resend.mutate(undefined, {
      onSuccess: () => {
        notify.success(t('auth.toasts.twoFactorCodeSent'));
        cooldown.start(RESEND_COOLDOWN_SECONDS);
      },
      onError: (failure) => notify.error(authErrorMessage(failure, 'twoFactorSend', t)),
    });
  }

  const busy = verify.isPending || redirecting;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <OtpInput
        value={digits}
        onChange={(next) => {
          setDigits(next);
          setError(null);
        }}
        onComplete={submit}
        label={t('auth.codeLabel')}
        digitLabel={(index, count) => t('auth.codeDigit', { index, count })}
        disabled={busy}
        autoFocus
        invalid={!!error}
        describedBy={error ? 'two-factor-code-error' : undefined}
      />
      {error && (
        <p id="two-factor-code-error" className="-mt-2 text-sm text-danger-300">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" block disabled={busy}>
        {busy ? <Loader2 className="size-5 animate-spin" aria-hidden="true" /> : <ShieldCheck className="size-5" aria-hidden="true" />}
        {redirecting ? t('auth.login.redirecting') : verify.isPending ? t('auth.twoFactorStep.submitting') : t('auth.twoFactorStep.submit')}
      </Button>
      <div className="flex flex-col items-center gap-2 sm:flex-row sm:justify-between">
        <ResendCodeButton label={t('auth.twoFactorStep.resend')} remaining={cooldown.remaining} pending={resend.isPending} onResend={onResend} />
        <button type="button" className={`${authLinkStyles} text-sm`} onClick={() => void cancelSignIn()} disabled={busy}>
          {t('auth.twoFactorStep.otherAccount')}
        </button>
      </div>
    </form>
  );
}
