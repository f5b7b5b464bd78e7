// GET /api/admin/service-keys: every service key, revoked and expired ones included, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApiKeysResponse, ApiKeyView } from '../../admin-contracts';

export async function getServiceKeys(signal?: AbortSignal): Promise<ApiKeyView[]> {
  const reply = await apiRequest<ApiKeysResponse>('/admin/service-keys', { signal });
  return reply.keys;
}

export const serviceKeysQueryKey = ['admin', 'service-keys'] as const;

export const serviceKeysQueryOptions = () =>
  queryOptions({
    queryKey: serviceKeysQueryKey,
    queryFn: ({ signal }) => getServiceKeys(signal),
    staleTime: 10_000,
  });

export function useServiceKeys() {
  return useQuery(serviceKeysQueryOptions());
}
