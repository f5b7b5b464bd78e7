import type Redis from 'ioredis';

/**
 * Counts one hit on `key` in a window of `windowMs` that starts with the key's first hit, in
 * Redis, so every gateway replica counts together. Returns the count so far and when the window
 * ends, and the value of `alsoRead` when given (one round trip for both). Throws when Redis does
 * not answer; the caller decides what an outage means.
 */
export async function countInWindow(
  redis: Redis,
  key: string,
  windowMs: number,
  alsoRead?: string,
): Promise<{ count: number; resetInMs: number; read: string | null }> {
  const transaction = redis.multi().set(key, 0, 'PX', windowMs, 'NX').incr(key).pttl(key);
  if (alsoRead) transaction.get(alsoRead);
  const replies = await transaction.exec();
  const failed = replies?.find(([error]) => error);
  if (!replies || failed) throw failed?.[0] ?? new Error('transaction discarded');
  const ttl = Number(replies[2][1]);
  return {
    count: Number(replies[1][1]),
    resetInMs: ttl > 0 ? ttl : windowMs,
    read: alsoRead ? ((replies[3][1] as string | null) ?? null) : null,
  };
}
