import { MIGRATIONS_NATS_USER } from '@storefront/contracts';
import { connect, type NatsConnection } from 'nats';
import { BaseConfig } from '../config/base-config';
import { loadConfig } from '../config/load-config';
import { createLogger } from '../logging/logger';
import { migrateEventStream } from '../messaging/event-stream';
import { natsCredentials } from '../messaging/nats-credentials';
import { natsServers } from '../messaging/nats-servers';

/**
 * Entry point of the bus's migration (`node libs/platform/dist/migrate-event-stream.js`): creates
 * or updates the stack's event stream and every durable consumer (migrateEventStream), connected
 * as the NATS user `migrations` (NATS_USER's default here) with NATS_PASSWORD, the only user the
 * NATS server lets manage JetStream. Reads NATS_URL (one server or a cluster's), NATS_SUBJECT_PREFIX,
 * EVENTS_MAX_AGE_HOURS, EVENTS_ACK_WAIT_MS and EVENTS_REPLICAS; safe to run again, and run before
 * the processes that read the stream.
 */
export async function migrateEventStreamCli(): Promise<void> {
  const config = loadConfig(BaseConfig);
  const logger = createLogger('event-stream-migrate', config.LOG_LEVEL);
  const credentials = natsCredentials(config, MIGRATIONS_NATS_USER);
  let nc: NatsConnection | undefined;
  let refused: string | undefined;
  try {
    // NATS may still be starting (a Kubernetes Job beside a new StatefulSet): about a minute per
    // server. A step of seconds, it gives up then and its Job runs it again.
    nc = await connect({
      servers: natsServers(config.NATS_URL),
      ...credentials,
      name: 'event-stream-migrate',
      waitOnFirstConnect: true,
      maxReconnectAttempts: 30,
      reconnectTimeWait: 2000,
    });
    void (async () => {
      for await (const status of nc.status()) {
        if (status.type === 'error' && status.permissionContext)
          refused ??= `${status.permissionContext.operation} ${status.permissionContext.subject}`;
      }
    })();
    const { stream, consumers } = await migrateEventStream(nc, {
      prefix: config.NATS_SUBJECT_PREFIX,
      maxAgeHours: config.EVENTS_MAX_AGE_HOURS,
      ackWaitMs: config.EVENTS_ACK_WAIT_MS,
      replicas: config.EVENTS_REPLICAS,
    });
    const changed = consumers.filter((c) => c.outcome !== 'unchanged');
    logger.info(
      { stream, replicas: config.EVENTS_REPLICAS, consumers: consumers.length, changed },
      changed.length
        ? `event stream ${stream}: ${changed.length} of ${consumers.length} durable consumer(s) created or updated`
        : `event stream ${stream} and its ${consumers.length} durable consumers up to date`,
    );
  } catch (err) {
    const user = credentials.user ?? '(none)';
    logger.error(
      { err },
      refused
        ? `event stream migration refused: the NATS user ${user} may not ${refused}; connect as the user ${MIGRATIONS_NATS_USER} (NATS_PASSWORD: its password, NATS_PASSWORD_MIGRATIONS of the NATS server)`
        : 'event stream migration failed',
    );
    process.exitCode = 1;
  } finally {
    await nc?.close().catch(() => undefined);
  }
}
