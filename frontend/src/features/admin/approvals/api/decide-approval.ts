// POST /api/admin/approvals/{id}/approve and /cancel: another finance or owner user applies a
// request (never its requester), once the password is proved lately; its requester withdraws it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApprovalResponse } from '../../admin-contracts';
import { creditHistoryQueryKey } from '../../credits/api/get-credit-history';
import { useSensitiveAction } from '../../security/sensitive-action';
import { usersQueryRoot } from '../../users/api/get-users';
import { approvalsQueryRoot } from './get-approvals';

export type ApprovalDecision = 'approve' | 'cancel';

export function decideApproval(id: string, decision: ApprovalDecision): Promise<ApprovalResponse> {
  return apiRequest<ApprovalResponse>(`/admin/approvals/${encodeURIComponent(id)}/${decision}`, {
    method: 'POST',
  });
}

export function useDecideApproval() {
  const queryClient = useQueryClient();
  const sensitive = useSensitiveAction();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ApprovalDecision }) =>
      sensitive(() => decideApproval(id, decision)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: approvalsQueryRoot }),
        queryClient.invalidateQueries({ queryKey: usersQueryRoot }),
        queryClient.invalidateQueries({ queryKey: creditHistoryQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'customer'] }),
      ]),
  });
}
