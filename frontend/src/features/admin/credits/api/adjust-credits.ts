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

export function adjustCredits(adjustment: CreditAdjustment): Promise<AdjustCreditsResponse> {
  return apiRequest<AdjustCreditsResponse>('/admin/credits/adjust', { method: 'POST', body: adjustment });
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
