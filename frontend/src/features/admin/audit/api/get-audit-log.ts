// GET /api/admin/audit-log?page=: back-office actions, newest first, 50 a page.
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@/lib/api/api-query';
import type { AuditLogReply } from '../../admin-contracts';

export function useAuditLog(page: number) {
  return useQuery(
    apiQuery<AuditLogReply>(['admin', 'audit-log', page], `/admin/audit-log?page=${page}`, {
      keepPrevious: true,
      staleTime: 10_000,
    }),
  );
}
