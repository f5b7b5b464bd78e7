// The back office's left menu: the tabs by group, then Home and Sign out.
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { House, LogOut } from 'lucide-react';
import { BrandLogo } from '@/components/layout/brand-logo';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { changeBackOfficeLanguage } from '@/lib/i18n/i18n';
import { useAuth } from '@/lib/auth/auth-context';
import { cx } from '@/lib/class-names';
import type { AdminRole } from '../admin-contracts';
import type { AdminTab } from '../admin-tabs';
import { can } from '../roles/admin-role';
import { ADMIN_NAV, NAV_GROUPS } from './admin-nav';

interface AdminSidebarProps {
  current: AdminTab;
  /** After a choice (the mobile sidebar closes). */
  onNavigate?: () => void;
  /** The signed-in administrator's role: the menu shows what it may use. */
  role: AdminRole | null;
  /** Four-eyes requests waiting (finance and owner), shown beside their tab. */
  pendingApprovals: number | null;
}

const itemStyles =
  'group flex w-full items-center gap-3 rounded-xl px-3 py-2 text-sm font-medium transition focus-visible:outline-offset-0';

export function AdminSidebar({ current, onNavigate, role, pendingApprovals }: AdminSidebarProps) {
  const { t } = useTranslation('admin');
  const { user, signOut } = useAuth();

  return (
    <div className="flex h-full flex-col">
      <div className="flex items-center gap-2 px-5 pt-5 pb-4">
        <BrandLogo />
      </div>
      <p className="mx-5 mb-3 inline-flex w-fit items-center rounded-full bg-gold-400/12 px-2.5 py-0.5 text-[11px] font-semibold tracking-[0.14em] text-gold-300 uppercase ring-1 ring-gold-400/25 ring-inset">
        {t('shell.brand')}
      </p>
      <nav aria-label={t('shell.navLabel')} className="flex-1 overflow-y-auto px-3 pb-4">
        {NAV_GROUPS.map((group) => (
          <div key={group} className="mt-3 first:mt-1">
            <p className="px-3 pb-1.5 text-[11px] font-semibold tracking-[0.12em] text-fg-subtle uppercase">
              {t(`shell.groups.${group}`)}
            </p>
            <ul className="grid gap-0.5">
              {ADMIN_NAV.filter(
                (item) => item.group === group && (!item.ability || can(role, item.ability)),
              ).map(({ tab, text, icon: Icon }) => {
                const active = tab === current;
                return (
                  <li key={tab}>
                    <Link
                      to="/admin"
                      search={{ tab }}
                      onClick={onNavigate}
                      aria-current={active ? 'page' : undefined}
                      className={cx(
                        itemStyles,
                        active
                          ? 'bg-brand-400/12 text-brand-200 ring-1 ring-brand-400/25 ring-inset'
                          : 'text-fg-muted hover:bg-white/6 hover:text-fg',
                      )}
                    >
                      <Icon
                        className={cx(
                          'size-[18px] shrink-0',
                          active ? 'text-brand-300' : 'text-fg-subtle group-hover:text-fg-muted',
                        )}
                        aria-hidden="true"
                      />
                      <span className="min-w-0 flex-1 truncate">{t(`tabs.${text}.label`)}</span>
                      {tab === 'approvals' && !!pendingApprovals && (
                        <span
                          className="rounded-full bg-amber-400/15 px-2 py-0.5 text-xs font-semibold text-amber-300 tabular-nums ring-1 ring-amber-400/30 ring-inset"
                          aria-label={t('approvals.pendingCount', { count: pendingApprovals })}
                        >
                          {pendingApprovals}
                        </span>
                      )}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>
      <div className="border-t border-white/8 px-3 py-3">
        {user && (
          <p className="px-3 pb-2 text-xs break-all text-fg-subtle" title={user.email}>
            {t('shell.signedInAs')} <span className="text-fg-muted">{user.email}</span>
            {role && <span className="block text-fg-muted">{t(`roles.${role}`)}</span>}
          </p>
        )}
        <div className="px-3 pb-2">
          <LanguageSwitcher onChange={changeBackOfficeLanguage} />
        </div>
        <Link to="/" className={cx(itemStyles, 'text-fg-muted hover:bg-white/6 hover:text-fg')}>
          <House className="size-[18px] text-fg-subtle" aria-hidden="true" />
          {t('shell.home')}
        </Link>
        <button
          type="button"
          onClick={() => void signOut()}
          className={cx(itemStyles, 'text-fg-muted hover:bg-danger-500/10 hover:text-danger-300')}
        >
          <LogOut className="size-[18px] text-fg-subtle" aria-hidden="true" />
          {t('shell.signOut')}
        </button>
      </div>
    </div>
  );
}
