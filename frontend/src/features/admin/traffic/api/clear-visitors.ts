// POST /api/admin/clear-visitors: empties the live list (visitors still there reappear on their next ping).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ClearVisitorsResponse } from '../../admin-contracts';

export function clearVisitors(): Promise<ClearVisitorsResponse> {
  return apiRequest<ClearVisitorsResponse>('/admin/clear-visitors', { method: 'POST' });
}

export function useClearVisitors() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearVisitors,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'visitors'] }),
  });
}
