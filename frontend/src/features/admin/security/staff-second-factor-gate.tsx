// Owners and finance need a second factor before any back-office action: until they have one the
// server refuses them (403 STAFF_SECOND_FACTOR_REQUIRED). The back office then sends them to
// Settings › 2FA, which leads back to the page they wanted once one is on: when the admin status
// says so as the page opens, or as soon as a call is refused for it (a factor removed meanwhile).
import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthErrorCode } from '@storefront/contracts/browser';
import { Redirect } from '@/components/layout/redirect';
import { PageSpinner } from '@/components/ui/page-spinner';
import { ApiError } from '@/lib/api-error';
import { APP_PATHS } from '@/lib/app-paths';
import { useAdminStanding } from '../roles/admin-role';

/** Settings › 2FA, asked to lead back to `returnTo` once the account has a second factor. */
export function secondFactorSetupHref(returnTo: string): string {
  return `${APP_PATHS.settingsTwoFactor}?${new URLSearchParams({ next: returnTo })}`;
}

export const isStaffSecondFactorRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.code === AuthErrorCode.StaffSecondFactorRequired;

/** Becomes true once any back-office query or action is refused for want of a second factor. */
function useRefusedForSecondFactor(): boolean {
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    const seen = (event: { type: string; action?: { type: string; error?: unknown } }) => {
      if (
        event.type === 'updated' &&
        event.action?.type === 'error' &&
        isStaffSecondFactorRefusal(event.action.error)
      )
        setRefused(true);
    };
    const stopQueries = queryClient.getQueryCache().subscribe(seen);
    const stopMutations = queryClient.getMutationCache().subscribe(seen);
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
  return refused;
}

export function StaffSecondFactorGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  // Asked again whenever the back office opens: coming back from Settings, the answer has changed.
  const standing = useAdminStanding({ fresh: true });
  const refused = useRefusedForSecondFactor();
  const here = useRouterState({ select: (state) => state.location.href });
  const required = refused || standing.data?.secondFactorRequired === true;

  if (standing.isPending || (required && standing.isFetching && !refused))
    return <PageSpinner label={t('shell.loading')} />;
  if (required) return <Redirect href={secondFactorSetupHref(here)} />;
  return <>{children}</>;
}
