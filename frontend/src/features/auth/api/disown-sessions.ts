// POST /api/account/sessions/disown: a new sign-in alert's "This wasn't me" link. Every session of
// the account ends and a recovery code is mailed; the link works once.
import { useMutation } from '@tanstack/react-query';
import type { DisownResponse } from '@storefront/contracts/browser';
import { apiRequest } from '@/lib/api-client';

export function disownSessions(token: string): Promise<DisownResponse> {
  return apiRequest<DisownResponse>('/account/sessions/disown', {
    method: 'POST',
    body: { token },
    token: null,
  });
}

export function useDisownSessions() {
  return useMutation({ mutationFn: disownSessions });
}
