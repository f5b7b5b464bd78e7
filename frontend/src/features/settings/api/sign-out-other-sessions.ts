// POST /api/account/sessions/sign-out-others: every session but this one ends at once.
import type { EndSessionsResponse } from '@storefront/contracts/browser';
import { apiRequest } from '@/lib/api-client';
import { useReloadingMutation } from '@/lib/api/api-query';
import { useAuth } from '@/lib/auth/auth-context';
import { accountSessionsQueryKey } from './get-account-sessions';

export function signOutOtherSessions(): Promise<EndSessionsResponse> {
  return apiRequest<EndSessionsResponse>('/account/sessions/sign-out-others', { method: 'POST' });
}

export function useSignOutOtherSessions() {
  const { user } = useAuth();
  return useReloadingMutation(signOutOtherSessions, accountSessionsQueryKey(user?.id ?? ''));
}
