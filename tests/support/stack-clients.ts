/** NATS clients for integration tests that talk to a started stack the way other services do. */
import type { EventMap, EventSubject } from '@storefront/contracts';
import { MessageBus, PrefixedClientNats } from '@storefront/platform';
import Redis from 'ioredis';
import { connect, JSONCodec, NatsConnection } from 'nats';
import type { Stack } from './stack';
import { testNatsCredentials } from './local-servers';

export const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

export function stackBus(stack: Stack): MessageBus {
  const client = new PrefixedClientNats(
    { servers: [NATS_URL], name: 'test-client', ...testNatsCredentials() },
    stack.env.NATS_SUBJECT_PREFIX,
  );
  return new MessageBus(client, 5000);
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
