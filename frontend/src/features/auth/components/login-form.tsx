// Sign-in with email and password, or a passkey alone. Validation errors show under the fields; a
// refused sign-in is said under the password too (focus back in it, selected) as well as in a toast.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LogIn } from 'lucide-react';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { PasswordField } from '@/components/ui/password-field';
import { APP_PATHS, withQuery } from '@/lib/app-paths';
import { useAuth } from '@/lib/auth/auth-context';
import { authErrorMessage, isEmailNotConfirmed } from '@/lib/auth/auth-error-message';
import { notify } from '@/lib/toast';
import { useSignIn } from '../api/sign-in';
import { resendSignUpCode } from '../api/resend-sign-up-code';
import { validateLogin, type FieldErrors, type LoginValues } from '../validation';
import { authLinkStyles } from './auth-card';
import { PasskeySignIn } from './passkey-sign-in';
import { EmailField } from './email-field';

/** The sign-in flow states its minimum as 6; anything shorter cannot be a password of ours. */
const SIGN_IN_MIN_PASSWORD = 6;

interface LoginFormProps {
  /** The sign-in went through and the app is moving on. */
  redirecting: boolean;
  /** A sign-in is being tried from this form (so the page shows its outcome before moving on). */
  onAttempt(): void;
}

export function LoginForm({ redirecting, onAttempt }: LoginFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  // An administrator is taken to the back office, and told so.
  const { isAdmin } = useAuth();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<keyof LoginValues>>({});
  const [submitted, setSubmitted] = useState(false);
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  // Why the server refused the last sign-in; `attempt` makes each refusal focus the field again.
  const [refusal, setRefusal] = useState<{ message: string; attempt: number } | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  function update(field: keyof LoginValues, value: string) {
    setRefusal(null);
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateLogin(next));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const found = validateLogin(values);
    setErrors(found);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    if (values.password.length < SIGN_IN_MIN_PASSWORD) {
      refuse(t('auth.errors.invalidCredentials'));
      return;
    }
    setUnconfirmedEmail(null);
    onAttempt();
    signIn.mutate(
      { ...values, remember },
      {
        onSuccess: (status) => {
          if (status === 'signed-in') {
            notify.success(t('auth.toasts.signInSuccess'));
          }
          // 'two-factor-pending': the page swaps to the code step.
        },
        onError: (error) => {
          if (isEmailNotConfirmed(error)) {
            notify.error(authErrorMessage(error, 'signIn', t));
            setUnconfirmedEmail(values.email.trim());
            return;
          }
          refuse(authErrorMessage(error, 'signIn', t));
        },
      },
    );
  }

  function refuse(message: string) {
    notify.error(message);
    setRefusal((last) => ({ message, attempt: (last?.attempt ?? 0) + 1 }));
  }

  const busy = signIn.isPending || redirecting;

  // The field is disabled while the sign-in is tried: focus it once it is enabled again.
  const refusedAttempt = refusal?.attempt;
  useEffect(() => {
    if (refusedAttempt === undefined || busy) return;
    passwordRef.current?.focus();
    passwordRef.current?.select();
  }, [refusedAttempt, busy]);

  async function verifyNow(email: string) {
    // A fresh code, so the verification screen's resend timer matches what the inbox holds.
    await resendSignUpCode(email).catch(() => undefined);
    void navigate({ href: withQuery(APP_PATHS.verifyEmail, { email }) });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <EmailField
        ref={emailRef}
        value={values.email}
        onChange={(event) => update('email', event.target.value)}
        error={errors.email && t(`auth.validation.${errors.email}`)}
        disabled={busy}
      />
      <PasswordField
        ref={passwordRef}
        label={t('auth.password')}
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(event) => update('password', event.target.value)}
        error={errors.password ? t(`auth.validation.${errors.password}`) : refusal?.message}
        disabled={busy}
        labelAside={
          <Link to={APP_PATHS.resetPassword} className={`${authLinkStyles} text-sm`}>
            {t('auth.login.forgotPassword')}
          </Link>
        }
      />
      <Checkbox
        label={t('auth.login.rememberMe')}
        name="remember"
        checked={remember}
        onChange={(event) => setRemember(event.target.checked)}
        disabled={busy}
      />

      {unconfirmedEmail && (
        <p
          role="status"
          className="rounded-xl border border-gold-400/25 bg-gold-400/8 px-4 py-3 text-sm text-gold-200"
        >
          {t('auth.login.unconfirmed')}{' '}
          <button type="button" className={authLinkStyles} onClick={() => void verifyNow(unconfirmedEmail)}>
            {t('auth.login.verifyNow')}
          </button>
        </p>
      )}

      <Button type="submit" size="lg" block disabled={busy}>
        <BusyIcon busy={busy} icon={LogIn} className="size-5" />
        {redirecting
          ? t(isAdmin ? 'auth.login.redirectingBackOffice' : 'auth.login.redirecting')
          : signIn.isPending
            ? t('auth.login.submitting')
            : t('auth.login.submit')}
      </Button>
      <p role="status" className="sr-only">
        {redirecting ? t(isAdmin ? 'auth.login.redirectingBackOffice' : 'auth.login.redirecting') : ''}
      </p>
      <PasskeySignIn remember={remember} disabled={busy} onAttempt={onAttempt} />
    </form>
  );
}
