// GET /api/admin/visitors: a page of the live visitor list. The /admin socket then pushes the same
// shape into this query's cache (see use-live-visitors).
import { apiQuery } from '@/lib/api/api-query';
import type { LiveVisitorsPage } from '../../admin-contracts';

export const LIVE_VISITORS_PAGE_SIZE = 5;

export const visitorsQueryKey = (page: number) => ['admin', 'visitors', page] as const;

export const visitorsQueryOptions = (page: number) =>
  apiQuery<LiveVisitorsPage>(
    visitorsQueryKey(page),
    `/admin/visitors?page=${page}&pageSize=${LIVE_VISITORS_PAGE_SIZE}`,
    {
      keepPrevious: true,
      // The socket keeps it fresh; this is only the first paint and the fallback when it drops.
      staleTime: Infinity,
    },
  );
