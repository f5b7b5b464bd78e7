// PUT /api/admin/users/:id/password: a new password under the policy; the user's sessions end. Needs
// the password of the administrator proved lately, asked for in a dialog.
import { apiRequest } from '@/lib/api-client';
import type { AdminUserResponse } from '../../admin-contracts';
import { useSensitiveMutation } from '../../security/sensitive-action';

export function setUserPassword(userId: string, password: string): Promise<AdminUserResponse> {
  return apiRequest<AdminUserResponse>(`/admin/users/${encodeURIComponent(userId)}/password`, {
    method: 'PUT',
    body: { password },
  });
}

export function useSetUserPassword() {
  return useSensitiveMutation(({ userId, password }: { userId: string; password: string }) =>
    setUserPassword(userId, password),
  );
}
