// GET /api/admin/approvals?status=: four-eyes requests, newest first, with the pending count.
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@/lib/api/api-query';
import type { ApprovalsResponse, ApprovalStatus } from '../../admin-contracts';

export const approvalsQueryRoot = ['admin', 'approvals'] as const;

export function useApprovals(status: ApprovalStatus, enabled = true) {
  return useQuery(
    apiQuery<ApprovalsResponse>([...approvalsQueryRoot, status], `/admin/approvals?status=${status}`, {
      enabled,
    }),
  );
}
