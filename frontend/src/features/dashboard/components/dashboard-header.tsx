// The dashboard's own header (SPEC §2): the user's greeting, then a home link, the bell, a link to
// the settings and sign-out.
import { useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Home, LogOut, Settings } from 'lucide-react';
import { BusyIcon } from '@/components/ui/busy-icon';
import { buttonStyles } from '@/components/ui/button';
import { APP_PATHS } from '@/lib/app-paths';
import { useAuth } from '@/lib/auth/auth-context';
import { displayName } from '@/lib/auth/session-user';
import '../dashboard-i18n';

export function DashboardHeader({ bell }: { bell: ReactNode }) {
  const { t } = useTranslation();
  const { user, signOut } = useAuth();
  const [signingOut, setSigningOut] = useState(false);
  if (!user) return null;

  async function onSignOut() {
    setSigningOut(true);
    try {
      await signOut();
    } finally {
      setSigningOut(false);
    }
  }

  const iconLink = buttonStyles({ variant: 'ghost', size: 'icon' });
  return (
    <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <p className="text-sm font-semibold tracking-wide text-brand-300 uppercase">
          {t('userDashboard.title')}
        </p>
        <h1 className="mt-2 truncate text-3xl font-semibold text-fg sm:text-4xl">
          {t('userDashboard.welcome', { name: displayName(user) })}
        </h1>
        <p className="mt-2 text-fg-muted">{t('userDashboard.subtitle')}</p>
      </div>
      <nav
        aria-label={t('userDashboard.nav.label')}
        className="flex items-center gap-1 self-start rounded-2xl border border-white/8 bg-ink-900/70 p-1 backdrop-blur sm:self-auto"
      >
        <Link
          to="/"
          className={iconLink}
          aria-label={t('userDashboard.nav.home')}
          title={t('userDashboard.nav.home')}
        >
          <Home className="size-5" aria-hidden="true" />
        </Link>
        {bell}
        <Link
          to={APP_PATHS.settings}
          className={iconLink}
          aria-label={t('userDashboard.nav.settings')}
          title={t('userDashboard.nav.settings')}
        >
          <Settings className="size-5" aria-hidden="true" />
        </Link>
        <span aria-hidden="true" className="mx-1 h-6 w-px bg-white/10" />
        <button
          type="button"
          onClick={() => void onSignOut()}
          disabled={signingOut}
          className={buttonStyles({ variant: 'ghost', size: 'sm', className: 'hover:text-danger-300' })}
        >
          <BusyIcon busy={signingOut} icon={LogOut} />
          {signingOut ? t('userDashboard.nav.signingOut') : t('userDashboard.nav.signOut')}
        </button>
      </nav>
    </header>
  );
}
