// The sign-up code: six boxes, "Verify Email", and "Resend Code" after a 60-second cool-down.
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Loader2, MailCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { emptyOtp, isOtpComplete, OtpInput } from '@/components/ui/otp-input';
import { useCountdown } from '@/hooks/use-countdown';
import { APP_PATHS } from '@/lib/app-paths';
import { authErrorMessage } from '@/lib/auth/auth-error-message';
import { notify } from '@/lib/toast';
import { useResendSignUpCode } from '../api/resend-sign-up-code';
import { useVerifyEmail } from '../api/verify-email';
import { RESEND_COOLDOWN_SECONDS } from '../resend-cooldown';
import { ResendCodeButton } from './resend-code-button';

export function VerifyEmailForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [digits, setDigits] = useState(emptyOtp);
  const [error, setError] = useState<string | null>(null);
  // The code was sent at sign-up, moments ago: the server refuses another for 60 s.
  const cooldown = useCountdown(RESEND_COOLDOWN_SECONDS);
  const verify = useVerifyEmail();
  const resend = useResendSignUpCode();

  function submit(code: string) {
    setError(null);
    verify.mutate(
      { email, code },
      {
        onSuccess: () => {
          notify.success(t('auth.toasts.verified'));
          void navigate({ href: APP_PATHS.dashboard, replace: true });
        },
        onError: (failure) => {
          notify.error(authErrorMessage(failure, 'verifyEmail', t));
          setDigits(emptyOtp());
        },
      },
    );
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
    resend.mutate(email, {
      onSuccess: () => {
        notify.success(t('auth.toasts.codeResent'));
        cooldown.start(RESEND_COOLDOWN_SECONDS);
      },
      onError: (failure) => notify.error(authErrorMessage(failure, 'resend', t)),
    });
  }

  const busy = verify.isPending || verify.isSuccess;

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
        describedBy={error ? 'verify-code-error' : undefined}
      />
      {error && (
        <p id="verify-code-error" className="-mt-2 text-sm text-danger-300">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" block disabled={busy}>
        {busy ? <Loader2 className="size-5 animate-spin" aria-hidden="true" /> : <MailCheck className="size-5" aria-hidden="true" />}
        {busy ? t('auth.verifyEmail.submitting') : t('auth.verifyEmail.submit')}
      </Button>
      <div className="flex flex-col items-center gap-1 text-center">
        <ResendCodeButton label={t('auth.verifyEmail.resend')} remaining={cooldown.remaining} pending={resend.isPending} onResend={onResend} />
        {cooldown.running && <p className="text-xs text-fg-subtle">{t('auth.verifyEmail.noCode')}</p>}
      </div>
    </form>
  );
}
