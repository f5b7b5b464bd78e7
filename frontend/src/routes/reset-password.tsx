import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { PageTitle } from '@/components/layout/page-title';
import { authLinkStyles } from '@/features/auth/components/auth-card';
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
          <Link
            to={APP_PATHS.login}
            className={`${authLinkStyles} inline-flex items-center gap-1.5 text-fg-muted`}
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('auth.backToLogin')}
          </Link>
        }
      />
    </>
  );
}
