import Redis, { type RedisOptions } from 'ioredis';

/**
 * A Redis connection for checks made while a request or a socket handshake waits: one try per
 * command, nothing queued while disconnected (the caller decides what an outage means, at once),
 * and the commands of requests arriving together sent as one write. Connection errors are the
 * caller's failed commands, not process-level events.
 */
export function failFastRedis(url: string, options: RedisOptions = {}): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    enableAutoPipelining: true,
    ...options,
  });
  redis.on('error', () => undefined);
  return redis;
}
