// DELETE /api/admin/banned-ips/:id: lifts a ban.
import { apiRequest } from '@/lib/api-client';
import { useReloadingMutation } from '@/lib/api/api-query';
import type { RemoveIpBanResponse } from '../../admin-contracts';
import { bannedIpsQueryKey } from './get-banned-ips';

export function removeIpBan(id: string): Promise<RemoveIpBanResponse> {
  return apiRequest<RemoveIpBanResponse>(`/admin/banned-ips/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRemoveIpBan() {
  return useReloadingMutation(removeIpBan, bannedIpsQueryKey);
}
