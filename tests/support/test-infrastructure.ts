/**
 * Postgres, Redis and NATS (JetStream) for a test run: containers started once by the integration
 * and end-to-end projects' globalSetup when a container runtime answers, or the services at
 * DATABASE_URL / REDIS_URL / NATS_URL as before. Whichever it is, the URLs are put in
 * process.env before any test file loads, so every stack, helper and client of the run uses them.
 *
 *   TEST_INFRA              containers | services; unset: containers when a runtime answers
 *   TEST_POSTGRES_IMAGE     default postgres:16-alpine
 *   TEST_REDIS_IMAGE        default redis:7-alpine
 *   TEST_NATS_IMAGE         default nats:2-alpine
 *   TEST_CONTAINER_NETWORK  bridge (ports mapped by the runtime) | host (the host's network, each
 *                           server on a free port of 127.0.0.1); default bridge
 */
import { PostgreSqlContainer } from '@testcontainers/postgresql';
import { RedisContainer } from '@testcontainers/redis';
import { GenericContainer, getContainerRuntimeClient, StartedTestContainer, Wait } from 'testcontainers';
import { localNatsServerConfig } from '../../libs/platform/src/messaging/nats-server-config';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { TEST_NATS_USER } from './local-servers';

export type InfraMode = 'containers' | 'services';

declare global {
  /** What tests/support/global-setup.ts started for this run, for global-teardown.ts to stop. */
  var storefrontTestInfrastructure: Promise<RunningInfrastructure | undefined> | undefined;
}

export const DEFAULT_IMAGES = {
  postgres: 'postgres:16-alpine',
  redis: 'redis:7-alpine',
  nats: 'nats:2-alpine',
} as const;

export interface InfraSettings {
  mode?: InfraMode;
  images: { postgres: string; redis: string; nats: string };
  network: 'bridge' | 'host';
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): InfraSettings {
  const mode = env.TEST_INFRA || undefined;
  if (mode !== undefined && mode !== 'containers' && mode !== 'services')
    throw new Error(`TEST_INFRA must be "containers" or "services", not "${mode}"`);
  const network = env.TEST_CONTAINER_NETWORK || 'bridge';
  if (network !== 'bridge' && network !== 'host')
    throw new Error(`TEST_CONTAINER_NETWORK must be "bridge" or "host", not "${network}"`);
  return {
    mode,
    images: {
      postgres: env.TEST_POSTGRES_IMAGE || DEFAULT_IMAGES.postgres,
      redis: env.TEST_REDIS_IMAGE || DEFAULT_IMAGES.redis,
      nats: env.TEST_NATS_IMAGE || DEFAULT_IMAGES.nats,
    },
    network,
  };
}

/** True when testcontainers finds a container runtime that answers (DOCKER_HOST, the usual sockets…). */
export async function containerRuntimeAnswers(): Promise<boolean> {
  try {
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

export async function chooseMode(settings: InfraSettings): Promise<InfraMode> {
  if (settings.mode) return settings.mode;
  return (await containerRuntimeAnswers()) ? 'containers' : 'services';
}

export interface RunningInfrastructure {
  env: { DATABASE_URL?: string; REDIS_URL?: string; NATS_URL: string };
  stop(): Promise<void>;
}

// Sized like the machine's Postgres: several stacks of a run share it (tests/support/stack.ts).
const POSTGRES_ARGS = ['-c', 'max_connections=200', '-c', 'fsync=off', '-c', 'synchronous_commit=off'];
const POSTGRES_ENV = {
  POSTGRES_USER: 'postgres',
  POSTGRES_PASSWORD: 'postgres',
  POSTGRES_DB: 'storefront',
  // As the machine's server trusts loopback: tests may put any password in DATABASE_URL.
  POSTGRES_HOST_AUTH_METHOD: 'trust',
};
const READY = { redis: 'Ready to accept connections', nats: /Server is ready/ };

/** Where the NATS container reads the bus users and permissions (localNatsServerConfig). */
const NATS_CONFIG = '/tmp/storefront-nats.conf';

/**
 * Starts the three servers; `stop()` removes them. On a failure, stops what did start and throws.
 * NATS runs with the bus users and permissions, passwords derived from `natsSecret`.
 */
export async function startContainers(
  settings: InfraSettings,
  natsSecret: string,
): Promise<RunningInfrastructure> {
  const natsConfig = (host: string, port: number) => [
    {
      content: localNatsServerConfig({
        host,
        port,
        storeDir: '/tmp/nats',
        secret: natsSecret,
        superusers: [TEST_NATS_USER],
      }),
      target: NATS_CONFIG,
    },
  ];
  const started: StartedTestContainer[] = [];
  const track = <T extends StartedTestContainer>(container: T): T => {
    started.push(container);
    return container;
  };
  const stop = async () => {
    await Promise.all(started.map((c) => c.stop({ remove: true, removeVolumes: true })));
  };
  try {
    if (settings.network === 'host') {
      const [pg, redis, nats] = [await freePort(), await freePort(), await freePort()];
      const host = (image: string) => new GenericContainer(image).withNetworkMode('host');
      await Promise.all([
        host(settings.images.postgres)
          .withEnvironment(POSTGRES_ENV)
          .withCommand(['postgres', '-p', String(pg), '-c', 'listen_addresses=127.0.0.1', ...POSTGRES_ARGS])
          .withHealthCheck({
            test: ['CMD-SHELL', `pg_isready -h 127.0.0.1 -p ${pg} -U postgres -d storefront`],
            interval: 250,
            timeout: 1000,
            retries: 1000,
          })
          .withWaitStrategy(Wait.forHealthCheck())
          .withStartupTimeout(120_000)
          .start()
          .then(track),
        host(settings.images.redis)
          .withCommand(['redis-server', '--port', String(redis), '--bind', '127.0.0.1', '--save', ''])
          .withWaitStrategy(Wait.forLogMessage(READY.redis))
          .start()
          .then(track),
        host(settings.images.nats)
          .withCopyContentToContainer(natsConfig('127.0.0.1', nats))
          .withCommand(['-c', NATS_CONFIG])
          .withWaitStrategy(Wait.forLogMessage(READY.nats))
          .start()
          .then(track),
      ]);
      return {
        env: {
          DATABASE_URL: `postgres://postgres@127.0.0.1:${pg}/storefront`,
          REDIS_URL: `redis://127.0.0.1:${redis}`,
          NATS_URL: `nats://127.0.0.1:${nats}`,
        },
        stop,
      };
    }
    const [postgres, redis, nats] = await Promise.all([
      new PostgreSqlContainer(settings.images.postgres)
        .withUsername(POSTGRES_ENV.POSTGRES_USER)
        .withPassword(POSTGRES_ENV.POSTGRES_PASSWORD)
        .withDatabase(POSTGRES_ENV.POSTGRES_DB)
        .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: POSTGRES_ENV.POSTGRES_HOST_AUTH_METHOD })
        .withCommand(['postgres', ...POSTGRES_ARGS])
        .start()
        .then(track),
      new RedisContainer(settings.images.redis).start().then(track),
      // A plain container: the official NATS module sets one user and password of its own.
      new GenericContainer(settings.images.nats)
        .withCopyContentToContainer(natsConfig('0.0.0.0', 4222))
        .withCommand(['-c', NATS_CONFIG])
        .withExposedPorts(4222)
        .withWaitStrategy(Wait.forLogMessage(READY.nats))
        .start()
        .then(track),
    ]);
    return {
      env: {
        DATABASE_URL: postgres.getConnectionUri(),
        REDIS_URL: redis.getConnectionUrl(),
        NATS_URL: `nats://${nats.getHost()}:${nats.getMappedPort(4222)}`,
      },
      stop,
    };
  } catch (err) {
    await stop().catch(() => undefined);
    throw err;
  }
}
