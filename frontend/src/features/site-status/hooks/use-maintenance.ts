// The maintenance switch as this page knows it: the 30 s poll, every live `maintenance:update`, and
// any 503 MAINTENANCE an API call met. A live switch reloads a non-admin's page (2 s when it turns
// on, 0.5 s when off) so every screen starts clean.
import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { onApiSignal } from '@/lib/api-signals';
import { useAuth } from '@/lib/auth/auth-context';
import { useLiveEvent } from '@/lib/realtime/live-events-provider';
import {
  maintenanceQueryKey,
  maintenanceQueryOptions,
  toMaintenanceView,
  type MaintenanceView,
} from '../api/get-maintenance';
import { reloadDelay } from '../maintenance-rules';
import { reloadPage } from '@/lib/reload-page';

export function useMaintenance(): MaintenanceView | undefined {
  const queryClient = useQueryClient();
  const { isAdmin } = useAuth();
  const isAdminRef = useRef(isAdmin);
  useEffect(() => {
    isAdminRef.current = isAdmin;
  }, [isAdmin]);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  useLiveEvent('maintenance:update', (update) => {
    const view = toMaintenanceView(update);
    queryClient.setQueryData(maintenanceQueryKey, view);
    if (isAdminRef.current) return;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(reloadPage, reloadDelay(view.enabled));
  });

  useEffect(
    () =>
      onApiSignal((signal) => {
        if (signal.kind === 'maintenance')
          queryClient.setQueryData(maintenanceQueryKey, toMaintenanceView({ ...signal.view, enabled: true }));
      }),
    [queryClient],
  );

  return useQuery(maintenanceQueryOptions).data;
}
