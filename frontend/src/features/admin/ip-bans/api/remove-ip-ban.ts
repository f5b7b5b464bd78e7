// DELETE /api/admin/banned-ips/:id: lifts a ban.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { RemoveIpBanResponse } from '../../admin-contracts';
import { bannedIpsQueryKey } from './get-banned-ips';

export function removeIpBan(id: string): Promise<RemoveIpBanResponse> {
  return apiRequest<RemoveIpBanResponse>(`/admin/banned-ips/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRemoveIpBan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeIpBan,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bannedIpsQueryKey }),
  });
}
