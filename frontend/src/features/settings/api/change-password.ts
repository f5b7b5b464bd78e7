// PUT /auth/v1/user with the current password: the new password, with the second factor passed when
// the account has one. The server keeps this session and signs out the others.
import { useMutation } from '@tanstack/react-query';
import { dataOrThrow } from '@/lib/auth/auth-result';
import { getAuthClient } from '@/lib/auth/gotrue-client';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

export async function changePassword({ currentPassword, newPassword }: ChangePasswordInput): Promise<void> {
  dataOrThrow(await getAuthClient().updateUser({ password: newPassword, current_password: currentPassword }));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
