import { Suspense, useEffect, useState } from 'react';
import { createRootRouteWithContext, lazyRouteComponent, Outlet, useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { RouterContext } from '@/app/router-context';
import { Navbar } from '@/components/layout/navbar';
import { Footer } from '@/components/layout/footer';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { Toaster } from '@/components/ui/toaster';
import { CartButton } from '@/features/cart/components/cart-button';
import { useCart } from '@/lib/cart/use-cart';
import { IpBanRedirect } from '@/features/site-status/components/ip-ban-redirect';
import { MaintenanceGate } from '@/features/site-status/components/maintenance-gate';
import { afterPageLoad } from '@/lib/after-page-load';
import { useAuth } from '@/lib/auth/auth-context';
import { LiveEventsProvider } from '@/lib/realtime/live-events-provider';
import { UserStatusEvents } from '@/lib/realtime/user-status-events';

// lazyRouteComponent is React.lazy with preload(), and a page reload when the file is gone because a
// new release replaced it. Only signed-in users see these, so visitors never fetch them; a stored
// session starts the fetch while it is being restored.
const NotificationBell = lazyRouteComponent(
  () => import('@/features/notifications/components/notification-bell'),
  'NotificationBell',
);
const LiveNotifications = lazyRouteComponent(
  () => import('@/features/notifications/components/live-notifications'),
  'LiveNotifications',
);
const UserMenu = lazyRouteComponent(() => import('@/features/auth/components/user-menu'), 'UserMenu');
const MobileUserMenu = lazyRouteComponent(
  () => import('@/features/auth/components/user-menu'),
  'MobileUserMenu',
);
// Takes paid packs out of the cart for a signed-in user, on any page.
const PaidCartWatch = lazyRouteComponent(
  () => import('@/features/checkout/components/paid-cart-watch'),
  'PaidCartWatch',
);
// Mounted on the cart's first opening, fetched once the page is idle.
const CartDrawer = lazyRouteComponent(() => import('@/features/cart/components/cart-drawer'), 'CartDrawer');
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
    if (signedIn) SIGNED_IN_CHROME.forEach((component) => void component.preload?.());
  }, [signedIn]);
  const { isOpen: cartOpen } = useCart();
  const [cartOpened, setCartOpened] = useState(false);
  if (cartOpen && !cartOpened) setCartOpened(true);
  useEffect(() => {
    void afterPageLoad().then(() => CartDrawer.preload?.());
  }, []);

  return (
    <LiveEventsProvider>
      <UserStatusEvents />
      {user && (
        <Suspense fallback={null}>
          <LiveNotifications />
          <PaidCartWatch />
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
