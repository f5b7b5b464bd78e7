// POST /api/admin/approve-transaction/:paymentId: adds the credits of a paid payment that has none
// yet. Idempotent on the server: a second approval grants nothing. Above the four-eyes threshold the
// answer is a pending request (202) that another finance or owner user approves. Needs the password
// proved lately, asked for in a dialog.
import { apiRequest } from '@/lib/api-client';
import type { ApproveTransactionResponse, PendingApprovalResponse } from '../../admin-contracts';
import { approvalsQueryRoot } from '../../approvals/api/get-approvals';
import { creditHistoryQueryKey } from '../../credits/api/get-credit-history';
import { useSensitiveMutation } from '../../security/sensitive-action';
import { usersQueryRoot } from '../../users/api/get-users';
import { transactionsQueryRoot } from './get-transactions';

export function approveTransaction(
  paymentId: string,
): Promise<ApproveTransactionResponse | PendingApprovalResponse> {
  return apiRequest<ApproveTransactionResponse | PendingApprovalResponse>(
    `/admin/approve-transaction/${encodeURIComponent(paymentId)}`,
    {
      method: 'POST',
    },
  );
}

export function useApproveTransaction() {
  // The buyer's balance changed too: the user and credit lists reload.
  return useSensitiveMutation(
    approveTransaction,
    transactionsQueryRoot,
    usersQueryRoot,
    creditHistoryQueryKey,
    approvalsQueryRoot,
  );
}
