// PUT /api/admin/users/:id/password: a new password under the policy; the user's sessions end.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AdminUserResponse } from '../../admin-contracts';

export function setUserPassword(userId: string, password: string): Promise<AdminUserResponse> {
  return apiRequest<AdminUserResponse>(`/admin/users/${encodeURIComponent(userId)}/password`, {
    method: 'PUT',
    body: { password },
  });
}

export function useSetUserPassword() {
  return useMutation({
    mutationFn: ({ userId, password }: { userId: string; password: string }) =>
      setUserPassword(userId, password),
  });
}
