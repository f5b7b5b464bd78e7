// The gates of the signed-in area: a spinner while the session loads, the login page (coming back
// here afterwards) without a user, and the dashboard for non-admins on admin pages.
import type { ReactNode } from 'react';
import { useMatches, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Redirect } from '@/components/layout/redirect';
import { PageSpinner } from '@/components/ui/page-spinner';
import { APP_PATHS, loginHref } from '@/lib/app-paths';
import { useAuth } from '@/lib/auth/auth-context';
import { guardDecision, type GuardRequirement } from '@/lib/auth/guard-decision';
import { AccessDenied } from './access-denied';

function Guard({ requirement, children }: { requirement: GuardRequirement; children: ReactNode }) {
  const { t } = useTranslation();
  const auth = useAuth();
  // The page that was asked for: the committed location, which stays put while a redirect is pending.
  const here = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).href });
  const deniedNotice = useMatches({
    select: (matches) => matches.some((match) => match.staticData?.accessDeniedNotice),
  });

  switch (guardDecision(auth, requirement)) {
    case 'wait':
      return <PageSpinner label={t('guard.checking')} />;
    case 'login':
      return deniedNotice ? <AccessDenied returnTo={here} /> : <Redirect href={loginHref(here)} />;
    case 'dashboard':
      return <Redirect href={APP_PATHS.dashboard} />;
    case 'allow':
      return <>{children}</>;
  }
}

export function RequireUser({ children }: { children: ReactNode }) {
  return <Guard requirement="user">{children}</Guard>;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  return <Guard requirement="admin">{children}</Guard>;
}
