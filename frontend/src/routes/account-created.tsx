import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/layout/page-title';
import { Redirect } from '@/components/layout/redirect';
import { AccountCreatedPanel } from '@/features/auth/components/account-created-panel';
import { emailSearch } from '@/features/auth/email-search';
import { APP_PATHS } from '@/lib/app-paths';

export const Route = createFileRoute('/account-created')({
  validateSearch: emailSearch,
  component: AccountCreatedPage,
});

function AccountCreatedPage() {
  const { t } = useTranslation();
  const { email, redirect } = Route.useSearch();
  if (!email) return <Redirect href={APP_PATHS.register} />;
  return (
    <>
      <PageTitle title={t('auth.accountCreated.title')} />
      <AccountCreatedPanel email={email} redirect={redirect} />
    </>
  );
}
