import { APPROVAL_MESSAGES, CreditApproval, PendingApprovalResponse } from '@storefront/contracts';
import type { FastifyReply } from 'fastify';

/** Money moved by hand that waits for a second person: 202, nothing applied yet, and why. */
export function pendingApproval(
  res: FastifyReply,
  approval: CreditApproval,
  threshold: number | undefined,
): PendingApprovalResponse {
  res.status(202);
  return {
    success: true,
    pending: true,
    message: APPROVAL_MESSAGES.requested,
    approval,
    threshold: threshold ?? 0,
  };
}
