// GET /api/admin/approvals?status=: four-eyes requests, newest first, with the pending count.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ApprovalsResponse, ApprovalStatus } from '../../admin-contracts';

export const approvalsQueryRoot = ['admin', 'approvals'] as const;

export const approvalsQueryOptions = (status: ApprovalStatus) =>
  queryOptions({
    queryKey: [...approvalsQueryRoot, status],
    queryFn: ({ signal }) => apiRequest<ApprovalsResponse>(`/admin/approvals?status=${status}`, { signal }),
  });

export function useApprovals(status: ApprovalStatus, enabled = true) {
  return useQuery({ ...approvalsQueryOptions(status), enabled });
}
