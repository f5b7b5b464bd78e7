// GET /api/account/sessions: the signed-in user's live sessions, this device first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountSessionsResponse, AccountSessionView } from '@storefront/contracts/browser';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';

export type { AccountSessionView } from '@storefront/contracts/browser';

export const accountSessionsQueryKey = (userId: string) => ['account', userId, 'sessions'] as const;

export async function getAccountSessions(signal?: AbortSignal): Promise<AccountSessionView[]> {
  const reply = await apiRequest<Partial<AccountSessionsResponse>>('/account/sessions', { signal });
  if (!Array.isArray(reply?.sessions)) throw new Error('Unexpected sessions answer');
  return reply.sessions;
}

export function useAccountSessions() {
  const { user } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: accountSessionsQueryKey(user?.id ?? ''),
      queryFn: ({ signal }) => getAccountSessions(signal),
      enabled: !!user,
    }),
  );
}
