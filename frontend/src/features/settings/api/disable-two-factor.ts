// DELETE /auth/v1/factors/email: turns two-factor off (GoTrue's unenroll), then refreshes the session.
import { useMutation } from '@tanstack/react-query';
import { getAuthClient } from '@/lib/auth/gotrue-client';
import { dataOrThrow } from '@/lib/auth/auth-result';

export async function disableTwoFactor(): Promise<void> {
  dataOrThrow(await getAuthClient().mfa.unenroll({ factorId: 'email' }));
  await getAuthClient().refreshSession();
}

export function useDisableTwoFactor() {
  return useMutation({ mutationFn: disableTwoFactor });
}
