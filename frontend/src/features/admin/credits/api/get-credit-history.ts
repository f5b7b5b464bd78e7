// GET /api/admin/credit-history: the 100 latest credit changes made by administrators, with the
// user's and the admin's e-mails.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { CreditHistoryRow, CreditHistoryResponse } from '../../admin-contracts';

export async function getCreditHistory(signal?: AbortSignal): Promise<CreditHistoryRow[]> {
  const reply = await apiRequest<CreditHistoryResponse>('/admin/credit-history', { signal });
  return reply.history;
}

export const creditHistoryQueryKey = ['admin', 'credit-history'] as const;

export const creditHistoryQueryOptions = () =>
  queryOptions({
    queryKey: creditHistoryQueryKey,
    queryFn: ({ signal }) => getCreditHistory(signal),
    staleTime: 10_000,
  });

export function useCreditHistory() {
  return useQuery(creditHistoryQueryOptions());
}
