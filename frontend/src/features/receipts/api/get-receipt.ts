// GET /api/receipts/:paymentId: a paid payment's receipt, for its owner (or an administrator); 404
// RECEIPT_NOT_FOUND for anyone else and for a payment not paid.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReceiptResponse, ReceiptView } from '@storefront/contracts/browser';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

export type { ReceiptView } from '@storefront/contracts/browser';

export async function getReceipt(paymentId: string, signal?: AbortSignal): Promise<ReceiptView> {
  const { receipt } = await apiRequest<ReceiptResponse>(`/receipts/${encodeURIComponent(paymentId)}`, {
    signal,
  });
  return receipt;
}

export const receiptQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: ['receipts', paymentId] as const,
    queryFn: ({ signal }) => getReceipt(paymentId, signal),
    // A receipt never changes once issued.
    staleTime: Infinity,
    // A 4xx (not found) will not change by asking again.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });

export function useReceipt(paymentId: string, enabled = true) {
  return useQuery({ ...receiptQueryOptions(paymentId), enabled });
}
