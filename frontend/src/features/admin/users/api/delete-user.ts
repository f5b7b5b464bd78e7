// DELETE /api/admin/users/:id (the last active administrator cannot be deleted: 409).
import { apiRequest } from '@/lib/api-client';
import { useReloadingMutation } from '@/lib/api/api-query';
import { usersQueryRoot } from './get-users';

export function deleteUser(userId: string): Promise<{ success: true; message: string }> {
  return apiRequest(`/admin/users/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

export function useDeleteUser() {
  return useReloadingMutation(deleteUser, usersQueryRoot);
}
