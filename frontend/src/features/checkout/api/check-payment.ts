// GET /api/check-payment/:id every 10 s while the payment is pending: confirmed or pending.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { PaymentCheck } from '../payment-contracts';
import { PAYMENT_CHECK_INTERVAL_MS } from '../payment-rules';

export async function checkPayment(paymentId: string, signal?: AbortSignal): Promise<PaymentCheck> {
  const { payment } = await apiRequest<{ success: boolean; payment: PaymentCheck }>(
    `/check-payment/${encodeURIComponent(paymentId)}`,
    { signal },
  );
  return payment;
}

export const paymentCheckQueryKey = (paymentId: string) => ['payments', paymentId, 'check'] as const;

export const paymentCheckQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: paymentCheckQueryKey(paymentId),
    queryFn: ({ signal }) => checkPayment(paymentId, signal),
    staleTime: 0,
    retry: false,
    // Keep asking until it is confirmed, also from a background tab; a failed check is just retried next time.
    refetchInterval: (query) =>
      query.state.data?.status === 'confirmed' ? false : PAYMENT_CHECK_INTERVAL_MS,
    refetchIntervalInBackground: true,
  });

/** Polls while `enabled` (the payment is loaded and not paid yet). */
export function usePaymentCheck(paymentId: string, enabled: boolean) {
  return useQuery({ ...paymentCheckQueryOptions(paymentId), enabled });
}
