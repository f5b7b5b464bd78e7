// GET /api/maintenance: whether the site is in maintenance, with what its screen shows. Polled
// every 30 s (live pushes update it in between). A failed lookup counts as "not in maintenance".
import { queryOptions } from '@tanstack/react-query';
import type { MaintenanceView } from '@storefront/contracts/browser';
import { apiRequest } from '@/lib/api-client';

export type { MaintenanceView } from '@storefront/contracts/browser';

export const MAINTENANCE_POLL_MS = 30_000;

const NO_TEXTS = { title: '', message: '', estimatedTime: '' };

export const NOT_IN_MAINTENANCE: MaintenanceView = {
  enabled: false,
  ...NO_TEXTS,
  showCountdown: true,
  texts: { en: NO_TEXTS, fr: NO_TEXTS },
};

/** Any partial view (a push, a 503 body) as a whole one. */
export function toMaintenanceView(value: Partial<MaintenanceView> | null | undefined): MaintenanceView {
  return { ...NOT_IN_MAINTENANCE, ...(value ?? {}), enabled: value?.enabled === true };
}

export async function getMaintenance(signal?: AbortSignal): Promise<MaintenanceView> {
  try {
    return toMaintenanceView(
      await apiRequest<Partial<MaintenanceView>>('/maintenance', { signal, token: null }),
    );
  } catch {
    return NOT_IN_MAINTENANCE;
  }
}

export const maintenanceQueryKey = ['maintenance'] as const;

export const maintenanceQueryOptions = queryOptions({
  queryKey: maintenanceQueryKey,
  queryFn: ({ signal }) => getMaintenance(signal),
  refetchInterval: MAINTENANCE_POLL_MS,
  refetchIntervalInBackground: true,
  staleTime: 0,
  retry: false,
});
