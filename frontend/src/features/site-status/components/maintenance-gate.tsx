// Shows the full-screen maintenance notice instead of the site to non-admins while maintenance is on.
import type { ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useAuth } from '@/lib/auth/auth-context';
import { useMaintenance } from '../hooks/use-maintenance';
import { showsMaintenanceScreen } from '../maintenance-rules';
import { MaintenanceScreen } from './maintenance-screen';

export function MaintenanceGate({ children }: { children: ReactNode }) {
  const maintenance = useMaintenance();
  const { isLoading, isAdmin, isAdminLoading } = useAuth();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const hidden = showsMaintenanceScreen({
    enabled: maintenance?.enabled === true,
    pathname,
    resolving: isLoading || isAdminLoading,
    isAdmin,
  });
  return hidden && maintenance ? <MaintenanceScreen settings={maintenance} /> : <>{children}</>;
}
