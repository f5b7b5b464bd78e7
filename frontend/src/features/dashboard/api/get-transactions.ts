// GET /api/credits/transactions?limit=10|100[&type=]: the user's credit history, newest first,
// of one type or all. A load failure gives an empty list (SPEC §8).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditTransaction, CreditTransactionsResponse } from '@storefront/contracts/browser';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { transactionsPath, type HistoryFilter, type HistoryLimit } from '../transaction-history-rules';

export type { CreditTransaction } from '@storefront/contracts/browser';

export const transactionsQueryKey = (userId: string, limit: HistoryLimit, filter: HistoryFilter) =>
  ['credits', userId, 'transactions', limit, filter] as const;

export async function getTransactions(
  limit: HistoryLimit,
  filter: HistoryFilter,
  signal?: AbortSignal,
): Promise<CreditTransaction[]> {
  try {
    const reply = await apiRequest<Partial<CreditTransactionsResponse>>(transactionsPath(limit, filter), {
      signal,
    });
    return Array.isArray(reply?.transactions) ? reply.transactions : [];
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('Could not load transactions', error);
    return [];
  }
}

export const transactionsQueryOptions = (userId: string, limit: HistoryLimit, filter: HistoryFilter) =>
  queryOptions({
    queryKey: transactionsQueryKey(userId, limit, filter),
    queryFn: ({ signal }) => getTransactions(limit, filter, signal),
  });

export function useTransactions(limit: HistoryLimit, filter: HistoryFilter) {
  const { user } = useAuth();
  // While the 100-row page or another type loads, the rows shown stay on screen.
  return useQuery({
    ...transactionsQueryOptions(user?.id ?? '', limit, filter),
    enabled: !!user,
    placeholderData: keepPreviousData,
  });
}
