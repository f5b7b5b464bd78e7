// GET /api/admin/users/:id/spends?limit=&offset=: the user's spends through the API, newest first,
// a page at a time with the total.
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@/lib/api/api-query';
import type { ListSpendsReply } from '../../admin-contracts';

export const SPENDS_PAGE_SIZE = 10;

export function useUserSpends(userId: string, page: number) {
  const query = new URLSearchParams({
    limit: String(SPENDS_PAGE_SIZE),
    offset: String((page - 1) * SPENDS_PAGE_SIZE),
  });
  return useQuery(
    apiQuery<ListSpendsReply>(
      ['admin', 'users', userId, 'spends', page],
      `/admin/users/${encodeURIComponent(userId)}/spends?${query}`,
      { staleTime: 10_000, keepPrevious: true },
    ),
  );
}
