// The Traffic tab's data: the first page from GET /api/admin/visitors, then every `visitors:update`
// the /admin socket pushes, written into the same query cache. While the socket is down the list
// falls back to polling, so it never silently freezes.
import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createAdminSocket, type AdminSocket } from '@/lib/realtime/admin-socket';
import { LIVE_VISITORS_PAGE_SIZE, visitorsQueryKey, visitorsQueryOptions } from '../api/get-visitors';

export type LiveState = 'connecting' | 'live' | 'offline';

const FALLBACK_POLL_MS = 10_000;

export function useLiveVisitors(page: number) {
  const queryClient = useQueryClient();
  const [liveState, setLiveState] = useState<LiveState>('connecting');
  const socketRef = useRef<AdminSocket | null>(null);
  const pageRef = useRef(page);

  useEffect(() => {
    const socket = createAdminSocket();
    socketRef.current = socket;
    socket.on('connect', () => {
      setLiveState('live');
      socket.emit('visitors:page', { page: pageRef.current, pageSize: LIVE_VISITORS_PAGE_SIZE });
    });
    socket.on('disconnect', () => setLiveState('offline'));
    // Refusals and network failures are not shown as errors (SPEC §7): the indicator says it.
    socket.on('connect_error', () => setLiveState('offline'));
    socket.on('visitors:update', (update) => {
      if (update.page === pageRef.current) queryClient.setQueryData(visitorsQueryKey(update.page), update);
    });
    socket.connect();
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
      socketRef.current = null;
    };
  }, [queryClient]);

  useEffect(() => {
    pageRef.current = page;
    const socket = socketRef.current;
    if (socket?.connected) socket.emit('visitors:page', { page, pageSize: LIVE_VISITORS_PAGE_SIZE });
  }, [page]);

  const query = useQuery({
    ...visitorsQueryOptions(page),
    refetchInterval: liveState === 'live' ? false : FALLBACK_POLL_MS,
  });
  return { ...query, liveState };
}
