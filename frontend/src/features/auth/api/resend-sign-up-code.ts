// POST /auth/v1/resend (type signup). The server answers alike for every address.
import { useMutation } from '@tanstack/react-query';
import { getAuthClient } from '@/lib/auth/gotrue-client';
import { dataOrThrow } from '@/lib/auth/auth-result';

export async function resendSignUpCode(email: string): Promise<void> {
  dataOrThrow(await getAuthClient().resend({ type: 'signup', email }));
}

export function useResendSignUpCode() {
  return useMutation({ mutationFn: resendSignUpCode });
}
