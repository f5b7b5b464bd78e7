// GET /api/admin/users/{id}/timeline?before=&kind=: what happened to the account, newest first, a
// page at a time ("Charger plus" asks for what came before the last entry shown), everything or one
// kind (money, visits, the account).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { TimelineFilter, TimelineResponse } from '../../admin-contracts';
import { customerQueryRoot } from './get-customer';

export const TIMELINE_PAGE = 20;

export const timelineQueryOptions = (userId: string, kind?: TimelineFilter) =>
  infiniteQueryOptions({
    queryKey: [...customerQueryRoot(userId), 'timeline', kind ?? 'all'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<TimelineResponse>(
        `/admin/users/${encodeURIComponent(userId)}/timeline?limit=${TIMELINE_PAGE}${
          pageParam ? `&before=${encodeURIComponent(pageParam)}` : ''
        }${kind ? `&kind=${kind}` : ''}`,
        { signal },
      ),
    getNextPageParam: (last) => last.next_before,
  });

export function useTimeline(userId: string, kind?: TimelineFilter) {
  return useInfiniteQuery(timelineQueryOptions(userId, kind));
}
