// GET /api/admin/payment-providers: each configured provider's health and its share of the last
// 30 days' payments. Refreshed every 30 s while the overview is open.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ProvidersOverviewResponse } from '../../admin-contracts';

export function getPaymentProviders(signal?: AbortSignal): Promise<ProvidersOverviewResponse> {
  return apiRequest<ProvidersOverviewResponse>('/admin/payment-providers', { signal });
}

export const paymentProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'payment-providers'] as const,
    queryFn: ({ signal }) => getPaymentProviders(signal),
    refetchInterval: 30_000,
    staleTime: 10_000,
  });

export function usePaymentProviders() {
  return useQuery(paymentProvidersQueryOptions());
}
