// POST /api/admin/users/{id}/notes: an internal note (author and time kept; never shown to the user).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { UserNoteResponse } from '../../admin-contracts';
import { customerQueryRoot } from './get-customer';

export function addNote(userId: string, body: string): Promise<UserNoteResponse> {
  return apiRequest<UserNoteResponse>(`/admin/users/${encodeURIComponent(userId)}/notes`, {
    method: 'POST',
    body: { body },
  });
}

export function useAddNote(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => addNote(userId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerQueryRoot(userId) }),
  });
}
