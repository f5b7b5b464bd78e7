// GET /api/admin/maintenance: the saved switch (the admin defaults when never saved).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AdminMaintenanceResponse } from '../../admin-contracts';

export async function getMaintenance(signal?: AbortSignal): Promise<AdminMaintenanceResponse['settings']> {
  const reply = await apiRequest<AdminMaintenanceResponse>('/admin/maintenance', { signal });
  return reply.settings;
}

export const maintenanceQueryKey = ['admin', 'maintenance'] as const;

export const maintenanceQueryOptions = () =>
  queryOptions({
    queryKey: maintenanceQueryKey,
    queryFn: ({ signal }) => getMaintenance(signal),
    staleTime: 0,
  });

export function useMaintenance() {
  return useQuery(maintenanceQueryOptions());
}
