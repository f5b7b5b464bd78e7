import { createRootRouteWithContext, Outlet, useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { RouterContext } from '@/app/router';
import { Navbar } from '@/components/layout/navbar';
import { Footer } from '@/components/layout/footer';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { Toaster } from '@/components/ui/toaster';
import { CartButton } from '@/features/cart/components/cart-button';
import { CartDrawer } from '@/features/cart/components/cart-drawer';
import { MobileUserMenu, UserMenu } from '@/features/auth/components/user-menu';
import { LiveNotifications } from '@/features/notifications/components/live-notifications';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { IpBanRedirect } from '@/features/site-status/components/ip-ban-redirect';
import { MaintenanceGate } from '@/features/site-status/components/maintenance-gate';
import { LiveEventsProvider } from '@/lib/realtime/live-events-provider';
import { UserStatusEvents } from '@/lib/realtime/user-status-events';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  const { t } = useTranslation();
  const fullScreen = useMatches({
    select: (matches) => matches.some((match) => match.staticData?.fullScreen),
  });

  return (
    <LiveEventsProvider>
      <UserStatusEvents />
      <LiveNotifications />
      <IpBanRedirect />
      <MaintenanceGate>
        <div className="flex min-h-dvh flex-col bg-stage">
          <a
            href="#main"
            className="sr-only z-[80] rounded-lg bg-brand-400 px-4 py-2 font-semibold text-brand-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
          >
            {t('meta.skipToContent')}
          </a>
          {!fullScreen && (
            <Navbar
              notificationBell={<NotificationBell />}
              cartButton={<CartButton />}
              userArea={<UserMenu />}
              mobileUserArea={<MobileUserMenu />}
            />
          )}
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            <Outlet />
          </main>
          {!fullScreen && <Footer />}
          <CartDrawer />
        </div>
      </MaintenanceGate>
      <Toaster />
    </LiveEventsProvider>
  );
}
