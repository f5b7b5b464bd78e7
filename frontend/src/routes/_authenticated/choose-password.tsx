import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import { titledPage } from '@/components/layout/titled-page';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ChoosePasswordForm } from '@/features/auth/components/choose-password-form';
import { redirectSearch } from '@/features/auth/email-search';

export const Route = createFileRoute('/_authenticated/choose-password')({
  validateSearch: redirectSearch,
  component: titledPage('accountSessions.choosePassword.title', ChoosePasswordPage),
});

function ChoosePasswordPage() {
  const { t } = useTranslation();
  const { redirect } = Route.useSearch();
  return (
    <AuthCard
      icon={<KeyRound className="size-6" aria-hidden="true" />}
      title={t('accountSessions.choosePassword.title')}
      subtitle={t('accountSessions.choosePassword.intro')}
    >
      <ChoosePasswordForm redirect={redirect} />
    </AuthCard>
  );
}
