// GET /api/admin/maintenance: the saved switch (the admin defaults when never saved).
import { useKeyPathQuery } from '@/lib/api/api-query';
import type { AdminMaintenanceResponse } from '../../admin-contracts';

export const maintenanceQueryKey = ['admin', 'maintenance'] as const;

export const useMaintenance = () =>
  useKeyPathQuery(maintenanceQueryKey, (reply: AdminMaintenanceResponse) => reply.settings, 0);
