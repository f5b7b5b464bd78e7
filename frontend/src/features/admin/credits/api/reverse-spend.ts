// POST /api/v1/spends/:id/reverse with the admin session: a finance or owner user gives an API
// spend's credits back, once, with a reason. Money moved by hand: past the four-eyes totals the
// answer is a pending request (202) that another finance or owner user approves. Needs the password
// proved lately, asked for in a dialog.
import { apiRequest } from '@/lib/api-client';
import type { CreditReason, PendingApprovalResponse, ReversalView } from '../../admin-contracts';
import { approvalsQueryRoot } from '../../approvals/api/get-approvals';
import { customersQueryRoot } from '../../customer/api/get-customer';
import { useSensitiveMutation } from '../../security/sensitive-action';
import { usersQueryRoot } from '../../users/api/get-users';
import { creditHistoryQueryKey } from './get-credit-history';

export interface SpendReversal {
  spendId: string;
  reason: CreditReason;
  reason_note: string;
}

export type ReverseSpendReply = { reversal: ReversalView } | PendingApprovalResponse;

export function reverseSpend({ spendId, reason, reason_note }: SpendReversal): Promise<ReverseSpendReply> {
  return apiRequest<ReverseSpendReply>(`/v1/spends/${encodeURIComponent(spendId)}/reverse`, {
    method: 'POST',
    body: { reason, reason_note },
  });
}

export function useReverseSpend() {
  // The spend shows reversed, and the balance moved: the user's lists (their spends among them),
  // the history, the requests and the customer page reload.
  return useSensitiveMutation(
    reverseSpend,
    usersQueryRoot,
    creditHistoryQueryKey,
    approvalsQueryRoot,
    customersQueryRoot,
  );
}
