import type Redis from 'ioredis';

/**
 * Counts one hit on `key` in a window of `windowMs` that starts with the key's first hit, in
 * Redis, so every gateway replica counts together. Returns the count so far and when the window
 * ends. Throws when Redis does not answer; the caller decides what an outage means.
 */
export async function countInWindow(
  redis: Redis,
  key: string,
  windowMs: number,
): Promise<{ count: number; resetInMs: number }> {
  const replies = await redis.multi().set(key, 0, 'PX', windowMs, 'NX').incr(key).pttl(key).exec();
  const [error, count] = replies?.[1] ?? [new Error('transaction discarded'), 0];
  if (error) throw error;
  const ttl = Number(replies?.[2]?.[1]);
  return { count: Number(count), resetInMs: ttl > 0 ? ttl : windowMs };
}
