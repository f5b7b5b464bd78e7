// GET /api/receipts/:paymentId/credit-note: the credit note voiding a receipt whose payment's credits
// were taken back; 404 CREDIT_NOTE_NOT_FOUND while the receipt stands (and for anyone else's).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditNoteResponse, CreditNoteView } from '@storefront/contracts/browser';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

export type { CreditNoteView } from '@storefront/contracts/browser';

export async function getCreditNote(paymentId: string, signal?: AbortSignal): Promise<CreditNoteView> {
  const { creditNote } = await apiRequest<CreditNoteResponse>(
    `/receipts/${encodeURIComponent(paymentId)}/credit-note`,
    { signal },
  );
  return creditNote;
}

export const creditNoteQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: ['receipts', paymentId, 'credit-note'] as const,
    queryFn: ({ signal }) => getCreditNote(paymentId, signal),
    // A credit note never changes once issued.
    staleTime: Infinity,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });

/** Asked only for a receipt that names its credit note. */
export function useCreditNote(paymentId: string, enabled: boolean) {
  return useQuery({ ...creditNoteQueryOptions(paymentId), enabled });
}
