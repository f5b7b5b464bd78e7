// POST /auth/v1/verify (type email): the sign-up code confirms the address and signs the user in.
import { useMutation } from '@tanstack/react-query';
import { authStorage, getAuthClient } from '@/lib/auth/gotrue-client';
import { dataOrThrow } from '@/lib/auth/auth-result';

export async function verifyEmail({ email, code }: { email: string; code: string }): Promise<void> {
  authStorage.setRemember(true);
  dataOrThrow(await getAuthClient().verifyOtp({ email, token: code, type: 'email' }));
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
