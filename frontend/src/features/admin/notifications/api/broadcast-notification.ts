// POST /api/admin/notifications/broadcast: one notification for every active user.
import { useRef } from 'react';
import { useMutation, type MutateOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { BroadcastResponse, NotificationType } from '../../admin-contracts';
import { outcomeUnknown } from '../../error-message';

export interface Broadcast {
  title: string;
  message: string;
  type: NotificationType;
}

/** One press of Send: the broadcast, and the key the server writes it once per user for. */
export interface BroadcastSubmission extends Broadcast {
  idempotencyKey: string;
}

export function broadcastNotification(
  { idempotencyKey, ...broadcast }: BroadcastSubmission,
  token: string,
): Promise<BroadcastResponse> {
  return apiRequest<BroadcastResponse>('/admin/notifications/broadcast', {
    method: 'POST',
    body: broadcast,
    token,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

const sameBroadcast = (a: Broadcast, b: Broadcast) =>
  a.type === b.type && a.title === b.title && a.message === b.message;

type SendOptions = MutateOptions<
  BroadcastResponse,
  Error,
  { submission: BroadcastSubmission; token: string }
>;

/**
 * Every Send is a new broadcast with a new key. One whose outcome is unknown is kept, and the form
 * keeps its text after a failure: sending that same broadcast again is its retry and reuses its key,
 * so the server writes only to the users the first attempt missed. Its success, a definitive
 * refusal (4xx) or a changed broadcast forgets it.
 */
export function useBroadcastNotification() {
  // Never shown, so a ref: the next Send must see it even before a re-render.
  const unconfirmed = useRef<BroadcastSubmission | null>(null);
  const mutation = useMutation({
    mutationFn: ({ submission, token }: { submission: BroadcastSubmission; token: string }) =>
      broadcastNotification(submission, token),
    onSuccess: () => {
      unconfirmed.current = null;
    },
    onError: (error, { submission }) => {
      unconfirmed.current = outcomeUnknown(error) ? submission : null;
    },
  });
  return {
    isPending: mutation.isPending,
    send: (broadcast: Broadcast, token: string, options?: SendOptions) => {
      const retried = unconfirmed.current;
      const idempotencyKey =
        retried && sameBroadcast(retried, broadcast) ? retried.idempotencyKey : crypto.randomUUID();
      mutation.mutate({ submission: { ...broadcast, idempotencyKey }, token }, options);
    },
  };
}
