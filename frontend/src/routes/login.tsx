import { useEffect, useState } from 'react';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import { PageTitle } from '@/components/layout/page-title';
import { PageSpinner } from '@/components/ui/page-spinner';
import { AuthCard, AuthHomeFooter, authLinkStyles } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { SecondFactorStep } from '@/features/auth/components/second-factor-step';
import { redirectSearch } from '@/features/auth/email-search';
import { APP_PATHS } from '@/lib/app-paths';
import { useAuth } from '@/lib/auth/auth-context';

/** How long "Redirecting to dashboard..." shows after a successful sign-in. */
const REDIRECT_PAUSE_MS = 600;

export const Route = createFileRoute('/login')({
  validateSearch: redirectSearch,
  component: LoginPage,
});

function LoginPage() {
  const { t } = useTranslation();
  const { user, isLoading, pendingTwoFactor, isAdmin, isAdminLoading } = useAuth();
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  const [attempted, setAttempted] = useState(false);
  // An administrator works in the back office (the storefront is one click away from it).
  const target = redirect ?? (isAdmin ? APP_PATHS.admin : APP_PATHS.dashboard);
  const signedIn = !isLoading && !!user && !isAdminLoading;
  // Signed in here: the button says so for a moment before the page moves on.
  const redirecting = signedIn && attempted;

  // Signed in (already, or just now): on to the dashboard, or back where the visitor came from.
  useEffect(() => {
    if (!signedIn) return;
    const go = () => void navigate({ href: target, replace: true });
    if (!attempted) return go();
    const timer = window.setTimeout(go, REDIRECT_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [signedIn, attempted, target, navigate]);

  if (isLoading || (signedIn && !attempted)) return <PageSpinner label={t('guard.checking')} />;

  const footer = (
    <AuthHomeFooter
      prompt={t('auth.login.noAccount')}
      link={
        !pendingTwoFactor && (
          <Link to={APP_PATHS.register} className={authLinkStyles}>
            {t('auth.login.register')}
          </Link>
        )
      }
    />
  );

  return (
    <>
      <PageTitle title={t('auth.login.title')} />
      {pendingTwoFactor ? (
        <SecondFactorStep
          email={pendingTwoFactor.email}
          footer={footer}
          redirecting={redirecting}
          onAttempt={() => setAttempted(true)}
        />
      ) : (
        <AuthCard
          icon={<KeyRound className="size-6" aria-hidden="true" />}
          title={t('auth.login.title')}
          subtitle={t('auth.login.subtitle')}
          footer={footer}
        >
          <LoginForm redirecting={redirecting} onAttempt={() => setAttempted(true)} />
        </AuthCard>
      )}
    </>
  );
}
