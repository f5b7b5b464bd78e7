// POST /api/admin/banned-ips: bans an address; its open sockets are closed, its requests refused.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useInvalidate } from '@/lib/api/api-query';
import type { BanDuration, CreateIpBanResponse } from '../../admin-contracts';
import { bannedIpsQueryKey } from './get-banned-ips';

export interface NewIpBan {
  ip: string;
  reason: string;
  user_email?: string;
  duration: BanDuration;
}

export function createIpBan(ban: NewIpBan): Promise<CreateIpBanResponse> {
  return apiRequest<CreateIpBanResponse>('/admin/banned-ips', { method: 'POST', body: ban });
}

export function useCreateIpBan() {
  return useMutation({
    mutationFn: createIpBan,
    onSuccess: useInvalidate(bannedIpsQueryKey),
  });
}
