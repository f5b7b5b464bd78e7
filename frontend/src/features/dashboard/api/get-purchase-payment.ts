// GET /api/payment/:id for a purchase's details: whether its payment was refunded since the credits
// were added, and whether they were taken back (the ledger row alone cannot tell).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentResponse, PaymentView } from '@storefront/contracts/browser';
import { apiRequest } from '@/lib/api-client';

export async function getPurchasePayment(paymentId: string, signal?: AbortSignal): Promise<PaymentView> {
  const { payment } = await apiRequest<PaymentResponse>(`/payment/${encodeURIComponent(paymentId)}`, {
    signal,
  });
  return payment;
}

export const purchasePaymentQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: ['purchase-payment', paymentId] as const,
    queryFn: ({ signal }) => getPurchasePayment(paymentId, signal),
    // Read again each time the details open: a refund or a reversal may have happened since.
    staleTime: 0,
    // Without it the details show what the ledger says.
    retry: false,
  });

/** Asked only while a purchase's details are open. */
export function usePurchasePayment(paymentId: string | null) {
  return useQuery({ ...purchasePaymentQueryOptions(paymentId ?? ''), enabled: !!paymentId });
}
