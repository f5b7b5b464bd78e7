/** NATS subjects, payloads and HTTP DTOs of the presence service. */
export const PresenceSubjects = {} as const;
export const PresenceEvents = {} as const;

export type PresenceRequests = Record<never, never>;
export type PresenceEventMap = Record<never, never>;
