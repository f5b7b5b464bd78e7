import { Suspense, useEffect, useState } from 'react';
import { createRootRouteWithContext, Outlet, useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { RouterContext } from '@/app/router';
import { Navbar } from '@/components/layout/navbar';
import { Footer } from '@/components/layout/footer';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { Toaster } from '@/components/ui/toaster';
import { CartButton } from '@/features/cart/components/cart-button';
import { useCart } from '@/features/cart/hooks/use-cart';
import { IpBanRedirect } from '@/features/site-status/components/ip-ban-redirect';
import { MaintenanceGate } from '@/features/site-status/components/maintenance-gate';
import { afterPageLoad } from '@/lib/after-page-load';
import { useAuth } from '@/lib/auth/auth-context';
import { lazyComponent } from '@/lib/lazy-component';
import { LiveEventsProvider } from '@/lib/realtime/live-events-provider';
import { UserStatusEvents } from '@/lib/realtime/user-status-events';

// Only signed-in users see these, so visitors never fetch them; a stored session starts the fetch
// while it is being restored.
const NotificationBell = lazyComponent(() =>
  import('@/features/notifications/components/notification-bell').then((m) => m.NotificationBell),
);
const LiveNotifications = lazyComponent(() =>
  import('@/features/notifications/components/live-notifications').then((m) => m.LiveNotifications),
);
const UserMenu = lazyComponent(() => import('@/features/auth/components/user-menu').then((m) => m.UserMenu));
const MobileUserMenu = lazyComponent(() =>
  import('@/features/auth/components/user-menu').then((m) => m.MobileUserMenu),
);
// Mounted on the cart's first opening, fetched once the page is idle.
const CartDrawer = lazyComponent(() =>
  import('@/features/cart/components/cart-drawer').then((m) => m.CartDrawer),
);
const SIGNED_IN_CHROME = [NotificationBell, LiveNotifications, UserMenu, MobileUserMenu];

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  const { t } = useTranslation();
  const fullScreen = useMatches({
    select: (matches) => matches.some((match) => match.staticData?.fullScreen),
  });
  const { user, isLoading } = useAuth();
  const signedIn = Boolean(user) || isLoading;
  useEffect(() => {
    if (signedIn) SIGNED_IN_CHROME.forEach((component) => void component.preload());
  }, [signedIn]);
  const { isOpen: cartOpen } = useCart();
  const [cartOpened, setCartOpened] = useState(false);
  if (cartOpen && !cartOpened) setCartOpened(true);
  useEffect(() => {
    void afterPageLoad().then(CartDrawer.preload);
  }, []);

  return (
    <LiveEventsProvider>
      <UserStatusEvents />
      {user && (
        <Suspense fallback={null}>
          <LiveNotifications />
        </Suspense>
      )}
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
          {cartOpened && (
            <Suspense fallback={null}>
              <CartDrawer />
            </Suspense>
          )}
        </div>
      </MaintenanceGate>
      <Toaster />
    </LiveEventsProvider>
  );
}
