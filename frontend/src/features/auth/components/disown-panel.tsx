// The page a new sign-in alert's "This wasn't me" link opens: it ends every session of the account
// as it loads (one click from the mail), then leads on to choosing a new password with the code
// that was just mailed. A used, expired or mangled link says so and offers a password reset.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { AccountSessionErrorCode } from '@storefront/contracts/browser';
import { KeyRound, Loader2, ShieldAlert, ShieldCheck } from 'lucide-react';
import { buttonStyles } from '@/components/ui/button';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { APP_PATHS } from '@/lib/app-paths';
import { useDisownSessions } from '../api/disown-sessions';
import { AuthCard } from './auth-card';
import '../disown-i18n';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function DisownPanel({ token }: { token: string | undefined }) {
  const { t } = useTranslation();
  const disown = useDisownSessions();
  const wellFormed = !!token && TOKEN.test(token);
  const asked = useRef(false);

  useEffect(() => {
    // Once, even when React runs effects twice: the link works once.
    if (!wellFormed || asked.current) return;
    asked.current = true;
    disown.mutate(token);
  }, [wellFormed, token, disown]);

  const invalid =
    !wellFormed ||
    (disown.error instanceof ApiError && disown.error.code === AccountSessionErrorCode.DisownLinkInvalid);

  if (invalid) {
    return (
      <AuthCard
        centred
        icon={<ShieldAlert className="size-6" aria-hidden="true" />}
        title={t('accountSessions.disown.invalid')}
        subtitle={t('accountSessions.disown.invalidHint')}
      >
        <Link to={APP_PATHS.resetPassword} className={buttonStyles({ className: 'w-full' })}>
          <KeyRound className="size-4" aria-hidden="true" />
          {t('accountSessions.disown.resetPassword')}
        </Link>
      </AuthCard>
    );
  }
  if (disown.isError) {
    return (
      <AuthCard
        centred
        icon={<ShieldAlert className="size-6" aria-hidden="true" />}
        title={t('accountSessions.disown.title')}
        subtitle={<span role="alert">{t('accountSessions.disown.failed')}</span>}
      >
        <Button className="w-full" onClick={() => disown.mutate(token!)}>
          {t('accountSessions.disown.retry')}
        </Button>
      </AuthCard>
    );
  }
  if (!disown.data) {
    return (
      <AuthCard
        centred
        icon={<Loader2 className="size-6 animate-spin" aria-hidden="true" />}
        title={t('accountSessions.disown.title')}
        subtitle={<span role="status">{t('accountSessions.disown.working')}</span>}
      />
    );
  }
  const { email } = disown.data;
  return (
    <AuthCard
      centred
      icon={<ShieldCheck className="size-6" aria-hidden="true" />}
      title={t('accountSessions.disown.done')}
      subtitle={t('accountSessions.disown.codeSent', { email })}
    >
      <Link
        to={APP_PATHS.resetPassword}
        search={{ email, step: 'code' }}
        className={buttonStyles({ className: 'w-full' })}
      >
        <KeyRound className="size-4" aria-hidden="true" />
        {t('accountSessions.disown.choosePassword')}
      </Link>
    </AuthCard>
  );
}
