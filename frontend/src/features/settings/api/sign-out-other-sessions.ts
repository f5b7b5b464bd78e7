// POST /api/account/sessions/sign-out-others: every session but this one ends at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndSessionsResponse } from '@storefront/contracts/browser';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { accountSessionsQueryKey } from './get-account-sessions';

export function signOutOtherSessions(): Promise<EndSessionsResponse> {
  return apiRequest<EndSessionsResponse>('/account/sessions/sign-out-others', { method: 'POST' });
}

export function useSignOutOtherSessions() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey(user?.id ?? '') }),
  });
}
