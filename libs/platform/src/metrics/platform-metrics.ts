import { Counter, Gauge, Histogram } from 'prom-client';
import { metricsRegistry } from './registry';

const registers = [metricsRegistry];

/** NATS handlers of a service, by declared subject, request or event, and outcome. */
export const natsHandledMessages = new Counter({
  name: 'nats_handled_messages_total',
  help: 'NATS messages handled by this process, by subject, type (request or event) and outcome',
  labelNames: ['subject', 'type', 'outcome'] as const,
  registers,
});

export const natsHandlerDuration = new Histogram({
  name: 'nats_handler_duration_seconds',
  help: 'Time spent handling a NATS message, by subject, type and outcome',
  labelNames: ['subject', 'type', 'outcome'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

/** Requests this process sent over NATS, by subject and what came back. */
export const natsClientRequests = new Counter({
  name: 'nats_client_requests_total',
  help: 'NATS requests sent by this process, by subject and outcome (ok, rejected, error, timeout, unavailable)',
  labelNames: ['subject', 'outcome'] as const,
  registers,
});

export const natsConnected = new Gauge({
  name: 'nats_connected',
  help: '1 while the NATS connection is up, 0 while it is down or reconnecting (server: handlers; client: requests and events)',
  labelNames: ['connection'] as const,
  registers,
});

export const natsReconnects = new Counter({
  name: 'nats_reconnects_total',
  help: 'Times the NATS connection came back after being lost',
  labelNames: ['connection'] as const,
  registers,
});

export const databaseErrors = new Counter({
  name: 'db_errors_total',
  help: 'Postgres failures: failed queries (kind="query") and failed or broken connections (kind="connection")',
  labelNames: ['kind'] as const,
  registers,
});

export const queueJobFailures = new Counter({
  name: 'queue_job_failures_total',
  help: "Job attempts that failed in this process's workers (a retried job counts once per failed attempt)",
  labelNames: ['queue'] as const,
  registers,
});

/** Durable events read through a durable consumer, by subject and what became of each delivery. */
export const durableEventsHandled = new Counter({
  name: 'durable_events_handled_total',
  help: 'Durable event deliveries handled by this process, by subject and outcome (ok, retry: handed back to be delivered again, dropped: malformed)',
  labelNames: ['subject', 'outcome'] as const,
  registers,
});

/** How long the oldest event of this service's outbox has waited to be published; 0 when none waits. */
export const outboxOldestUnsent = new Gauge({
  name: 'events_outbox_oldest_unsent_seconds',
  help: "Age of the oldest event in this service's outbox not yet published to the event stream (0 when none waits)",
  registers,
});
