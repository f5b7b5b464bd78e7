/**
 * The live channel's events and payloads, for the gateway and the browser alike (SPEC section 7,
 * "Live sockets"). Typed maps let socket.io reject a misspelt event at compile time.
 */
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { UserStatusChangeReason } from '../auth/events';
import type { NotificationCreatedEvent } from '../notifications/in-app';
import type { MaintenanceView } from '../admin/maintenance';
import type { PaymentView } from '../payments/payment';
import type { LiveVisitorsPage } from './live-visitors';
import { VISIT_FIELD_LIMITS } from './visits';
import { IsOptionalText } from '../text-fields';

export const PublicSocketEvents = {
  hello: 'hello',
  pingActivity: 'ping:activity',
  ipBanned: 'ip_banned',
  visitorRegistered: 'visitor:registered',
  maintenanceUpdate: 'maintenance:update',
  userStatusChanged: 'user:status_changed',
  notification: 'notification',
  /** A payment of the user changed: the payment as `GET /api/payment/{id}` returns it. */
  paymentUpdated: 'payment:updated',
} as const;

export const AdminSocketEvents = {
  visitorsUpdate: 'visitors:update',
  /** To finance and owner sockets: how many four-eyes requests are pending now. */
  approvalsCount: 'approvals:count',
  /** The admin picks which page of the live list its pushes carry. */
  visitorsPage: 'visitors:page',
} as const;

/** The namespace of the back office's socket. */
export const ADMIN_SOCKET_NAMESPACE = '/admin';

/**
 * `hello`: what the browser says about itself. Device, browser and OS claims are accepted and
 * ignored (the server parses the user agent); identity comes only from `accessToken` (or a
 * string `token`), verified by the server. The original client's `token` object is ignored.
 */
export class VisitorHello {
  @IsOptionalText(VISIT_FIELD_LIMITS.userAgent)
  userAgent?: string;

  @IsOptionalText(VISIT_FIELD_LIMITS.screenSize)
  screenSize?: string;

  @IsOptionalText(VISIT_FIELD_LIMITS.language)
  language?: string;

  @IsOptionalText(VISIT_FIELD_LIMITS.url)
  url?: string;

  @IsOptionalText(20)
  device?: string;

  @IsOptionalText(100)
  browser?: string;

  @IsOptionalText(100)
  os?: string;

  @IsOptionalText(4096)
  accessToken?: string;

  /** A string is taken as an access token; anything else (a client-built claim) is ignored. */
  @IsOptional()
  token?: unknown;
}

/** `ping:activity`, every 2 s and on back/forward navigation. */
export class ActivityPing {
  @IsString()
  @MaxLength(VISIT_FIELD_LIMITS.url)
  url: string;
}

export interface VisitorRegisteredPayload {
  visitorId: string;
  /** Whether the server recognised a signed-in user from a verified token. */
  signedIn: boolean;
}

export interface IpBannedPayload {
  force_redirect: true;
}

export interface UserStatusChangedPayload {
  userId: string;
  reason: UserStatusChangeReason;
}

/**
 * A live notification (SPEC section 3: title, message, type and timestamp). A broadcast is pushed
 * once to every signed-in socket, so it cannot carry each user's own row id: its `id` is
 * `broadcast:<createdAt>` (see broadcastNotificationId) and `broadcast` is true. A client then
 * reloads its list rather than inserting a row under that id. Title and message are in English; a
 * client shows the reader's language from `code` and `params` when there is one.
 */
export interface LiveNotificationPayload extends Pick<
  NotificationCreatedEvent,
  'id' | 'title' | 'message' | 'code' | 'params' | 'type'
> {
  timestamp: string;
  broadcast?: true;
}

/** The stable id a broadcast's live push carries, one per broadcast. */
export function broadcastNotificationId(createdAt: string): string {
  return `broadcast:${createdAt}`;
}

export interface PublicServerToClientEvents {
  ip_banned: (payload: IpBannedPayload) => void;
  'visitor:registered': (payload: VisitorRegisteredPayload) => void;
  'maintenance:update': (payload: MaintenanceView) => void;
  'user:status_changed': (payload: UserStatusChangedPayload) => void;
  notification: (payload: LiveNotificationPayload) => void;
  'payment:updated': (payload: PaymentView) => void;
}

export interface PublicClientToServerEvents {
  hello: (payload: VisitorHello) => void;
  'ping:activity': (payload: ActivityPing) => void;
}

export interface AdminServerToClientEvents {
  'visitors:update': (payload: LiveVisitorsPage) => void;
  'approvals:count': (payload: { pending: number }) => void;
}

export interface AdminClientToServerEvents {
  'visitors:page': (payload: { page?: number; pageSize?: number }) => void;
}

/** Why a socket was refused, in `connect_error`'s `data`. */
export interface SocketRefusal {
  code:
    | 'UNAUTHORIZED'
    | 'FORBIDDEN'
    | 'IP_BANNED'
    | 'TOO_MANY_CONNECTIONS'
    | 'SERVICE_UNAVAILABLE'
    /** `/admin`: an owner or finance administrator without a second factor yet. */
    | 'STAFF_SECOND_FACTOR_REQUIRED';
}
