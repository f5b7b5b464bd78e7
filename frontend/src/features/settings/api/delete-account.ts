// DELETE /api/account: deletes the signed-in user's account once their password confirms it.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function deleteAccount(password: string): Promise<void> {
  await apiRequest('/account', { method: 'DELETE', body: { password } });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
