// POST /api/admin/maintenance: saves the settings and pushes maintenance:update to every visitor.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { MaintenanceSettings, UpdateMaintenanceResponse } from '../../admin-contracts';
import { maintenanceQueryKey } from './get-maintenance';

export function saveMaintenance(settings: MaintenanceSettings): Promise<UpdateMaintenanceResponse> {
  return apiRequest<UpdateMaintenanceResponse>('/admin/maintenance', { method: 'POST', body: { settings } });
}

export function useSaveMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMaintenance,
    onSuccess: (reply) => queryClient.setQueryData(maintenanceQueryKey, reply.settings),
  });
}
