// Top bar: brand, page links, cart, and the account area (Login / Sign up when signed out).
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Menu, X } from 'lucide-react';
import { useAuth } from '@/lib/auth/auth-context';
import { APP_PATHS } from '@/lib/app-paths';
import { cx } from '@/lib/class-names';
import { useClickOutside } from '@/hooks/use-click-outside';
import { useScrolledPast } from '@/hooks/use-scrolled-past';
import { buttonStyles } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { BrandLogo } from './brand-logo';
import { NAV_LINKS, NAVBAR_SCROLL_THRESHOLD } from './nav-links';

/** The signed-in parts may be lazy components: each waits in its own Suspense boundary. */
interface NavbarProps {
  /** The signed-in user's notification bell, beside the cart at every width. */
  notificationBell?: ReactNode;
  /** Shown to everyone, signed in or not. */
  cartButton: ReactNode;
  /** Signed-in account area on wide screens (bell, user menu): filled in by the accounts work. */
  userArea?: ReactNode;
  /** Signed-in entries at the bottom of the mobile menu: filled in by the accounts work. */
  mobileUserArea?: ReactNode;
}

export function Navbar({ notificationBell, cartButton, userArea, mobileUserArea }: NavbarProps) {
  const { t } = useTranslation();
  const { user, isLoading } = useAuth();
  const scrolled = useScrolledPast(NAVBAR_SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  useClickOutside([menuRef, toggleRef], () => setMenuOpen(false), menuOpen);

  // Any navigation, and signing in or out, closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname, user?.id]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const signedOutLinks = (mobile: boolean) => (
    <>
      <Link
        to={APP_PATHS.login}
        className={buttonStyles({
          variant: mobile ? 'secondary' : 'ghost',
          size: mobile ? 'md' : 'sm',
          block: mobile,
        })}
      >
        {t('nav.login')}
      </Link>
      <Link to={APP_PATHS.register} className={buttonStyles({ size: mobile ? 'md' : 'sm', block: mobile })}>
        {t('nav.signUp')}
      </Link>
    </>
  );

  const sessionLoading = <Spinner label={t('nav.sessionLoading')} className="px-2" />;

  return (
    <header
      data-scrolled={scrolled}
      className={cx(
        'sticky top-0 z-50 border-b transition-[background-color,border-color,box-shadow,backdrop-filter] duration-300 print:hidden',
        scrolled || menuOpen
          ? 'border-white/8 bg-ink-950/85 shadow-[0_10px_30px_-15px_rgb(0_0_0/0.8)] backdrop-blur-xl'
          : 'border-transparent bg-transparent',
      )}
    >
      <nav
        aria-label={t('nav.mainLabel')}
        className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6 lg:h-[72px] lg:px-8"
      >
        <Link to="/" className="mr-auto rounded-lg lg:mr-0">
          <BrandLogo />
        </Link>

        <ul className="mx-auto hidden items-center gap-1 lg:flex">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                activeOptions={{ exact: link.exact }}
                className="rounded-lg px-3.5 py-2 text-sm font-medium text-fg-muted transition hover:bg-white/5 hover:text-fg data-[status=active]:text-fg data-[status=active]:bg-white/6"
              >
                {t(link.labelKey)}
              </Link>
            </li>
          ))}
        </ul>

        <div className="flex items-center gap-2">
          {!isLoading && user && <Suspense fallback={null}>{notificationBell}</Suspense>}
          {cartButton}
          <div className="hidden items-center gap-2 lg:flex">
            {isLoading ? (
              sessionLoading
            ) : user ? (
              <Suspense fallback={sessionLoading}>{userArea}</Suspense>
            ) : (
              signedOutLinks(false)
            )}
          </div>
          <button
            ref={toggleRef}
            type="button"
            className={buttonStyles({ variant: 'ghost', size: 'icon', className: 'lg:hidden' })}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X className="size-5" aria-hidden="true" />
            ) : (
              <Menu className="size-5" aria-hidden="true" />
            )}
          </button>
        </div>
      </nav>

      <div
        id="mobile-menu"
        ref={menuRef}
        hidden={!menuOpen}
        className="animate-slide-down border-t border-white/8 bg-ink-950/95 backdrop-blur-xl lg:hidden"
      >
        <div className="mx-auto max-w-6xl px-4 pt-3 pb-5 sm:px-6">
          <ul className="grid gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  activeOptions={{ exact: link.exact }}
                  className="block rounded-xl px-4 py-3 text-base font-medium text-fg-muted transition hover:bg-white/5 hover:text-fg data-[status=active]:bg-white/6 data-[status=active]:text-fg"
                >
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-4 grid gap-2 border-t border-white/8 pt-4 sm:grid-cols-2">
            {isLoading ? (
              sessionLoading
            ) : user ? (
              <Suspense fallback={sessionLoading}>{mobileUserArea}</Suspense>
            ) : (
              signedOutLinks(true)
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
