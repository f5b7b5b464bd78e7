// POST /auth/v1/verify (type email): the sign-up code confirms the address and signs the user in.
// Confirmed from another place than the sign-up that set the password, the user must choose one.
import { useMutation } from '@tanstack/react-query';
import { authStorage, getAuthClient } from '@/lib/auth/gotrue-client';
import { dataOrThrow } from '@/lib/auth/auth-result';

export async function verifyEmail({
  email,
  code,
}: {
  email: string;
  code: string;
}): Promise<{ passwordRequired: boolean }> {
  authStorage.setRemember(true);
  const { user } = dataOrThrow(await getAuthClient().verifyOtp({ email, token: code, type: 'email' }));
  return { passwordRequired: user?.app_metadata?.password_required === true };
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
