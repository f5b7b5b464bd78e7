import { createFileRoute } from '@tanstack/react-router';
import { titledPage } from '@/components/layout/titled-page';
import { SettingsHeader } from '@/features/settings/components/settings-header';
import { SecondFactorSettings } from '@/features/settings/components/second-factor-settings';
import { parseBackOfficeReturn } from '@/features/settings/second-factor-return';

export const Route = createFileRoute('/_authenticated/settings/2fa')({
  // `next`: the back-office page that sent an owner or finance user here for a second factor.
  validateSearch: (search: Record<string, unknown>): { next?: string } => ({
    next: parseBackOfficeReturn(search.next),
  }),
  component: titledPage('settings.tabs.twoFactor', TwoFactorSettingsPage),
});

function TwoFactorSettingsPage() {
  const { next } = Route.useSearch();
  return (
    <>
      <SettingsHeader />
      <SecondFactorSettings returnTo={next} />
    </>
  );
}
