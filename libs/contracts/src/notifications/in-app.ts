import { IsUUID } from 'class-validator';
import type { StoredTextParams } from '../stored-texts/stored-texts';
import { Windowed } from '../query-params';

/** The in-app notifications a signed-in user sees in the bell and on /notifications. */
export const NotificationSubjects = {
  /** A user's notifications, newest first, with their unread count. */
  list: 'notifications.notification.list',
  /** Marks one of the user's notifications read; 404 when it is not theirs. */
  markRead: 'notifications.notification.mark-read',
  markAllRead: 'notifications.notification.mark-all-read',
} as const;

export const NotificationsEvents = {
  /** A notification was stored for a user; the gateway pushes it to their sockets. */
  notificationCreated: 'notifications.notification.created',
} as const;

export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_LIST_DEFAULT = 50;
export const NOTIFICATION_LIST_MAX = 100;

/** One notification with the product API's field names, so the gateway can forward it as is. */
export interface NotificationRow {
  id: string;
  user_id: string;
  type: NotificationType;
  /** In the caller's language (Accept-Language, else English) when the row has a code; else as written. */
  title: string;
  message: string;
  /** The text as a code and its values (see stored-texts), null for a text an administrator wrote. */
  code?: string | null;
  params?: StoredTextParams | null;
  is_read: boolean;
  created_at: string;
}

export interface ListNotificationsRequest {
  userId: string;
  limit?: number;
  offset?: number;
}

export interface ListNotificationsReply {
  notifications: NotificationRow[];
  unreadCount: number;
  /** How many notifications the user has in all, whatever the page. */
  total: number;
}

export interface MarkNotificationReadRequest {
  userId: string;
  id: string;
}

export interface MarkNotificationReadReply {
  notification: NotificationRow;
}

export interface MarkAllNotificationsReadRequest {
  userId: string;
}

export interface MarkAllNotificationsReadReply {
  /** How many were unread before the call. */
  updated: number;
}

export interface NotificationCreatedEvent {
  userId: string;
  id: string;
  title: string;
  message: string;
  /** Absent from events written before texts had codes. */
  code?: string | null;
  params?: StoredTextParams | null;
  type: NotificationType;
  createdAt: string;
}

/** Query of `GET /api/notifications`. */
export class NotificationsQuery extends Windowed(undefined, NOTIFICATION_LIST_MAX) {}

export class ListNotificationsDto extends NotificationsQuery implements ListNotificationsRequest {
  @IsUUID('all', { message: 'userId must be a UUID' })
  userId: string;
}

export class MarkNotificationReadDto implements MarkNotificationReadRequest {
  @IsUUID('all', { message: 'userId must be a UUID' })
  userId: string;

  @IsUUID('all', { message: 'id must be a UUID' })
  id: string;
}

export class MarkAllNotificationsReadDto implements MarkAllNotificationsReadRequest {
  @IsUUID('all', { message: 'userId must be a UUID' })
  userId: string;
}

export type InAppNotificationRequests = {
  'notifications.notification.list': { request: ListNotificationsRequest; reply: ListNotificationsReply };
  'notifications.notification.mark-read': {
    request: MarkNotificationReadRequest;
    reply: MarkNotificationReadReply;
  };
  'notifications.notification.mark-all-read': {
    request: MarkAllNotificationsReadRequest;
    reply: MarkAllNotificationsReadReply;
  };
};

export type InAppNotificationEventMap = {
  'notifications.notification.created': NotificationCreatedEvent;
};

export interface NotificationsResponse {
  success: true;
  notifications: NotificationRow[];
  unreadCount: number;
  /**
   * How many notifications the user has in all (the list is one page of them). Optional: older
   * servers did not send it, so clients fall back to paging until a short page.
   */
  total?: number;
}

export interface MarkReadResponse {
  success: true;
}
