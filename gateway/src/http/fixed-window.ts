import { Logger } from '@nestjs/common';
import { rateLimitAddress } from '@storefront/contracts';
import type { ServiceRedis } from '@storefront/platform';
import type Redis from 'ioredis';
import { createHash } from 'node:crypto';

const MINUTE_MS = 60_000;

/**
 * ARGV[3] hits on KEYS[1], a counter living ARGV[1] ms from its first hit; then its time left and,
 * when ARGV[2] is '1', the value of KEYS[2]. One command, so one round trip and one step in Redis.
 */
const COUNT_IN_WINDOW = `
local count = redis.call('INCRBY', KEYS[1], ARGV[3])
if count == tonumber(ARGV[3]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
local read = false
if ARGV[2] == '1' then read = redis.call('GET', KEYS[2]) end
return {count, ttl, read}`;

const SCRIPT_SHA = createHash('sha1').update(COUNT_IN_WINDOW).digest('hex');

/** Runs the script by its hash, and by its text the first time a Redis has not seen it. */
async function runCount(redis: Redis, keys: [string, string], args: [number, '0' | '1', number]) {
  try {
    return (await redis.evalsha(SCRIPT_SHA, 2, ...keys, ...args)) as [number, number, string | null];
  } catch (err) {
    if (!String(err).includes('NOSCRIPT')) throw err;
    return (await redis.eval(COUNT_IN_WINDOW, 2, ...keys, ...args)) as [number, number, string | null];
  }
}

/**
 * Counts `hits` (one by default) on `key` in a window of `windowMs` that starts with the key's
 * first hit, in Redis, so every gateway replica counts together. Returns the count so far and when
 * the window ends, and the value of `alsoRead` when given (one round trip for both). Throws when
 * Redis does not answer; the caller decides what an outage means.
 */
export async function countInWindow(
  redis: Redis,
  key: string,
  windowMs: number,
  { alsoRead, hits = 1 }: { alsoRead?: string; hits?: number } = {},
): Promise<{ count: number; resetInMs: number; read: string | null }> {
  const [count, ttl, read] = await runCount(
    redis,
    [key, alsoRead ?? key],
    [windowMs, alsoRead ? '1' : '0', hits],
  );
  return {
    count: Number(count),
    resetInMs: Number(ttl) > 0 ? Number(ttl) : windowMs,
    read: alsoRead ? (read ?? null) : null,
  };
}

/**
 * What one client address did this minute (posts, sockets opened), counted in Redis so a limit
 * holds across gateway replicas, on a connection of its own that waits at most a second for the
 * count. Without Redis, `count` answers null, so its caller lets the request through rather than
 * refuse everyone, and says so in the log at most once a minute.
 */
export class AddressMinute {
  private readonly logger: Logger;
  private readonly client: Redis;
  private warnedAt = 0;

  constructor(
    private readonly redis: ServiceRedis,
    /** The counters' name in Redis. */
    private readonly name: string,
    /** What is counted, as the warning names it (`payment callback rate`). */
    private readonly what: string,
    loggerContext: string,
  ) {
    this.logger = new Logger(loggerContext);
    this.client = redis.connection({ enableAutoPipelining: true, commandTimeout: 1000 });
  }

  /** Counts one more from `ip`: its count this minute and when the minute ends, or null. */
  async count(ip: string): Promise<{ count: number; resetInMs: number } | null> {
    try {
      return await countInWindow(this.client, this.redis.key(this.name, rateLimitAddress(ip)), MINUTE_MS);
    } catch (err) {
      if (Date.now() - this.warnedAt > MINUTE_MS) {
        this.warnedAt = Date.now();
        this.logger.warn(`${this.what} not checked, Redis did not answer: ${String(err)}`);
      }
      return null;
    }
  }

  close() {
    this.client.disconnect();
  }
}
