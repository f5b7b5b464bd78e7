// GET /api/admin/visitors: a page of the live visitor list. The /admin socket then pushes the same
// shape into this query's cache (see use-live-visitors).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { LiveVisitorsPage } from '../../admin-contracts';

export const LIVE_VISITORS_PAGE_SIZE = 5;

export function getVisitors(page: number, signal?: AbortSignal): Promise<LiveVisitorsPage> {
  return apiRequest<LiveVisitorsPage>(`/admin/visitors?page=${page}&pageSize=${LIVE_VISITORS_PAGE_SIZE}`, {
    signal,
  });
}

export const visitorsQueryKey = (page: number) => ['admin', 'visitors', page] as const;

export const visitorsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: visitorsQueryKey(page),
    queryFn: ({ signal }) => getVisitors(page, signal),
    placeholderData: keepPreviousData,
    // The socket keeps it fresh; this is only the first paint and the fallback when it drops.
    staleTime: Infinity,
  });
