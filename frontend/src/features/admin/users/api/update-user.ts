// PUT /api/admin/users/:id: email, admin flag, status (ban/unban) or credits (set exactly).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AdminUpdateUserBody, AdminUserResponse } from '../../admin-contracts';
import { usersQueryRoot } from './get-users';

export function updateUser(userId: string, changes: AdminUpdateUserBody): Promise<AdminUserResponse> {
  return apiRequest<AdminUserResponse>(`/admin/users/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: changes,
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, changes }: { userId: string; changes: AdminUpdateUserBody }) =>
      updateUser(userId, changes),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryRoot }),
  });
}
