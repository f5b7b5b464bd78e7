// The back office at /admin: sidebar (a sliding panel on small screens), header with the tab's
// title and the online indicator, and the selected tab. Everything under features/admin is loaded
// with this page only; the overview's charts load on top of that when their tab opens.
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Menu, Store } from 'lucide-react';
import { PageTitle } from '@/components/layout/page-title';
import { Spinner } from '@/components/ui/spinner';
import { loadChunk } from '@/lib/load-chunk';
import { registerAdminCatalogue } from '../admin-i18n';
import type { AdminTab } from '../admin-tabs';
import { ApprovalsTab } from '../approvals/components/approvals-tab';
import { usePendingApprovals } from '../approvals/hooks/use-pending-approvals';
import { AuditTab } from '../audit/components/audit-tab';
import { CreditsTab } from '../credits/components/credits-tab';
import { HistoryTab } from '../history/components/history-tab';
import { useMediaQuery } from '../hooks/use-media-query';
import { IpBansTab } from '../ip-bans/components/ip-bans-tab';
import { MaintenanceTab } from '../maintenance/components/maintenance-tab';
import { ServiceKeysTab } from '../service-keys/components/service-keys-tab';
import { NotificationsTab } from '../notifications/components/notifications-tab';
import { TrafficTab } from '../traffic/components/traffic-tab';
import { TransactionsTab } from '../transactions/components/transactions-tab';
import { can, useAdminRole } from '../roles/admin-role';
import { SensitiveActionProvider } from '../security/sensitive-action';
import { StaffSecondFactorGate } from '../security/staff-second-factor-gate';
import { UsersTab } from '../users/components/users-tab';
import { navItemOf } from './admin-nav';
import { AdminSidebar } from './admin-sidebar';
import { MobileSidebar } from './mobile-sidebar';
import { OnlineIndicator } from './online-indicator';

registerAdminCatalogue();

/** Tailwind's lg breakpoint: from here the sidebar is a column of the page. */
const WIDE_SCREEN = '(min-width: 1024px)';

const OverviewTab = lazy(() => loadChunk(() => import('../overview/components/overview-tab')));

function TabContent({ tab, userId }: { tab: AdminTab; userId?: string }) {
  switch (tab) {
    case 'users':
      return <UsersTab />;
    case 'traffic':
      return <TrafficTab />;
    case 'transactions':
      return <TransactionsTab />;
    case 'credits':
      return <CreditsTab key={userId} userId={userId} />;
    case 'approvals':
      return <ApprovalsTab />;
    case 'notifications':
      return <NotificationsTab />;
    case 'ip-banning':
      return <IpBansTab />;
    case 'maintenance':
      return <MaintenanceTab />;
    case 'connection-history':
      return <HistoryTab />;
    case 'service-keys':
      return <ServiceKeysTab />;
    case 'overview':
      return <OverviewTab />;
    case 'audit':
      return <AuditTab />;
  }
}

/**
 * `tab` comes from the URL; none means the menu's first tab (Utilisateurs). `userId` (the URL's
 * `user`) opens Crédits with that user selected. Behind the staff rules: a second factor for owners
 * and finance, the password again before money moves or rights change.
 */
export function AdminPage(props: { tab?: AdminTab; userId?: string }) {
  return (
    <StaffSecondFactorGate>
      <SensitiveActionProvider>
        <BackOffice {...props} />
      </SensitiveActionProvider>
    </StaffSecondFactorGate>
  );
}

function BackOffice({ tab: requested, userId }: { tab?: AdminTab; userId?: string }) {
  const { t } = useTranslation('admin');
  const [menuOpen, setMenuOpen] = useState(false);
  const wide = useMediaQuery(WIDE_SCREEN);
  const menuId = useId();
  const item = navItemOf(requested);
  const tab = item.tab;
  const title = t(`tabs.${item.text}.title`);
  const role = useAdminRole();
  const pendingApprovals = usePendingApprovals(can(role, 'moveMoney'));

  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      <PageTitle title={`${title} · ${t('shell.pageTitle')}`} />
      {/* One sidebar in the page at a time: the wide screen's column, or the phone's sliding panel. */}
      {wide ? (
        <aside className="border-r border-white/8 bg-ink-900/70">
          <div className="sticky top-0 h-dvh">
            <AdminSidebar current={tab} role={role} pendingApprovals={pendingApprovals} />
          </div>
        </aside>
      ) : (
        <MobileSidebar id={menuId} open={menuOpen} onClose={() => setMenuOpen(false)}>
          <AdminSidebar
            current={tab}
            onNavigate={() => setMenuOpen(false)}
            role={role}
            pendingApprovals={pendingApprovals}
          />
        </MobileSidebar>
      )}

      <div className="min-w-0">
        <header className="sticky top-0 z-30 border-b border-white/8 bg-ink-950/85 backdrop-blur-md">
          <div className="flex items-center gap-3 px-4 py-3 sm:px-6 lg:px-8 lg:py-4">
            <button
              type="button"
              onClick={() => setMenuOpen(true)}
              aria-label={t('shell.openMenu')}
              aria-expanded={menuOpen}
              aria-controls={menuOpen ? menuId : undefined}
              hidden={wide}
              className="-ml-1 rounded-lg p-2 text-fg-muted transition hover:bg-white/6 hover:text-fg"
            >
              <Menu className="size-5" aria-hidden="true" />
            </button>
            <div className="min-w-0 flex-1">
              <h1 className="text-lg leading-snug font-semibold text-fg sm:truncate sm:text-xl">{title}</h1>
              <p className="hidden truncate text-sm text-fg-subtle sm:block">
                {t(`tabs.${item.text}.description`)}
              </p>
            </div>
            {/* The storefront stays one click away, on a phone too (the menu is folded there). */}
            <Link
              to="/"
              className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium text-fg-muted transition hover:bg-white/6 hover:text-fg"
            >
              <Store className="size-4" aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{t('shell.storefront')}</span>
            </Link>
            <OnlineIndicator />
          </div>
        </header>
        <div className="px-4 py-5 sm:px-6 sm:py-6 lg:px-8">
          <Suspense
            fallback={
              <div className="flex justify-center py-20">
                <Spinner label={t('shell.loading')} />
              </div>
            }
          >
            <TabContent key={tab} tab={tab} userId={userId} />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
