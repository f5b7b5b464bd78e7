// GET /api/admin/banned-ips: every ban, newest first; expired ones flagged is_expired.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { BannedIp, BannedIpsResponse } from '../../admin-contracts';

export async function getBannedIps(signal?: AbortSignal): Promise<BannedIp[]> {
  const reply = await apiRequest<BannedIpsResponse>('/admin/banned-ips', { signal });
  return reply.bannedIPs;
}

export const bannedIpsQueryKey = ['admin', 'banned-ips'] as const;

export const bannedIpsQueryOptions = () =>
  queryOptions({
    queryKey: bannedIpsQueryKey,
    queryFn: ({ signal }) => getBannedIps(signal),
    staleTime: 10_000,
  });

export function useBannedIps() {
  return useQuery(bannedIpsQueryOptions());
}
