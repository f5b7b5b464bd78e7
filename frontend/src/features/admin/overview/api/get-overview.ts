// GET /api/admin/overview?days=: revenue and credits sold per day, sign-ups per day, and visits per
// hour over the last 24 hours.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { OverviewResponse } from '../../admin-contracts';

export const OVERVIEW_RANGES = [7, 30, 90] as const;
export type OverviewRange = (typeof OVERVIEW_RANGES)[number];

export function getOverview(days: OverviewRange, signal?: AbortSignal): Promise<OverviewResponse> {
  return apiRequest<OverviewResponse>(`/admin/overview?days=${days}`, { signal });
}

export const overviewQueryOptions = (days: OverviewRange) =>
  queryOptions({
    queryKey: ['admin', 'overview', days] as const,
    queryFn: ({ signal }) => getOverview(days, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function useOverview(days: OverviewRange) {
  return useQuery(overviewQueryOptions(days));
}
