// After sign-up: the code is on its way; in 5 seconds the verification screen opens by itself.
import { useEffect } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useTranslation } from 'react-i18next';
import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { AddressText } from '@/components/ui/address-text';
import { buttonStyles } from '@/components/ui/button';
import { useCountdown } from '@/hooks/use-countdown';
import { APP_PATHS, withQuery } from '@/lib/app-paths';
import { AuthCard, authLinkStyles } from './auth-card';

export const ACCOUNT_CREATED_REDIRECT_SECONDS = 5;

export function AccountCreatedPanel({ email, redirect }: { email: string; redirect?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const countdown = useCountdown(ACCOUNT_CREATED_REDIRECT_SECONDS);
  const verifyHref = withQuery(APP_PATHS.verifyEmail, { email, redirect });

  useEffect(() => {
    if (countdown.remaining === 0) void navigate({ href: verifyHref, replace: true });
  }, [countdown.remaining, navigate, verifyHref]);

  return (
    <AuthCard
      centred
      icon={<CheckCircle2 className="size-7" aria-hidden="true" />}
      title={t('auth.accountCreated.title')}
      subtitle={<AddressText i18nKey="auth.accountCreated.body" address={email} />}
    >
      <div className="grid gap-5 text-center">
        <p role="timer" aria-live="off" className="text-sm text-fg-muted">
          {t('auth.accountCreated.countdown', { count: Math.max(countdown.remaining, 1) })}
        </p>
        <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-white/8">
          <div
            className="h-full rounded-full bg-gradient-to-r from-brand-400 to-gold-300 transition-[width] duration-1000 ease-linear"
            style={{
              width: `${((ACCOUNT_CREATED_REDIRECT_SECONDS - countdown.remaining) / ACCOUNT_CREATED_REDIRECT_SECONDS) * 100}%`,
            }}
          />
        </div>
        <Link to="/verify-email" search={{ email }} className={buttonStyles({ size: 'lg', block: true })}>
          {t('auth.accountCreated.goToVerification')}
          <ArrowRight className="size-5" aria-hidden="true" />
        </Link>
        <p className="text-sm text-fg-muted">
          <Trans
            i18nKey="auth.accountCreated.noEmail"
            components={{ retry: <Link to={APP_PATHS.register} className={authLinkStyles} /> }}
          />
        </p>
      </div>
    </AuthCard>
  );
}
