// POST /api/auth/verify-2fa: the emailed code turns two-factor on. The session is then refreshed so
// its token says so (and counts as having passed the second factor).
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getAuthClient } from '@/lib/auth/gotrue-client';

export async function enableTwoFactor({ email, code }: { email: string; code: string }): Promise<void> {
  await apiRequest('/auth/verify-2fa', { method: 'POST', body: { email, code } });
  await getAuthClient().refreshSession();
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
