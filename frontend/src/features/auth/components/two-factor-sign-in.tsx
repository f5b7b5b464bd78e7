// The second step of signing in when two-factor is on: the 6-digit code emailed at the password step.
import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { notify } from '@/lib/toast';
import { cancelSignIn } from '../api/cancel-sign-in';
import { useResendSignInCode, useVerifySignInCode } from '../api/verify-sign-in-code';
import { useCodeRefusal } from '../hooks/use-code-refusal';
import { useCodeResend } from '../hooks/use-code-resend';
import { authLinkStyles } from './auth-card';
import { EmailedCodeForm } from './emailed-code-form';
import { ResendCodeButton } from './resend-code-button';

interface TwoFactorSignInProps {
  redirecting: boolean;
  onAttempt(): void;
}

export function TwoFactorSignIn({ redirecting, onAttempt }: TwoFactorSignInProps) {
  const { t } = useTranslation();
  const verify = useVerifySignInCode();
  const refuseCode = useCodeRefusal('twoFactorVerify');
  // The password step has just sent a code.
  const resendCode = useResendSignInCode();
  const resend = useCodeResend({
    mutation: resendCode,
    variables: undefined,
    sentMessage: t('auth.toasts.twoFactorCodeSent'),
    flow: 'twoFactorSend',
  });

  function verifyCode(code: string, refuse: (message: string) => void) {
    onAttempt();
    verify.mutate(code, {
      onSuccess: () => {
        notify.success(t('auth.toasts.signInSuccess'));
      },
      onError: (failure) => refuseCode(failure, refuse),
    });
  }

  const busy = verify.isPending || redirecting;
  const submitLabel = redirecting
    ? t('auth.login.redirecting')
    : verify.isPending
      ? t('auth.twoFactorStep.submitting')
      : t('auth.twoFactorStep.submit');

  return (
    <EmailedCodeForm
      errorId="two-factor-code-error"
      busy={busy}
      submitIcon={ShieldCheck}
      submitLabel={submitLabel}
      onCode={verifyCode}
    >
      <div className="flex flex-col items-center gap-2 sm:flex-row sm:justify-between">
        <ResendCodeButton
          label={t('auth.twoFactorStep.resend')}
          remaining={resend.remaining}
          pending={resend.pending}
          onResend={resend.resend}
        />
        <button
          type="button"
          className={`${authLinkStyles} text-sm`}
          onClick={() => void cancelSignIn()}
          disabled={busy}
        >
          {t('auth.twoFactorStep.otherAccount')}
        </button>
      </div>
    </EmailedCodeForm>
  );
}
