// The sign-up code: six boxes, "Verify Email", and "Resend Code" after a 60-second cool-down.
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MailCheck } from 'lucide-react';
import { APP_PATHS } from '@/lib/app-paths';
import { notify } from '@/lib/toast';
import { useResendSignUpCode } from '../api/resend-sign-up-code';
import { useVerifyEmail } from '../api/verify-email';
import { useCodeRefusal } from '../hooks/use-code-refusal';
import { useCodeResend } from '../hooks/use-code-resend';
import { EmailedCodeForm } from './emailed-code-form';
import { ResendCodeButton } from './resend-code-button';

/** `redirect`: the page the sign-up started from (the checkout with its cart); else the dashboard. */
export function VerifyEmailForm({ email, redirect }: { email: string; redirect?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const verify = useVerifyEmail();
  const refuseCode = useCodeRefusal('verifyEmail');
  // The code was sent at sign-up, moments ago: the server refuses another for 60 s.
  const resendCode = useResendSignUpCode();
  const resend = useCodeResend({
    mutation: resendCode,
    variables: email,
    sentMessage: t('auth.toasts.codeResent'),
    flow: 'resend',
  });

  function verifyCode(code: string, refuse: (message: string) => void) {
    verify.mutate(
      { email, code },
      {
        onSuccess: ({ passwordRequired }) => {
          notify.success(t('auth.toasts.verified'));
          if (passwordRequired)
            void navigate({ to: '/choose-password', search: { redirect }, replace: true });
          else void navigate({ href: redirect ?? APP_PATHS.dashboard, replace: true });
        },
        onError: (failure) => refuseCode(failure, refuse),
      },
    );
  }

  const busy = verify.isPending || verify.isSuccess;

  return (
    <EmailedCodeForm
      errorId="verify-code-error"
      busy={busy}
      submitIcon={MailCheck}
      submitLabel={busy ? t('auth.verifyEmail.submitting') : t('auth.verifyEmail.submit')}
      onCode={verifyCode}
    >
      <div className="flex flex-col items-center gap-1 text-center">
        <ResendCodeButton
          label={t('auth.verifyEmail.resend')}
          remaining={resend.remaining}
          pending={resend.pending}
          onResend={resend.resend}
        />
        {resend.waiting && <p className="text-xs text-fg-subtle">{t('auth.verifyEmail.noCode')}</p>}
      </div>
    </EmailedCodeForm>
  );
}
