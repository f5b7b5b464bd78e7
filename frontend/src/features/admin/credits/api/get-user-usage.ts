// GET /api/admin/users/:id/usage: credits the user spent each day of the last 30, oldest first.
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@/lib/api/api-query';
import type { UsageReply } from '../../admin-contracts';

export function useUserUsage(userId: string) {
  return useQuery(
    apiQuery<UsageReply>(
      ['admin', 'users', userId, 'usage'],
      `/admin/users/${encodeURIComponent(userId)}/usage`,
      {
        staleTime: 10_000,
      },
    ),
  );
}
