// DELETE /api/admin/service-keys/:id: the key is refused from now on (asking again changes nothing).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useInvalidate } from '@/lib/api/api-query';
import type { ApiKeyView } from '../../admin-contracts';
import { serviceKeysQueryKey } from './get-service-keys';

export function revokeServiceKey(id: string): Promise<{ key: ApiKeyView }> {
  return apiRequest<{ key: ApiKeyView }>(`/admin/service-keys/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useRevokeServiceKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeServiceKey,
    onSuccess: ({ key }) =>
      // The row shows its new status at once, then the list is read again.
      queryClient.setQueryData<ApiKeyView[]>(serviceKeysQueryKey, (keys) =>
        keys?.map((row) => (row.id === key.id ? key : row)),
      ),
    onSettled: useInvalidate(serviceKeysQueryKey),
  });
}
