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

export interface LocalNatsServerOptions {
  /** Listens at this port, on `host` (127.0.0.1 by default; 0.0.0.0 in a container). */
  port: number;
  host?: string;
  /** JetStream's store. */
  storeDir: string;
  secret: string;
  /** Users allowed everything (the tests' own clients). */
  superusers?: readonly string[];
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
    ],
  });
}
