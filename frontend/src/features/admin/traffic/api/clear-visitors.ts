// POST /api/admin/clear-visitors: empties the live list (visitors still there reappear on their next ping).
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useInvalidate } from '@/lib/api/api-query';
import type { ClearVisitorsResponse } from '../../admin-contracts';

export function clearVisitors(): Promise<ClearVisitorsResponse> {
  return apiRequest<ClearVisitorsResponse>('/admin/clear-visitors', { method: 'POST' });
}

export function useClearVisitors() {
  return useMutation({
    mutationFn: clearVisitors,
    onSuccess: useInvalidate(['admin', 'visitors']),
  });
}
