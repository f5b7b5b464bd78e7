// GET /api/admin/users/:id/spends?limit=&offset=: the user's spends through the API, newest first,
// a page at a time with the total.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ListSpendsReply } from '../../admin-contracts';

export const SPENDS_PAGE_SIZE = 10;

export async function getUserSpends(
  userId: string,
  page: number,
  signal?: AbortSignal,
): Promise<ListSpendsReply> {
  const query = new URLSearchParams({
    limit: String(SPENDS_PAGE_SIZE),
    offset: String((page - 1) * SPENDS_PAGE_SIZE),
  });
  return apiRequest<ListSpendsReply>(`/admin/users/${encodeURIComponent(userId)}/spends?${query}`, {
    signal,
  });
}

export const userSpendsQueryKey = (userId: string, page: number) =>
  ['admin', 'users', userId, 'spends', page] as const;

export function useUserSpends(userId: string, page: number) {
  return useQuery(
    queryOptions({
      queryKey: userSpendsQueryKey(userId, page),
      queryFn: ({ signal }) => getUserSpends(userId, page, signal),
      staleTime: 10_000,
      placeholderData: keepPreviousData,
    }),
  );
}
