import { createFileRoute } from '@tanstack/react-router';
import { Trans, useTranslation } from 'react-i18next';
import { Mail } from 'lucide-react';
import { BackLink } from '@/components/ui/back-link';
import { PageTitle } from '@/components/layout/page-title';
import { Redirect } from '@/components/layout/redirect';
import { AuthCard, authBackLinkStyles } from '@/features/auth/components/auth-card';
import { VerifyEmailForm } from '@/features/auth/components/verify-email-form';
import { emailSearch } from '@/features/auth/email-search';
import { APP_PATHS } from '@/lib/app-paths';

export const Route = createFileRoute('/verify-email')({
  validateSearch: emailSearch,
  component: VerifyEmailPage,
});

function VerifyEmailPage() {
  const { t } = useTranslation();
  const { email, redirect } = Route.useSearch();
  if (!email) return <Redirect href={APP_PATHS.register} />;
  return (
    <>
      <PageTitle title={t('auth.verifyEmail.title')} />
      <AuthCard
        icon={<Mail className="size-6" aria-hidden="true" />}
        title={t('auth.verifyEmail.title')}
        subtitle={
          <Trans
            i18nKey="auth.verifyEmail.subtitle"
            values={{ address: email }}
            components={{ strong: <strong className="font-semibold break-words text-fg" /> }}
          />
        }
        footer={
          <BackLink to={APP_PATHS.register} className={authBackLinkStyles}>
            {t('auth.verifyEmail.backToRegister')}
          </BackLink>
        }
      >
        <VerifyEmailForm email={email} redirect={redirect} />
      </AuthCard>
    </>
  );
}
