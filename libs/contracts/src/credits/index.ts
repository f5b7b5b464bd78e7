/** NATS subjects, payloads and HTTP DTOs of the credits service. */
export const CreditsSubjects = {} as const;
export const CreditsEvents = {} as const;

export type CreditsRequests = Record<never, never>;
export type CreditsEventMap = Record<never, never>;
