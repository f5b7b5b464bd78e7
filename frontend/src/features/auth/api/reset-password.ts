// POST /api/reset-password: the emailed code sets a new password and ends every session of the account.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getAuthClient } from '@/lib/auth/gotrue-client';

export interface ResetPasswordInput {
  email: string;
  code: string;
  newPassword: string;
}

/** Sets the new password; the page says it worked in its own words (the server's are English only). */
export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await apiRequest<unknown>('/reset-password', {
    method: 'POST',
    body: input,
    token: null,
  });
  // The server ended every session of the account, this browser's included: forget it here too.
  const { data } = await getAuthClient().getSession();
  if (data.session) await getAuthClient().signOut({ scope: 'local' });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
