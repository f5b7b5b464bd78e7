/** NATS subjects, payloads and HTTP DTOs of the admin service. */
export const AdminSubjects = {} as const;
export const AdminEvents = {} as const;

export type AdminRequests = Record<never, never>;
export type AdminEventMap = Record<never, never>;
