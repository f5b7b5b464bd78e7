// The number of four-eyes requests waiting, for finance and owner users: read once, then kept live
// by the /admin socket's `approvals:count`, which also reloads the open lists.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { createAdminSocket } from '@/lib/realtime/admin-socket';
import { approvalsQueryRoot, useApprovals } from '../api/get-approvals';

export function usePendingApprovals(enabled: boolean): number | null {
  const queryClient = useQueryClient();
  const pending = useApprovals('pending', enabled);

  useEffect(() => {
    if (!enabled) return;
    const socket = createAdminSocket();
    socket.on('approvals:count', () => void queryClient.invalidateQueries({ queryKey: approvalsQueryRoot }));
    socket.connect();
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [enabled, queryClient]);

  return enabled ? (pending.data?.pending ?? null) : null;
}
