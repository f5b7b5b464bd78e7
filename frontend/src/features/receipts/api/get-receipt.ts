// GET /api/receipts/:paymentId: a paid payment's receipt, for its owner (or an administrator); 404
// RECEIPT_NOT_FOUND for anyone else and for a payment not paid.
import { useQuery } from '@tanstack/react-query';
import type { ReceiptResponse } from '@storefront/contracts/browser';
import { pickedApiQuery, retryOnceUnlessRefused } from '@/lib/api/api-query';

export type { ReceiptView } from '@storefront/contracts/browser';

export function useReceipt(paymentId: string, enabled = true) {
  return useQuery(
    pickedApiQuery(
      ['receipts', paymentId],
      `/receipts/${encodeURIComponent(paymentId)}`,
      (reply: ReceiptResponse) => reply.receipt,
      // A receipt never changes once issued.
      { staleTime: Infinity, retry: retryOnceUnlessRefused, enabled },
    ),
  );
}
