// GET /api/admin/transactions: crypto payments filtered, sorted and paged on the server (10 a page),
// with the stat cards. Refreshed every 10 s while the tab is open.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type {
  AdminSort,
  AdminStatusFilter,
  AdminTransactionsResponse,
  TransactionProviderFilter,
} from '../../admin-contracts';

export const TRANSACTIONS_PAGE_SIZE = 10;
export const TRANSACTIONS_REFRESH_MS = 10_000;

export interface TransactionsParams {
  search: string;
  status: AdminStatusFilter;
  sort: AdminSort;
  /** One provider's payments, or `all`. */
  provider: TransactionProviderFilter;
  page: number;
}

/** The spec treats a reply without a transactions array as a failed load. */
export class TransactionsLoadError extends Error {}

export async function getTransactions(
  params: TransactionsParams,
  signal?: AbortSignal,
): Promise<AdminTransactionsResponse> {
  const query = new URLSearchParams({
    status: params.status,
    sort: params.sort,
    page: String(params.page),
    pageSize: String(TRANSACTIONS_PAGE_SIZE),
  });
  if (params.search.trim()) query.set('search', params.search.trim());
  if (params.provider !== 'all') query.set('provider', params.provider);
  const reply = await apiRequest<AdminTransactionsResponse>(`/admin/transactions?${query.toString()}`, {
    signal,
  });
  if (!reply?.success || !Array.isArray(reply.transactions))
    throw new TransactionsLoadError('Error loading transactions');
  return reply;
}

export const transactionsQueryRoot = ['admin', 'transactions'] as const;

export const transactionsQueryOptions = (params: TransactionsParams) =>
  queryOptions({
    queryKey: [...transactionsQueryRoot, params] as const,
    queryFn: ({ signal }) => getTransactions(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: TRANSACTIONS_REFRESH_MS,
    staleTime: 0,
    retry: false,
  });

export function useTransactions(params: TransactionsParams) {
  return useQuery(transactionsQueryOptions(params));
}
