// DELETE /api/account/sessions/:id: signs one of the user's sessions out at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndSessionsResponse } from '@storefront/contracts/browser';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { accountSessionsQueryKey, type AccountSessionView } from './get-account-sessions';

export function endAccountSession(id: string): Promise<EndSessionsResponse> {
  return apiRequest<EndSessionsResponse>(`/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useEndAccountSession() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const queryKey = accountSessionsQueryKey(user?.id ?? '');
  return useMutation({
    mutationFn: endAccountSession,
    // Gone already (404) or gone now: either way the row leaves the list, which is read again.
    onSettled: (_reply, _error, id) => {
      queryClient.setQueryData<AccountSessionView[]>(queryKey, (sessions) =>
        sessions?.filter((session) => session.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
