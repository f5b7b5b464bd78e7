import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NOTIFICATION_TYPES, NotificationType } from './in-app';

export const BroadcastSubjects = {
  /** One notification for every active user; replies with how many were written. */
  broadcast: 'notifications.notification.broadcast',
} as const;

export const BroadcastEvents = {
  /** A broadcast was written; the gateway pushes it live to every signed-in socket. */
  sent: 'notifications.broadcast.sent',
} as const;

/** Body of `POST /api/admin/notifications/broadcast`. */
export class BroadcastBody {
  @IsString({ message: 'title is required' })
  @IsNotEmpty({ message: 'title is required' })
  @MaxLength(200, { message: 'title must be at most 200 characters' })
  title: string;

  @IsString({ message: 'message is required' })
  @IsNotEmpty({ message: 'message is required' })
  @MaxLength(2000, { message: 'message must be at most 2000 characters' })
  message: string;

  @IsIn(NOTIFICATION_TYPES, { message: `type must be one of ${NOTIFICATION_TYPES.join(', ')}` })
  type: NotificationType;
}

export interface BroadcastRequest {
  title: string;
  message: string;
  type: NotificationType;
  adminId: string;
  /**
   * The `Idempotency-Key` the administrator sent (8–100 letters, digits, `_` or `-`). With it, each
   * user's row is written at most once for this administrator and key, so a retry fills in only
   * the users a failed attempt missed.
   */
  idempotencyKey?: string;
}

export interface BroadcastReply {
  /** Users the broadcast reaches: rows written now plus, on a retry with a key, those already there. */
  count: number;
}

export interface BroadcastResponse {
  success: true;
  message: string;
  count: number;
}

export interface BroadcastSentEvent {
  title: string;
  message: string;
  type: NotificationType;
  createdAt: string;
  count: number;
}

export type BroadcastRequests = {
  'notifications.notification.broadcast': { request: BroadcastRequest; reply: BroadcastReply };
};

export type BroadcastEventMap = {
  'notifications.broadcast.sent': BroadcastSentEvent;
};
