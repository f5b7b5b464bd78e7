// The signed-in account area of the navbar: a button with the user's initials opening their name,
// email, Dashboard, Settings, Admin Panel (admins) and Sign Out. A disclosure, not an ARIA menu:
// its entries are ordinary links reached with Tab.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ChevronDown, LayoutDashboard, LogOut, Settings, ShieldHalf, type LucideIcon } from 'lucide-react';
import { BusyIcon } from '@/components/ui/busy-icon';
import { useClickOutside } from '@/hooks/use-click-outside';
import { APP_PATHS } from '@/lib/app-paths';
import { useAuth } from '@/lib/auth/auth-context';
import { displayName, type AuthUser } from '@/lib/auth/session-user';
import { cx } from '@/lib/class-names';

export function initials(user: Pick<AuthUser, 'firstName' | 'lastName' | 'email'>): string {
  const letters = [user.firstName, user.lastName].map((part) => part.trim().charAt(0)).join('');
  return (letters || user.email.charAt(0)).toUpperCase();
}

function Avatar({ user, size = 'md' }: { user: AuthUser; size?: 'md' | 'lg' }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-300 to-brand-600 font-semibold text-brand-950',
        size === 'lg' ? 'size-10 text-sm' : 'size-8 text-xs',
      )}
    >
      {initials(user)}
    </span>
  );
}

const itemBase =
  'flex w-full items-center gap-3 rounded-xl font-medium text-fg-muted transition hover:bg-white/6 hover:text-fg';

/** The entries shared by the dropdown and (larger, like its page links) the mobile menu. */
function AccountLinks({
  onSignOut,
  signingOut,
  large,
}: {
  onSignOut(): void;
  signingOut: boolean;
  large?: boolean;
}) {
  const { t } = useTranslation();
  const { isAdmin } = useAuth();
  const itemStyles = cx(itemBase, large ? 'px-4 py-3 text-base' : 'px-3 py-2.5 text-sm');
  return (
    <ul className="grid gap-0.5">
      <MenuLink to={APP_PATHS.dashboard} icon={LayoutDashboard} className={itemStyles}>
        {t('userMenu.dashboard')}
      </MenuLink>
      <MenuLink to={APP_PATHS.settings} icon={Settings} className={itemStyles}>
        {t('userMenu.settings')}
      </MenuLink>
      {isAdmin && (
        <MenuLink
          to={APP_PATHS.admin}
          icon={ShieldHalf}
          className={cx(itemStyles, 'text-gold-300 hover:text-gold-200')}
        >
          {t('userMenu.adminPanel')}
        </MenuLink>
      )}
      <li className="mt-1 border-t border-white/8 pt-1">
        <button
          type="button"
          onClick={onSignOut}
          disabled={signingOut}
          className={cx(itemStyles, 'hover:text-danger-300 disabled:opacity-60')}
        >
          <BusyIcon busy={signingOut} icon={LogOut} />
          {signingOut ? t('userMenu.signingOut') : t('userMenu.signOut')}
        </button>
      </li>
    </ul>
  );
}

function MenuLink({
  to,
  icon: Icon,
  className,
  children,
}: {
  to: string;
  icon: LucideIcon;
  className: string;
  children: ReactNode;
}) {
  return (
    <li>
      <Link to={to} className={className}>
        <Icon className="size-4" aria-hidden="true" />
        {children}
      </Link>
    </li>
  );
}

function UserCard({ user }: { user: AuthUser }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar user={user} size="lg" />
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold text-fg">{displayName(user)}</p>
        <p className="truncate text-xs text-fg-subtle">{user.email}</p>
      </div>
    </div>
  );
}

function useSignOutAction() {
  const { signOut } = useAuth();
  const [signingOut, setSigningOut] = useState(false);
  async function run(after?: () => void) {
    setSigningOut(true);
    try {
      await signOut();
    } finally {
      setSigningOut(false);
      after?.();
    }
  }
  return { signingOut, run };
}

/** Wide screens: the avatar button and its dropdown. */
export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { signingOut, run } = useSignOutAction();

  useClickOutside([panelRef, buttonRef], () => setOpen(false), open);
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  if (!user) return null;
  return (
    <div className="relative" data-testid="user-menu">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-2 rounded-full py-1 pr-2.5 pl-1 ring-1 ring-white/10 transition hover:bg-white/6 hover:ring-white/20 aria-expanded:bg-white/8"
      >
        <Avatar user={user} />
        <span className="max-w-32 truncate text-sm font-medium text-fg">{user.firstName || user.email}</span>
        {/* The visible name starts the accessible name (WCAG label in name). */}
        <span className="sr-only"> ({t('userMenu.open')})</span>
        <ChevronDown
          className={cx('size-4 text-fg-subtle transition', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-2 w-72 animate-pop-in rounded-2xl border border-white/10 bg-ink-900/95 p-2 shadow-2xl backdrop-blur-xl"
      >
        <div className="border-b border-white/8 px-2 pt-2 pb-3">
          <UserCard user={user} />
        </div>
        <div className="pt-1">
          <AccountLinks signingOut={signingOut} onSignOut={() => void run(() => setOpen(false))} />
        </div>
      </div>
    </div>
  );
}

/** The mobile menu's account entries. */
export function MobileUserMenu() {
  const { user } = useAuth();
  const { signingOut, run } = useSignOutAction();
  if (!user) return null;
  return (
    <div className="grid gap-3 sm:col-span-2">
      <div className="rounded-2xl border border-white/8 bg-white/4 p-3">
        <UserCard user={user} />
      </div>
      <AccountLinks large signingOut={signingOut} onSignOut={() => void run()} />
    </div>
  );
}
