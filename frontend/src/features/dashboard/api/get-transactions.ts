// GET /api/credits/transactions?limit=10|100: the user's credit history, newest first. A load
// failure gives an empty list (SPEC §8).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditTransaction, CreditTransactionsResponse } from '@storefront/contracts';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import type { HistoryLimit } from '../transaction-history-rules';

export type { CreditTransaction } from '@storefront/contracts';

export const transactionsQueryKey = (userId: string, limit: HistoryLimit) =>
  ['credits', userId, 'transactions', limit] as const;

export async function getTransactions(
  limit: HistoryLimit,
  signal?: AbortSignal,
): Promise<CreditTransaction[]> {
  try {
    const reply = await apiRequest<Partial<CreditTransactionsResponse>>(
      `/credits/transactions?limit=${limit}`,
      { signal },
    );
    return Array.isArray(reply?.transactions) ? reply.transactions : [];
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('Could not load transactions', error);
    return [];
  }
}

export const transactionsQueryOptions = (userId: string, limit: HistoryLimit) =>
  queryOptions({
    queryKey: transactionsQueryKey(userId, limit),
    queryFn: ({ signal }) => getTransactions(limit, signal),
  });

export function useTransactions(limit: HistoryLimit) {
  const { user } = useAuth();
  // While the 100-row page loads, the 10 rows stay on screen.
  return useQuery({
    ...transactionsQueryOptions(user?.id ?? '', limit),
    enabled: !!user,
    placeholderData: keepPreviousData,
  });
}
