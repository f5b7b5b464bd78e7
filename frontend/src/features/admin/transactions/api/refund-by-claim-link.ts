// POST /api/admin/transactions/:paymentId/refund: finance refunds a paid BTCPay payment's unspent
// credits by claim link, with a reason. Money moved by hand: past the four-eyes totals the answer
// is a pending request (202) another finance or owner user approves. Idempotent on the server; a
// refund BTCPay failed to make (502 PAYMENT_REFUND_PENDING) is retried by the same call. Needs the
// password proved lately, asked for in a dialog.
import { apiRequest } from '@/lib/api-client';
import type { CreditReason, PendingApprovalResponse, RefundTransactionResponse } from '../../admin-contracts';
import { approvalsQueryRoot } from '../../approvals/api/get-approvals';
import { creditHistoryQueryKey } from '../../credits/api/get-credit-history';
import { useSensitiveMutation } from '../../security/sensitive-action';
import { usersQueryRoot } from '../../users/api/get-users';
import { transactionsQueryRoot } from './get-transactions';

export interface ClaimLinkRefund {
  paymentId: string;
  reason: CreditReason;
  reason_note: string;
}

export type RefundByClaimLinkReply = RefundTransactionResponse | PendingApprovalResponse;

export function refundByClaimLink({ paymentId, reason, reason_note }: ClaimLinkRefund) {
  return apiRequest<RefundByClaimLinkReply>(`/admin/transactions/${encodeURIComponent(paymentId)}/refund`, {
    method: 'POST',
    body: { reason, reason_note },
  });
}

export function useRefundByClaimLink() {
  // The payment shows its refund, the buyer's balance moved, a request may wait.
  return useSensitiveMutation(
    refundByClaimLink,
    transactionsQueryRoot,
    usersQueryRoot,
    creditHistoryQueryKey,
    approvalsQueryRoot,
  );
}
