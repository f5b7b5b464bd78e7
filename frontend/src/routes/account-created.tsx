import { createFileRoute } from '@tanstack/react-router';
import { AccountCreatedPanel } from '@/features/auth/components/account-created-panel';
import { EmailPage } from '@/features/auth/components/email-page';
import { emailSearch } from '@/features/auth/email-search';

export const Route = createFileRoute('/account-created')({
  validateSearch: emailSearch,
  component: AccountCreatedPage,
});

function AccountCreatedPage() {
  const { email, redirect } = Route.useSearch();
  return (
    <EmailPage email={email} titleKey="auth.accountCreated.title">
      {(address) => <AccountCreatedPanel email={address} redirect={redirect} />}
    </EmailPage>
  );
}
