// GET /api/admin/audit-log?page=: back-office actions, newest first, 50 a page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AuditLogReply } from '../../admin-contracts';

export function getAuditLog(page: number, signal?: AbortSignal): Promise<AuditLogReply> {
  return apiRequest<AuditLogReply>(`/admin/audit-log?page=${page}`, { signal });
}

export const auditLogQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'audit-log', page] as const,
    queryFn: ({ signal }) => getAuditLog(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useAuditLog(page: number) {
  return useQuery(auditLogQueryOptions(page));
}
