/** NATS subjects, payloads and HTTP DTOs of the payments service. */
export const PaymentsSubjects = {} as const;
export const PaymentsEvents = {} as const;

export type PaymentsRequests = Record<never, never>;
export type PaymentsEventMap = Record<never, never>;
