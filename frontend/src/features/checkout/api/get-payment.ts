// GET /api/payment/:id: the payment page's data (the caller's own payment; 404 for anyone else's).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { retryOnceUnlessRefused } from '@/lib/api/api-query';
import type { PaymentView } from '../payment-contracts';

export async function getPayment(paymentId: string, signal?: AbortSignal): Promise<PaymentView> {
  const { payment } = await apiRequest<{ success: boolean; payment: PaymentView }>(
    `/payment/${encodeURIComponent(paymentId)}`,
    { signal },
  );
  return payment;
}

export const paymentQueryKey = (paymentId: string) => ['payments', paymentId] as const;

export const paymentQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: paymentQueryKey(paymentId),
    queryFn: ({ signal }) => getPayment(paymentId, signal),
    staleTime: 0,
    // A 4xx (not found, invalid id) will not change by asking again.
    retry: retryOnceUnlessRefused,
  });

export function usePayment(paymentId: string) {
  return useQuery(paymentQueryOptions(paymentId));
}
