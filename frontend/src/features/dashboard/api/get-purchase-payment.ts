// GET /api/payment/:id for a purchase's details: whether its payment was refunded since the credits
// were added, and whether they were taken back (the ledger row alone cannot tell).
import { useQuery } from '@tanstack/react-query';
import type { PaymentResponse } from '@storefront/contracts/browser';
import { pickedApiQuery } from '@/lib/api/api-query';

/** Asked only while a purchase's details are open. */
export function usePurchasePayment(paymentId: string | null) {
  return useQuery(
    pickedApiQuery(
      ['purchase-payment', paymentId ?? ''],
      `/payment/${encodeURIComponent(paymentId ?? '')}`,
      (reply: PaymentResponse) => reply.payment,
      {
        // Read again each time the details open: a refund or a reversal may have happened since.
        staleTime: 0,
        // Without it the details show what the ledger says.
        retry: false,
        enabled: !!paymentId,
      },
    ),
  );
}
