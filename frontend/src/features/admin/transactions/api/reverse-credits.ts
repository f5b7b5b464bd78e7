// POST /api/admin/transactions/:paymentId/reverse-credits: takes back the credits of a payment the
// provider refunded after they were added. Idempotent on the server: a second call changes nothing
// and says so (alreadyReversed). Needs the password proved lately, asked for in a dialog.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ReverseCreditsResponse } from '../../admin-contracts';
import { creditHistoryQueryKey } from '../../credits/api/get-credit-history';
import { useSensitiveAction } from '../../security/sensitive-action';
import { usersQueryRoot } from '../../users/api/get-users';
import { transactionsQueryRoot } from './get-transactions';

export function reverseCredits(paymentId: string): Promise<ReverseCreditsResponse> {
  return apiRequest<ReverseCreditsResponse>(
    `/admin/transactions/${encodeURIComponent(paymentId)}/reverse-credits`,
    { method: 'POST' },
  );
}

export function useReverseCredits() {
  const queryClient = useQueryClient();
  const sensitive = useSensitiveAction();
  return useMutation({
    mutationFn: (paymentId: string) => sensitive(() => reverseCredits(paymentId)),
    // The buyer's balance changed too: the user and credit lists reload.
    onSettled: () =>
      Promise.all(
        [transactionsQueryRoot, usersQueryRoot, creditHistoryQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
