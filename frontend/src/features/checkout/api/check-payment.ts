// GET /api/check-payment/:id while the payment is pending: confirmed or pending. Every 10 s, or every
// minute while the live channel pushes the payment's changes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { PaymentCheck } from '../payment-contracts';
import { LIVE_PAYMENT_CHECK_INTERVAL_MS, PAYMENT_CHECK_INTERVAL_MS } from '../payment-rules';

export async function checkPayment(paymentId: string, signal?: AbortSignal): Promise<PaymentCheck> {
  const { payment } = await apiRequest<{ success: boolean; payment: PaymentCheck }>(
    `/check-payment/${encodeURIComponent(paymentId)}`,
    { signal },
  );
  return payment;
}

export const paymentCheckQueryKey = (paymentId: string) => ['payments', paymentId, 'check'] as const;

export const paymentCheckQueryOptions = (paymentId: string, live = false) =>
  queryOptions({
    queryKey: paymentCheckQueryKey(paymentId),
    queryFn: ({ signal }) => checkPayment(paymentId, signal),
    staleTime: 0,
    retry: false,
    // Keep asking until it is confirmed, also from a background tab; a failed check is just retried next time.
    refetchInterval: (query) =>
      query.state.data?.status === 'confirmed'
        ? false
        : live
          ? LIVE_PAYMENT_CHECK_INTERVAL_MS
          : PAYMENT_CHECK_INTERVAL_MS,
    refetchIntervalInBackground: true,
  });

/** Polls while `enabled` (the payment is loaded and not paid yet); seldom while `live`. */
export function usePaymentCheck(paymentId: string, enabled: boolean, live = false) {
  return useQuery({ ...paymentCheckQueryOptions(paymentId, live), enabled });
}
