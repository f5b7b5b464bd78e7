/** NATS subjects, payloads and HTTP DTOs of the notifications service. */
export * from './email';

import type { EmailRequests } from './email';

export const NotificationsEvents = {} as const;

export type NotificationsRequests = EmailRequests;
export type NotificationsEventMap = Record<never, never>;
