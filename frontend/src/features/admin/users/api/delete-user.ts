// DELETE /api/admin/users/:id (the last active administrator cannot be deleted: 409).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { usersQueryRoot } from './get-users';

export function deleteUser(userId: string): Promise<{ success: true; message: string }> {
  return apiRequest(`/admin/users/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryRoot }),
  });
}
