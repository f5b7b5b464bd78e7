/** NATS subjects, payloads and HTTP DTOs of the auth service. */
export * from './events';

import type { AuthEventPayloads } from './events';

export const AuthSubjects = {} as const;

export type AuthRequests = Record<never, never>;
export type AuthEventMap = AuthEventPayloads;
