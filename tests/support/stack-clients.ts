/** NATS clients for integration tests that talk to a started stack the way other services do. */
import { HealthSubjects, type EventMap, type EventSubject, type ServiceName } from '@storefront/contracts';
import { MessageBus, PrefixedClientNats } from '@storefront/platform';
import Redis from 'ioredis';
import { connect, JSONCodec, NatsConnection } from 'nats';
import { Client } from 'pg';
import { startStack, waitFor, type Stack, type StackOptions } from './stack';
import { testNatsCredentials } from './local-servers';

export const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

export function stackBus(stack: Stack, timeoutMs = 5000): MessageBus {
  const client = new PrefixedClientNats(
    { servers: [NATS_URL], name: 'test-client', ...testNatsCredentials() },
    stack.env.NATS_SUBJECT_PREFIX,
  );
  return new MessageBus(client, timeoutMs);
}

/** A bus to the stack, returned once each of `services` answers its health check. */
export async function answeringBus(
  stack: Stack,
  services: readonly ServiceName[],
  timeoutMs = 5000,
): Promise<MessageBus> {
  const bus = stackBus(stack, timeoutMs);
  for (const service of services) {
    await waitFor(`${service} to answer`, async () => {
      const reply = await bus.request(HealthSubjects.check(service), {}, { timeoutMs: 500 });
      return reply.status === 'up';
    });
  }
  return bus;
}

export interface StackWithClients {
  stack: Stack;
  bus: MessageBus;
  /** A connection to the stack's database. */
  db: Client;
  close(): Promise<void>;
}

/** A started stack, a bus its services answer on, a database connection, and how to close all three. */
export async function stackWithClients(
  options: StackOptions,
  busTimeoutMs = 10000,
): Promise<StackWithClients> {
  const stack = await startStack(options);
  const bus = await answeringBus(stack, options.services, busTimeoutMs);
  const db = new Client({ connectionString: stack.database.url });
  await db.connect();
  return {
    stack,
    bus,
    db,
    close: async () => {
      await db.end();
      await bus.onApplicationShutdown();
      await stack.shutdown();
    },
  };
}

/** Records every event published on one subject of the stack, as Nest's NATS packets carry them. */
export async function recordEvents<S extends EventSubject>(stack: Stack, subject: S) {
  const connection: NatsConnection = await connect({
    servers: [NATS_URL],
    name: 'test-listener',
    ...testNatsCredentials(),
  });
  const codec = JSONCodec<{ pattern: string; data: EventMap[S] }>();
  const received: EventMap[S][] = [];
  const sub = connection.subscribe(`${stack.env.NATS_SUBJECT_PREFIX}${subject}`, {
    callback: (err, msg) => {
      if (!err) received.push(codec.decode(msg.data).data);
    },
  });
  await connection.flush();
  return {
    received,
    close: async () => {
      sub.unsubscribe();
      await connection.close();
    },
  };
}

/** Removes what the stack left in Redis (BullMQ keys live under its REDIS_KEY_PREFIX). */
export async function dropRedisKeys(stack: Stack): Promise<void> {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  try {
    const keys = await redis.keys(`${stack.env.REDIS_KEY_PREFIX}*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
