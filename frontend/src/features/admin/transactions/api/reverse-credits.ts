// POST /api/admin/transactions/:paymentId/reverse-credits: takes back the credits of a payment the
// provider refunded after they were added. Idempotent on the server: a second call changes nothing
// and says so (alreadyReversed). Needs the password proved lately, asked for in a dialog.
import { apiRequest } from '@/lib/api-client';
import type { ReverseCreditsResponse } from '../../admin-contracts';
import { creditHistoryQueryKey } from '../../credits/api/get-credit-history';
import { useSensitiveMutation } from '../../security/sensitive-action';
import { usersQueryRoot } from '../../users/api/get-users';
import { transactionsQueryRoot } from './get-transactions';

export function reverseCredits(paymentId: string): Promise<ReverseCreditsResponse> {
  return apiRequest<ReverseCreditsResponse>(
    `/admin/transactions/${encodeURIComponent(paymentId)}/reverse-credits`,
    { method: 'POST' },
  );
}

export function useReverseCredits() {
  // The buyer's balance changed too: the user and credit lists reload.
  return useSensitiveMutation(reverseCredits, transactionsQueryRoot, usersQueryRoot, creditHistoryQueryKey);
}
