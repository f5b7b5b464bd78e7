import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BackLink } from '@/components/ui/back-link';
import { PageTitle } from '@/components/layout/page-title';
import { authBackLinkStyles } from '@/features/auth/components/auth-card';
import { ResetPasswordFlow } from '@/features/auth/components/reset-password-flow';
import { emailSearch } from '@/features/auth/email-search';
import { APP_PATHS } from '@/lib/app-paths';

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): { email?: string; step?: 'code' } => ({
    ...emailSearch(search),
    step: search.step === 'code' ? 'code' : undefined,
  }),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { t } = useTranslation();
  const { email, step } = Route.useSearch();
  return (
    <>
      <PageTitle title={t('auth.resetPassword.title')} />
      <ResetPasswordFlow
        key={`${email ?? ''}:${step ?? ''}`}
        initialEmail={email}
        codeAlreadySent={step === 'code'}
        footer={
          <BackLink to={APP_PATHS.login} className={authBackLinkStyles}>
            {t('auth.backToLogin')}
          </BackLink>
        }
      />
    </>
  );
}
