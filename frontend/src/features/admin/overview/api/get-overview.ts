// GET /api/admin/overview?days=: revenue and credits sold per day, sign-ups per day, and visits per
// hour over the last 24 hours.
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@/lib/api/api-query';
import type { OverviewResponse } from '../../admin-contracts';

export const OVERVIEW_RANGES = [7, 30, 90] as const;
export type OverviewRange = (typeof OVERVIEW_RANGES)[number];

export function useOverview(days: OverviewRange) {
  return useQuery(
    apiQuery<OverviewResponse>(['admin', 'overview', days], `/admin/overview?days=${days}`, {
      keepPrevious: true,
      staleTime: 60_000,
    }),
  );
}
