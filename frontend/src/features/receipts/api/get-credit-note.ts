// GET /api/receipts/:paymentId/credit-note: the credit note voiding a receipt whose payment's credits
// were taken back; 404 CREDIT_NOTE_NOT_FOUND while the receipt stands (and for anyone else's).
import { useQuery } from '@tanstack/react-query';
import type { CreditNoteResponse } from '@storefront/contracts/browser';
import { pickedApiQuery, retryOnceUnlessRefused } from '@/lib/api/api-query';

export type { CreditNoteView } from '@storefront/contracts/browser';

/** Asked only for a receipt that names its credit note. */
export function useCreditNote(paymentId: string, enabled: boolean) {
  return useQuery(
    pickedApiQuery(
      ['receipts', paymentId, 'credit-note'],
      `/receipts/${encodeURIComponent(paymentId)}/credit-note`,
      (reply: CreditNoteResponse) => reply.creditNote,
      // A credit note never changes once issued.
      { staleTime: Infinity, retry: retryOnceUnlessRefused, enabled },
    ),
  );
}
