// POST /auth/v1/recover: emails a 6-digit reset code. Same answer whether or not the account exists.
import { useMutation } from '@tanstack/react-query';
import { getAuthClient } from '@/lib/auth/gotrue-client';
import { dataOrThrow } from '@/lib/auth/auth-result';

export async function requestPasswordReset(email: string): Promise<void> {
  dataOrThrow(await getAuthClient().resetPasswordForEmail(email.trim()));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
