// POST /api/admin/credits/adjust: adds or removes credits (a removal may go below zero); the server
// records the transaction and notifies the user.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AdjustCreditsResponse } from '../../admin-contracts';
import { usersQueryRoot } from '../../users/api/get-users';
import { creditHistoryQueryKey } from './get-credit-history';

export interface CreditAdjustment {
  userId: string;
  amount: number;
  direction: 'add' | 'remove';
}

// One key per intended change, kept until the change succeeds: resubmitting it after an error
// (the reply may have been lost after the change was made) cannot apply it twice.
const pendingKeys = new Map<string, string>();

export async function adjustCredits(adjustment: CreditAdjustment): Promise<AdjustCreditsResponse> {
  const change = `${adjustment.userId}/${adjustment.direction}/${adjustment.amount}`;
  const key = pendingKeys.get(change) ?? crypto.randomUUID();
  pendingKeys.set(change, key);
  const reply = await apiRequest<AdjustCreditsResponse>('/admin/credits/adjust', {
    method: 'POST',
    body: adjustment,
    headers: { 'Idempotency-Key': key },
  });
  pendingKeys.delete(change);
  return reply;
}

export function useAdjustCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustCredits,
    // Afterwards the lists are reloaded (SPEC §7, admin credit operations).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryRoot }),
        queryClient.invalidateQueries({ queryKey: creditHistoryQueryKey }),
      ]),
  });
}
