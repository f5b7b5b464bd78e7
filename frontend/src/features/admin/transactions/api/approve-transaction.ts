// POST /api/admin/approve-transaction/:paymentId: adds the credits of a paid payment that has none
// yet. Idempotent on the server: a second approval grants nothing.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApproveTransactionResponse } from '../../admin-contracts';
import { creditHistoryQueryKey } from '../../credits/api/get-credit-history';
import { usersQueryRoot } from '../../users/api/get-users';
import { transactionsQueryRoot } from './get-transactions';

export function approveTransaction(paymentId: string): Promise<ApproveTransactionResponse> {
  return apiRequest<ApproveTransactionResponse>(
    `/admin/approve-transaction/${encodeURIComponent(paymentId)}`,
    {
      method: 'POST',
    },
  );
}

export function useApproveTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveTransaction,
    // The buyer's balance changed too: the user and credit lists reload.
    onSettled: () =>
      Promise.all(
        [transactionsQueryRoot, usersQueryRoot, creditHistoryQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
