// PUT /api/admin/users/:id: email, admin flag, status (ban/unban) or credits (set exactly, from
// `expected_credits`: 409 CREDITS_CHANGED when the balance moved since the form was filled in). A
// role or credits change needs the password proved lately, asked for in a dialog.
import { apiRequest } from '@/lib/api-client';
import type { AdminEditUserBody, AdminUserResponse } from '../../admin-contracts';
import { useSensitiveMutation } from '../../security/sensitive-action';
import { usersQueryRoot } from './get-users';

export function updateUser(userId: string, changes: AdminEditUserBody): Promise<AdminUserResponse> {
  return apiRequest<AdminUserResponse>(`/admin/users/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: changes,
  });
}

export function useUpdateUser() {
  return useSensitiveMutation(
    ({ userId, changes }: { userId: string; changes: AdminEditUserBody }) => updateUser(userId, changes),
    usersQueryRoot,
  );
}
