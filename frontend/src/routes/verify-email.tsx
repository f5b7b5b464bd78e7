import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Mail } from 'lucide-react';
import { BackLink } from '@/components/ui/back-link';
import { AddressText } from '@/components/ui/address-text';
import { AuthCard, authBackLinkStyles } from '@/features/auth/components/auth-card';
import { EmailPage } from '@/features/auth/components/email-page';
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
  return (
    <EmailPage email={email} titleKey="auth.verifyEmail.title">
      {(address) => (
        <AuthCard
          icon={<Mail className="size-6" aria-hidden="true" />}
          title={t('auth.verifyEmail.title')}
          subtitle={<AddressText i18nKey="auth.verifyEmail.subtitle" address={address} />}
          footer={
            <BackLink to={APP_PATHS.register} className={authBackLinkStyles}>
              {t('auth.verifyEmail.backToRegister')}
            </BackLink>
          }
        >
          <VerifyEmailForm email={address} redirect={redirect} />
        </AuthCard>
      )}
    </EmailPage>
  );
}
