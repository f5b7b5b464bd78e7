import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { KeyRound, KeySquare, Mail, MonitorSmartphone, ShieldCheck, UserRound } from 'lucide-react';
import { PageTitle } from '@/components/layout/page-title';
import { Tabs } from '@/components/ui/tabs';
import { useSearchTab } from '@/hooks/use-search-tab';
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

const SETTINGS_PANELS = [
  { id: 'password', label: 'settings.tabs.password', icon: KeyRound, Panel: PasswordPanel },
  { id: '2fa', label: 'settings.tabs.twoFactor', icon: ShieldCheck, Panel: SecondFactorSettings },
  { id: 'sessions', label: 'accountSessions.tab', icon: MonitorSmartphone, Panel: SessionsPanel },
  { id: 'email', label: 'settings.tabs.emailPreferences', icon: Mail, Panel: EmailPreferencesPanel },
  { id: 'api-keys', label: 'settings.tabs.apiKeys', icon: KeySquare, Panel: ApiKeysPanel },
  { id: 'account', label: 'settings.tabs.account', icon: UserRound, Panel: AccountPanel },
] as const;

function SettingsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useSearchTab<SettingsTab>(Route, 'password');
  return (
    <>
      <PageTitle title={t('settings.title')} />
      <SettingsHeader />
      <Tabs<SettingsTab>
        label={t('settings.tabsLabel')}
        value={tab}
        onValueChange={setTab}
        columns
        panelClassName="pt-6"
        items={SETTINGS_PANELS.map(({ id, label, icon: Icon, Panel }) => ({
          id,
          label: t(label),
          icon: <Icon className="size-4" aria-hidden="true" />,
          content: <Panel />,
        }))}
      />
    </>
  );
}
