// POST /api/admin/users/{id}/notes: an internal note (author and time kept; never shown to the user).
import { apiRequest } from '@/lib/api-client';
import { useReloadingMutation } from '@/lib/api/api-query';
import type { UserNoteResponse } from '../../admin-contracts';
import { customerQueryRoot } from './get-customer';

export function addNote(userId: string, body: string): Promise<UserNoteResponse> {
  return apiRequest<UserNoteResponse>(`/admin/users/${encodeURIComponent(userId)}/notes`, {
    method: 'POST',
    body: { body },
  });
}

export function useAddNote(userId: string) {
  return useReloadingMutation((body: string) => addNote(userId, body), customerQueryRoot(userId));
}
