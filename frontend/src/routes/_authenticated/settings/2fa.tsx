import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/layout/page-title';
import { SettingsHeader } from '@/features/settings/components/settings-header';
import { SecondFactorSettings } from '@/features/settings/components/second-factor-settings';
import { parseBackOfficeReturn } from '@/features/settings/second-factor-return';

export const Route = createFileRoute('/_authenticated/settings/2fa')({
  // `next`: the back-office page that sent an owner or finance user here for a second factor.
  validateSearch: (search: Record<string, unknown>): { next?: string } => ({
    next: parseBackOfficeReturn(search.next),
  }),
  component: TwoFactorSettingsPage,
});

function TwoFactorSettingsPage() {
  const { t } = useTranslation();
  const { next } = Route.useSearch();
  return (
    <>
      <PageTitle title={t('settings.tabs.twoFactor')} />
      <SettingsHeader />
      <SecondFactorSettings returnTo={next} />
    </>
  );
}
