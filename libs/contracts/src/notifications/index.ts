/** NATS subjects, payloads and HTTP DTOs of the notifications service. */
export * from './broadcast';
export * from './email';
export * from './email-preference-rules';
export * from './email-preferences';
export * from './in-app';

import type { BroadcastEventMap, BroadcastRequests } from './broadcast';
import type { EmailRequests } from './email';
import type { EmailPreferencesRequests } from './email-preferences';
import type { InAppNotificationEventMap, InAppNotificationRequests } from './in-app';

export type NotificationsRequests = EmailRequests &
  EmailPreferencesRequests &
  InAppNotificationRequests &
  BroadcastRequests;
export type NotificationsEventMap = InAppNotificationEventMap & BroadcastEventMap;
