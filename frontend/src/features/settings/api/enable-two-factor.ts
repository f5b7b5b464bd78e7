// POST /api/auth/verify-2fa: the emailed code turns two-factor on. The session is then refreshed so
// its token says so (and counts as having passed the second factor).
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getAuthClient } from '@/lib/auth/gotrue-client';

/** Answers the account's recovery codes when this was its first second factor (shown once). */
export async function enableTwoFactor({
  email,
  code,
}: {
  email: string;
  code: string;
}): Promise<string[] | null> {
  const reply = await apiRequest<{ recovery_codes?: string[] }>('/auth/verify-2fa', {
    method: 'POST',
    body: { email, code },
  });
  await getAuthClient().refreshSession();
  return reply.recovery_codes ?? null;
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
