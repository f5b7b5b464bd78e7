import { isURL } from 'class-validator';
import type { ConnectionOptions } from 'nats';

const NATS_URL_OPTIONS = { require_tld: false, require_protocol: true, protocols: ['nats', 'tls'] };

/** NATS_URL is not a list of NATS servers; the message names what is wrong. */
export class NatsServersError extends Error {}

/**
 * The servers of NATS_URL: one URL, or the nodes of a cluster apart by commas
 * (`nats://nats-0.nats:4222,nats://nats-1.nats:4222,nats://nats-2.nats:4222`), each trimmed. An
 * empty list, or an entry that is not a nats:// (or tls://) URL, is a NatsServersError.
 */
export function natsServers(url: string): string[] {
  const servers = url
    .split(',')
    .map((server) => server.trim())
    .filter(Boolean);
  if (servers.length === 0)
    throw new NatsServersError(
      'NATS_URL must name at least one NATS server: nats://host:4222, or several apart by commas',
    );
  const wrong = servers.find((server) => !isURL(server, NATS_URL_OPTIONS));
  if (wrong !== undefined)
    throw new NatsServersError(`NATS_URL must be nats:// URLs apart by commas, and "${wrong}" is not one`);
  return servers;
}

/** What natsConnectionOptions sets of a nats.js connection. */
export type NatsConnectionOptions = { servers: string[] } & Pick<
  ConnectionOptions,
  'reconnect' | 'maxReconnectAttempts' | 'reconnectTimeWait'
>;

/**
 * How every long-lived NATS connection of a process reaches the bus: the servers of NATS_URL, and
 * reconnecting by itself for as long as the process runs. When its server goes away the client
 * tries the others at once (those of NATS_URL and those the cluster told it about), and each
 * server again after `reconnectTimeWait`, so it lands on a surviving node of a cluster, or on the
 * single server once it is back.
 */
export function natsConnectionOptions(url: string): NatsConnectionOptions {
  return { servers: natsServers(url), reconnect: true, maxReconnectAttempts: -1, reconnectTimeWait: 2000 };
}
