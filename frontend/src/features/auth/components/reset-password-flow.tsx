// Password reset, steps 1 and 2: ask for a code by email, then check the 6-digit code before
// choosing the new password on /new-password.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Clock, LockKeyhole, Send, ShieldCheck } from 'lucide-react';
import { AddressText } from '@/components/ui/address-text';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { useCountdown } from '@/hooks/use-countdown';
import { APP_PATHS, withQuery } from '@/lib/app-paths';
import { authErrorMessage, isRateLimited } from '@/lib/auth/auth-error-message';
import { recentRetryAfterSeconds } from '@/lib/auth/rate-limit-wait';
import { notify } from '@/lib/toast';
import { useCheckResetCode } from '../api/check-reset-code';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { RESEND_COOLDOWN_SECONDS } from '../resend-cooldown';
import { isResetEmail } from '../validation';
import { useCodeRefusal } from '../hooks/use-code-refusal';
import { EmailField } from './email-field';
import { AuthCard, authLinkStyles } from './auth-card';
import { EmailedCodeForm } from './emailed-code-form';
import { ResendCodeButton } from './resend-code-button';

export type ResetStep = 'request' | 'code';

interface ResetPasswordFlowProps {
  initialEmail?: string;
  /** Start on the code step without sending a new code (coming back from /new-password). */
  codeAlreadySent?: boolean;
  /** Under the card (the way back to the login page). */
  footer?: ReactNode;
}

export function ResetPasswordFlow({ initialEmail, codeAlreadySent, footer }: ResetPasswordFlowProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const startOnCode = !!initialEmail && isResetEmail(initialEmail);
  const [step, setStep] = useState<ResetStep>(startOnCode ? 'code' : 'request');
  const [email, setEmail] = useState(initialEmail ?? '');
  const [emailError, setEmailError] = useState<string | null>(null);
  const cooldown = useCountdown(codeAlreadySent && startOnCode ? RESEND_COOLDOWN_SECONDS : 0);
  const request = useRequestPasswordReset();
  const check = useCheckResetCode();
  const refuseCode = useCodeRefusal('resetCheck');

  // Arriving with ?email= (from Settings): the code is sent at once.
  const autoSent = useRef(false);
  useEffect(() => {
    if (!startOnCode || codeAlreadySent || autoSent.current) return;
    autoSent.current = true;
    request.mutate(email.trim(), {
      onSuccess: () => {
        notify.success(t('auth.toasts.resetCodeSent'));
        cooldown.start(RESEND_COOLDOWN_SECONDS);
      },
      onError: (failure) => {
        notify.error(authErrorMessage(failure, 'resetAutoSend', t));
        // A code sent moments ago is still on its way: 'Resend Code' counts down the wait.
        if (isRateLimited(failure)) cooldown.start(recentRetryAfterSeconds() ?? RESEND_COOLDOWN_SECONDS);
      },
    });
    // Once, on arrival.
  }, [startOnCode, codeAlreadySent, request, email, t, cooldown]);

  function sendCode(onSent?: () => void) {
    request.mutate(email.trim(), {
      onSuccess: () => {
        // The same answer for every well-formed address: nothing tells whether an account exists.
        notify.success(t('auth.toasts.resetCodeSent'));
        cooldown.start(RESEND_COOLDOWN_SECONDS);
        onSent?.();
      },
      onError: (failure) => notify.error(authErrorMessage(failure, 'resetRequest', t)),
    });
  }

  function onRequest(event: FormEvent) {
    event.preventDefault();
    if (!isResetEmail(email)) {
      setEmailError(t('auth.validation.validEmail'));
      return;
    }
    setEmailError(null);
    sendCode(() => setStep('code'));
  }

  function verifyCode(code: string, refuse: (message: string) => void) {
    const address = email.trim();
    check.mutate(
      { email: address, code },
      {
        // As a plain URL, so the code stays `code=123456` (a typed search value would be quoted).
        onSuccess: () => void navigate({ href: withQuery(APP_PATHS.newPassword, { code, email: address }) }),
        onError: (failure) => refuseCode(failure, refuse),
      },
    );
  }

  const expiry = (
    <p className="flex items-center gap-2 rounded-xl border border-white/8 bg-white/4 px-3.5 py-2.5 text-xs text-fg-muted">
      <Clock className="size-4 shrink-0 text-gold-300" aria-hidden="true" />
      {t('auth.resetPassword.expiry')}
    </p>
  );

  const card = (subtitle: ReactNode, content: ReactNode) => (
    <AuthCard
      icon={<LockKeyhole className="size-6" aria-hidden="true" />}
      title={t('auth.resetPassword.title')}
      subtitle={subtitle}
      footer={footer}
    >
      {content}
    </AuthCard>
  );

  if (step === 'request') {
    return card(
      t('auth.resetPassword.requestSubtitle'),
      <form noValidate onSubmit={onRequest} className="grid gap-5">
        <EmailField
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setEmailError(null);
          }}
          error={emailError}
          disabled={request.isPending}
          autoFocus
        />
        <Button type="submit" size="lg" block disabled={request.isPending}>
          <BusyIcon busy={request.isPending} icon={Send} className="size-5" />
          {request.isPending ? t('auth.resetPassword.sending') : t('auth.resetPassword.send')}
        </Button>
        {expiry}
      </form>,
    );
  }

  const busy = check.isPending || check.isSuccess;
  return card(
    <AddressText i18nKey="auth.resetPassword.codeSubtitle" address={email.trim()} />,
    <EmailedCodeForm
      errorId="reset-code-error"
      incompleteMessage={t('auth.validation.codeIncompleteReset')}
      busy={busy}
      submitIcon={ShieldCheck}
      submitLabel={busy ? t('auth.resetPassword.verifying') : t('auth.resetPassword.verify')}
      onCode={verifyCode}
    >
      {expiry}
      <div className="flex flex-col items-center gap-2 sm:flex-row sm:justify-between">
        <ResendCodeButton
          label={t('auth.resetPassword.resend')}
          remaining={cooldown.remaining}
          pending={request.isPending}
          onResend={() => sendCode()}
        />
        <button type="button" className={`${authLinkStyles} text-sm`} onClick={() => setStep('request')}>
          {t('auth.resetPassword.otherEmail')}
        </button>
      </div>
    </EmailedCodeForm>,
  );
}
