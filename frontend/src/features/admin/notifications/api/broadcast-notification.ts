// POST /api/admin/notifications/broadcast: one notification for every active user.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { BroadcastResponse, NotificationType } from '../../admin-contracts';

export interface Broadcast {
  title: string;
  message: string;
  type: NotificationType;
}

export function broadcastNotification(broadcast: Broadcast, token: string): Promise<BroadcastResponse> {
  return apiRequest<BroadcastResponse>('/admin/notifications/broadcast', {
    method: 'POST',
    body: broadcast,
    token,
  });
}

export function useBroadcastNotification() {
  return useMutation({
    mutationFn: ({ broadcast, token }: { broadcast: Broadcast; token: string }) =>
      broadcastNotification(broadcast, token),
  });
}
