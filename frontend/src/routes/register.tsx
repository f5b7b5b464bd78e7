import { useEffect } from 'react';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { UserPlus } from 'lucide-react';
import { PageTitle } from '@/components/layout/page-title';
import { AuthCard, AuthHomeFooter, authLinkStyles } from '@/features/auth/components/auth-card';
import { RegisterForm } from '@/features/auth/components/register-form';
import { redirectSearch } from '@/features/auth/email-search';
import { APP_PATHS } from '@/lib/app-paths';
import { useAuth } from '@/lib/auth/auth-context';

export const Route = createFileRoute('/register')({
  // Where the new account goes once its email is verified (the checkout it was created for).
  validateSearch: redirectSearch,
  component: RegisterPage,
});

function RegisterPage() {
  const { t } = useTranslation();
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const { redirect } = Route.useSearch();

  // Someone already signed in has an account: the page they came for, or their dashboard.
  useEffect(() => {
    if (!isLoading && user) void navigate({ href: redirect ?? APP_PATHS.dashboard, replace: true });
  }, [isLoading, user, navigate, redirect]);

  return (
    <>
      <PageTitle title={t('auth.register.title')} />
      <AuthCard
        wide
        icon={<UserPlus className="size-6" aria-hidden="true" />}
        title={t('auth.register.title')}
        subtitle={t('auth.register.subtitle')}
        footer={
          <AuthHomeFooter
            prompt={t('auth.register.haveAccount')}
            link={
              <Link to={APP_PATHS.login} search={redirect ? { redirect } : {}} className={authLinkStyles}>
                {t('auth.register.login')}
              </Link>
            }
          />
        }
      >
        <RegisterForm redirect={redirect} />
      </AuthCard>
    </>
  );
}
