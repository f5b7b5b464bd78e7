/** NATS subjects, payloads and HTTP DTOs of the notifications service. */
export * from './email';
export * from './in-app';

import type { EmailRequests } from './email';
import type { InAppNotificationEventMap, InAppNotificationRequests } from './in-app';

export type NotificationsRequests = EmailRequests & InAppNotificationRequests;
export type NotificationsEventMap = InAppNotificationEventMap;
