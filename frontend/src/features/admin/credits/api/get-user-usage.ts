// GET /api/admin/users/:id/usage: credits the user spent each day of the last 30, oldest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { UsageReply } from '../../admin-contracts';

export async function getUserUsage(userId: string, signal?: AbortSignal): Promise<UsageReply> {
  return apiRequest<UsageReply>(`/admin/users/${encodeURIComponent(userId)}/usage`, { signal });
}

export const userUsageQueryKey = (userId: string) => ['admin', 'users', userId, 'usage'] as const;

export function useUserUsage(userId: string) {
  return useQuery(
    queryOptions({
      queryKey: userUsageQueryKey(userId),
      queryFn: ({ signal }) => getUserUsage(userId, signal),
      staleTime: 10_000,
    }),
  );
}
