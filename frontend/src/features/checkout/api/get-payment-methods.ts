// GET /api/payment-methods: which ways to pay some payment provider that answers serves right now.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { PaymentMethodAvailability, PaymentMethodsResponse } from '@storefront/contracts/browser';

export async function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethodAvailability[]> {
  const { methods } = await apiRequest<PaymentMethodsResponse>('/payment-methods', { signal, token: null });
  return methods;
}

export const paymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: ['payment-methods'],
    queryFn: ({ signal }) => getPaymentMethods(signal),
    staleTime: 30_000,
    // A provider coming back (or going down) shows without a reload.
    refetchInterval: 60_000,
  });

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}
