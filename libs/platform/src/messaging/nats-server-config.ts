import { createHash } from 'node:crypto';
import { natsServerConfig } from '@storefront/contracts';

/**
 * A bus user's password on a server this project starts for itself (`npm start`, a test run):
 * derived from that run's secret, so the server's configuration and each process agree on it
 * without passing seven passwords around.
 */
export function derivedNatsPassword(secret: string, user: string): string {
  return createHash('sha256').update(`${secret}:${user}`).digest('hex').slice(0, 32);
}

export interface NatsClusterOptions {
  /** The cluster's name, the same on every node. */
  name: string;
  /**
   * This node's name, which JetStream places and finds the copies of streams by: a value, or the
   * server's environment variable holding it (a StatefulSet pod's own name, stable across restarts).
   */
  serverName: { value: string } | { env: string };
  /** Where the node listens for the other nodes' routes (`0.0.0.0:6222`). */
  listen: string;
  /** Every node of the cluster (this one included: a server ignores its route to itself). */
  routes: readonly string[];
}

/**
 * The lines that make a nats-server one node of a JetStream cluster: its name and the cluster's
 * routes. Put before the authorization block of natsServerConfig (its `preamble`).
 */
export function natsClusterConfig(options: NatsClusterOptions): string[] {
  const serverName =
    'value' in options.serverName ? JSON.stringify(options.serverName.value) : `$${options.serverName.env}`;
  return [
    `server_name: ${serverName}`,
    'cluster {',
    `  name: ${JSON.stringify(options.name)}`,
    `  listen: ${JSON.stringify(options.listen)}`,
    '  routes: [',
    ...options.routes.map((route) => `    ${JSON.stringify(route)}`),
    '  ]',
    '}',
  ];
}

export interface LocalNatsServerOptions {
  /** Listens at this port, on `host` (127.0.0.1 by default; 0.0.0.0 in a container). */
  port: number;
  host?: string;
  /** JetStream's store. */
  storeDir: string;
  secret: string;
  /** Users allowed everything (the tests' own clients). */
  superusers?: readonly string[];
  /** One node of a cluster of servers of one's own (a test of a NATS node lost), or a server alone. */
  cluster?: NatsClusterOptions;
}

/**
 * The nats-server configuration of a server of one's own: JetStream on, the bus users of
 * libs/contracts/src/bus-permissions.ts with passwords derived from `secret`, subjects allowed
 * under any NATS_SUBJECT_PREFIX (test stacks and benchmarks share the server that way).
 */
export function localNatsServerConfig(options: LocalNatsServerOptions): string {
  return natsServerConfig({
    prefixed: true,
    superusers: options.superusers,
    password: (user) => ({ value: derivedNatsPassword(options.secret, user) }),
    preamble: [
      `listen: "${options.host ?? '127.0.0.1'}:${options.port}"`,
      `jetstream { store_dir: ${JSON.stringify(options.storeDir)} }`,
      ...(options.cluster ? natsClusterConfig(options.cluster) : []),
    ],
  });
}
