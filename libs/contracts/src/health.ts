export const SERVICE_NAMES = ['auth', 'payments', 'credits', 'notifications', 'presence', 'admin'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export type ComponentState = 'up' | 'down';

export interface ServiceHealthReply {
  service: ServiceName;
  status: ComponentState;
  database: ComponentState;
  uptimeSeconds: number;
  /** The process that answered (`host:pid`): with replicas in one queue group, which one it was. */
  instance: string;
  /**
   * What the service's outside servers say (the payment provider's, for payments), for
   * information only: one that does not answer never makes the service down.
   */
  details?: Record<string, unknown>;
}

export const HealthSubjects = {
  check: (service: ServiceName) => `${service}.health.check` as const,
};

export type HealthRequests = {
  [S in ServiceName as `${S}.health.check`]: { request: Record<string, never>; reply: ServiceHealthReply };
};

/** `GET /health` on the gateway. */
export interface HealthReport {
  status: 'ok' | 'degraded';
  services: Record<ServiceName, ComponentState>;
  dependencies: { postgres: ComponentState; redis: ComponentState; nats: ComponentState };
  /** Names of the services and dependencies that are down; empty when healthy. */
  down: string[];
}
