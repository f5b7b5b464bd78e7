/** NATS subjects, payloads and HTTP DTOs of the auth service. */
export const AuthSubjects = {} as const;
export const AuthEvents = {} as const;

export type AuthRequests = Record<never, never>;
export type AuthEventMap = Record<never, never>;
