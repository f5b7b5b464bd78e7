// DELETE /api/account/api-keys/:id: revokes a key, refused within a second (asking again changes nothing).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { apiKeysQueryKey, type ApiKeyView } from './get-api-keys';

export function revokeApiKey(id: string): Promise<{ key: ApiKeyView }> {
  return apiRequest<{ key: ApiKeyView }>(`/account/api-keys/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useRevokeApiKey() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const queryKey = apiKeysQueryKey(user?.id ?? '');
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: (_reply, id) => {
      // The row goes at once; the list is then read again from the server.
      queryClient.setQueryData<ApiKeyView[]>(queryKey, (keys) => keys?.filter((key) => key.id !== id));
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
