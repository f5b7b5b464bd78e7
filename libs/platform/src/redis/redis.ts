import Redis, { type RedisOptions } from 'ioredis';

/**
 * Every Redis connection of the stack starts here. The defaults fail fast: one try per command and
 * nothing queued while disconnected, so a request or a handler waiting on Redis learns of an outage
 * at once instead of hanging (callers that must ride out an outage, like socket.io's pub/sub, pass
 * `maxRetriesPerRequest: null, enableOfflineQueue: true`). Connection errors surface as the
 * caller's failed commands, not as process-level events. The URL may carry a password
 * (`redis://:secret@host:6379`).
 */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, ...options });
  redis.on('error', () => undefined);
  return redis;
}

/** One round trip to Redis, connecting first when the client was made with `lazyConnect`. */
export async function pingRedis(redis: Redis): Promise<void> {
  if (redis.status === 'wait' || redis.status === 'end') await redis.connect();
  await redis.ping();
}
