// GET /api/admin/payment-providers: each configured provider's health and its share of the last
// 30 days' payments. Refreshed every 30 s while the overview is open.
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@/lib/api/api-query';
import type { ProvidersOverviewResponse } from '../../admin-contracts';

export function usePaymentProviders() {
  return useQuery(
    apiQuery<ProvidersOverviewResponse>(['admin', 'payment-providers'], '/admin/payment-providers', {
      refetchInterval: 30_000,
      staleTime: 10_000,
    }),
  );
}
