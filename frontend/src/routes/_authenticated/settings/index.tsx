import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { KeyRound, KeySquare, Mail, MonitorSmartphone, ShieldCheck, UserRound } from 'lucide-react';
import { PageTitle } from '@/components/layout/page-title';
import { Tabs } from '@/components/ui/tabs';
import { AccountPanel } from '@/features/settings/components/account-panel';
import { ApiKeysPanel } from '@/features/settings/components/api-keys-panel';
import { EmailPreferencesPanel } from '@/features/settings/components/email-preferences-panel';
import { PasswordPanel } from '@/features/settings/components/password-panel';
import { SessionsPanel } from '@/features/settings/components/sessions-panel';
import { SettingsHeader } from '@/features/settings/components/settings-header';
import { SecondFactorSettings } from '@/features/settings/components/second-factor-settings';
import { parseSettingsTab, type SettingsTab } from '@/features/settings/settings-tabs';

export const Route = createFileRoute('/_authenticated/settings/')({
  validateSearch: (search: Record<string, unknown>): { tab?: SettingsTab } => ({
    tab: parseSettingsTab(search.tab),
  }),
  component: SettingsPage,
});

function SettingsPage() {
  const { t } = useTranslation();
  const { tab = 'password' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <PageTitle title={t('settings.title')} />
      <SettingsHeader />
      <Tabs<SettingsTab>
        label={t('settings.tabsLabel')}
        value={tab}
        onValueChange={(next) =>
          void navigate({
            search: { tab: next === 'password' ? undefined : next },
            replace: true,
            resetScroll: false,
          })
        }
        columns
        panelClassName="pt-6"
        items={[
          {
            id: 'password',
            label: t('settings.tabs.password'),
            icon: <KeyRound className="size-4" aria-hidden="true" />,
            content: <PasswordPanel />,
          },
          {
            id: '2fa',
            label: t('settings.tabs.twoFactor'),
            icon: <ShieldCheck className="size-4" aria-hidden="true" />,
            content: <SecondFactorSettings />,
          },
          {
            id: 'sessions',
            label: t('accountSessions.tab'),
            icon: <MonitorSmartphone className="size-4" aria-hidden="true" />,
            content: <SessionsPanel />,
          },
          {
            id: 'email',
            label: t('settings.tabs.emailPreferences'),
            icon: <Mail className="size-4" aria-hidden="true" />,
            content: <EmailPreferencesPanel />,
          },
          {
            id: 'api-keys',
            label: t('settings.tabs.apiKeys'),
            icon: <KeySquare className="size-4" aria-hidden="true" />,
            content: <ApiKeysPanel />,
          },
          {
            id: 'account',
            label: t('settings.tabs.account'),
            icon: <UserRound className="size-4" aria-hidden="true" />,
            content: <AccountPanel />,
          },
        ]}
      />
    </>
  );
}
