// POST /api/payment/:id/txhash: the buyer's own transaction hash, which makes the server re-check.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function submitTxHash(paymentId: string, txHash: string): Promise<void> {
  await apiRequest(`/payment/${encodeURIComponent(paymentId)}/txhash`, {
    method: 'POST',
    body: { txHash: txHash.trim() },
  });
}

export function useSubmitTxHash(paymentId: string) {
  return useMutation({ mutationFn: (txHash: string) => submitTxHash(paymentId, txHash) });
}
