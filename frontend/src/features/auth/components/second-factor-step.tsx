// The sign-in's second step, whichever second factor the account has: a passkey, the authenticator
// app's code, the emailed code, or one of the recovery codes instead.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FingerprintPattern,
  LifeBuoy,
  LogIn,
  MailCheck,
  ShieldCheck,
  Smartphone,
  type LucideIcon,
} from 'lucide-react';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/page-spinner';
import { TextField } from '@/components/ui/text-field';
import { RECOVERY_CODE_PATTERN } from '@storefront/contracts/browser';
import { ApiError } from '@/lib/api-error';
import { authErrorMessage } from '@/lib/auth/auth-error-message';
import { notify } from '@/lib/toast';
import { isAuthError } from '@supabase/auth-js';
import { cancelSignIn } from '../api/cancel-sign-in';
import { usePasskeyFactor } from '../api/passkey-second-factor';
import {
  useSignInFactors,
  useVerifyAuthenticatorCode,
  useVerifyRecoveryCode,
} from '../api/verify-sign-in-factor';
import { AuthCard, authLinkStyles } from './auth-card';
import { EmailedCodeForm } from './emailed-code-form';
import { PasskeySecondFactor } from './passkey-second-factor';
import { TwoFactorSignIn } from './two-factor-sign-in';
import '../second-factor-i18n';
import '../passkeys-i18n';

type Method = 'passkey' | 'app' | 'email' | 'recovery';

interface SecondFactorStepProps {
  email: string;
  footer: ReactNode;
  redirecting: boolean;
  onAttempt(): void;
}

/** A refused code: 422 from the factor API (the message is the spec's "Invalid verification code"). */
function isWrongCode(failure: unknown): boolean {
  const status = failure instanceof ApiError ? failure.status : isAuthError(failure) ? failure.status : null;
  return status === 422 || status === 404;
}

export function SecondFactorStep({ email, footer, redirecting, onAttempt }: SecondFactorStepProps) {
  const { t } = useTranslation();
  const factors = useSignInFactors(email);
  const passkey = usePasskeyFactor();
  const [chosen, setChosen] = useState<Method | null>(null);
  if (factors.isLoading || passkey.isLoading) return <PageSpinner label={t('guard.checking')} />;
  const appId = factors.data?.appId ?? null;
  const hasPasskey = !!passkey.data;
  // Without an app or a passkey the emailed code is the factor (also when the factors could not be read).
  const emailed = (!appId && !hasPasskey) || factors.data?.email === true;
  const method: Method = chosen ?? (hasPasskey ? 'passkey' : appId ? 'app' : 'email');

  const switcher = (
    <div className="flex flex-col items-center gap-2 text-sm">
      {method !== 'passkey' && hasPasskey && (
        <button type="button" className={authLinkStyles} onClick={() => setChosen('passkey')}>
          {t('passkeys.secondFactor.usePasskey')}
        </button>
      )}
      {method !== 'app' && appId && (
        <button type="button" className={authLinkStyles} onClick={() => setChosen('app')}>
          {t('secondFactor.signIn.useApp')}
        </button>
      )}
      {method !== 'email' && emailed && (
        <button type="button" className={authLinkStyles} onClick={() => setChosen('email')}>
          {t('secondFactor.signIn.useEmail')}
        </button>
      )}
      {method !== 'recovery' && (
        <button type="button" className={authLinkStyles} onClick={() => setChosen('recovery')}>
          {t('secondFactor.signIn.useRecovery')}
        </button>
      )}
    </div>
  );

  const card: { icon: LucideIcon; title: string; subtitle: string; form: ReactNode } =
    method === 'email'
      ? {
          icon: MailCheck,
          title: t('auth.twoFactorStep.title'),
          subtitle: t('auth.twoFactorStep.subtitle', { address: email }),
          form: <TwoFactorSignIn redirecting={redirecting} onAttempt={onAttempt} />,
        }
      : method === 'passkey'
        ? {
            icon: FingerprintPattern,
            title: t('passkeys.secondFactor.title'),
            subtitle: t('passkeys.secondFactor.subtitle'),
            form: <PasskeySecondFactor redirecting={redirecting} onAttempt={onAttempt} />,
          }
        : {
            icon: method === 'app' ? Smartphone : LifeBuoy,
            title:
              method === 'app' ? t('secondFactor.signIn.appTitle') : t('secondFactor.signIn.recoveryTitle'),
            subtitle:
              method === 'app'
                ? t('secondFactor.signIn.appSubtitle')
                : t('secondFactor.signIn.recoverySubtitle'),
            form:
              method === 'app' && appId ? (
                <AppCodeForm factorId={appId} redirecting={redirecting} onAttempt={onAttempt} />
              ) : (
                <RecoveryCodeForm redirecting={redirecting} onAttempt={onAttempt} />
              ),
          };

  return (
    <AuthCard
      icon={<card.icon className="size-6" aria-hidden="true" />}
      title={card.title}
      subtitle={card.subtitle}
      footer={footer}
    >
      <div className="grid gap-4">
        {card.form}
        {switcher}
        {method !== 'email' && (
          <button
            type="button"
            className={`${authLinkStyles} text-sm`}
            onClick={() => void cancelSignIn()}
            disabled={redirecting}
          >
            {t('auth.twoFactorStep.otherAccount')}
          </button>
        )}
      </div>
    </AuthCard>
  );
}

function AppCodeForm({
  factorId,
  redirecting,
  onAttempt,
}: {
  factorId: string;
  redirecting: boolean;
  onAttempt(): void;
}) {
  const { t } = useTranslation();
  const verify = useVerifyAuthenticatorCode();

  function verifyCode(code: string, refuse: (message: string) => void) {
    onAttempt();
    verify.mutate(
      { factorId, code },
      {
        onSuccess: () => notify.success(t('auth.toasts.signInSuccess')),
        onError: (failure) => {
          const message = isWrongCode(failure)
            ? t('secondFactor.signIn.invalidCode')
            : authErrorMessage(failure, 'twoFactorVerify', t);
          notify.error(message);
          refuse(message);
        },
      },
    );
  }

  const busy = verify.isPending || redirecting;
  return (
    <EmailedCodeForm
      errorId="authenticator-code-error"
      busy={busy}
      submitIcon={ShieldCheck}
      submitLabel={
        redirecting
          ? t('auth.login.redirecting')
          : verify.isPending
            ? t('auth.twoFactorStep.submitting')
            : t('auth.twoFactorStep.submit')
      }
      onCode={verifyCode}
    >
      {null}
    </EmailedCodeForm>
  );
}

function RecoveryCodeForm({ redirecting, onAttempt }: { redirecting: boolean; onAttempt(): void }) {
  const { t } = useTranslation();
  const verify = useVerifyRecoveryCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!RECOVERY_CODE_PATTERN.test(code.trim())) return setError(t('secondFactor.signIn.recoveryFormat'));
    onAttempt();
    verify.mutate(code, {
      onSuccess: (left) => notify.success(t('secondFactor.signIn.recoveryUsed', { count: left })),
      onError: (failure) => {
        const message = isWrongCode(failure)
          ? t('secondFactor.signIn.recoveryInvalid')
          : authErrorMessage(failure, 'twoFactorVerify', t);
        setError(message);
        notify.error(message);
      },
    });
  }

  const busy = verify.isPending || redirecting;
  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <TextField
        label={t('secondFactor.signIn.recoveryLabel')}
        name="recovery-code"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('secondFactor.signIn.recoveryPlaceholder')}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setError(null);
        }}
        error={error}
        disabled={busy}
        autoFocus
      />
      <Button type="submit" size="lg" block disabled={busy}>
        <BusyIcon busy={busy} icon={LogIn} className="size-5" />
        {redirecting ? t('auth.login.redirecting') : t('auth.twoFactorStep.submit')}
      </Button>
    </form>
  );
}
