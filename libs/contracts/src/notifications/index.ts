/** NATS subjects, payloads and HTTP DTOs of the notifications service. */
export const NotificationsSubjects = {} as const;
export const NotificationsEvents = {} as const;

export type NotificationsRequests = Record<never, never>;
export type NotificationsEventMap = Record<never, never>;
