// POST /api/admin/approvals/{id}/approve and /cancel: another finance or owner user applies a
// request (never its requester), once the password is proved lately; its requester withdraws it.
import { apiRequest } from '@/lib/api-client';
import type { ApprovalResponse } from '../../admin-contracts';
import { creditHistoryQueryKey } from '../../credits/api/get-credit-history';
import { customersQueryRoot } from '../../customer/api/get-customer';
import { useSensitiveMutation } from '../../security/sensitive-action';
import { usersQueryRoot } from '../../users/api/get-users';
import { approvalsQueryRoot } from './get-approvals';

export type ApprovalDecision = 'approve' | 'cancel';

export function decideApproval(id: string, decision: ApprovalDecision): Promise<ApprovalResponse> {
  return apiRequest<ApprovalResponse>(`/admin/approvals/${encodeURIComponent(id)}/${decision}`, {
    method: 'POST',
  });
}

export function useDecideApproval() {
  return useSensitiveMutation(
    ({ id, decision }: { id: string; decision: ApprovalDecision }) => decideApproval(id, decision),
    approvalsQueryRoot,
    usersQueryRoot,
    creditHistoryQueryKey,
    customersQueryRoot,
  );
}
