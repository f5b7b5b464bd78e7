import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/layout/page-title';
import { SettingsHeader } from '@/features/settings/components/settings-header';
import { SecondFactorSettings } from '@/features/settings/components/second-factor-settings';

export const Route = createFileRoute('/_authenticated/settings/2fa')({ component: TwoFactorSettingsPage });

function TwoFactorSettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('settings.tabs.twoFactor')} />
      <SettingsHeader />
      <SecondFactorSettings />
    </>
  );
}
