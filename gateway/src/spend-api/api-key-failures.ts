import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { CommonErrorCode, rateLimitAddress } from '@storefront/contracts';
import { ExpiringMap, ServiceError, ServiceRedis } from '@storefront/platform';
import type Redis from 'ioredis';
import { SpendApiConfig } from './spend-api.config';

const WINDOW_MS = 60_000;
/** Addresses this replica counts on its own while Redis does not answer. */
const LOCAL_MAX = 100_000;

/**
 * KEYS[1] the address's count, ARGV[1] the window (ms), ARGV[2] the limit. At the limit: {0, ms
 * left}. Else one more in the count (a window starts with its first) and {1, ms left}.
 */
const CLAIM = `local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count >= tonumber(ARGV[2]) then
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then
    redis.call('PEXPIRE', KEYS[1], ARGV[1])
    ttl = tonumber(ARGV[1])
  end
  return {0, ttl}
end
count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {1, redis.call('PTTL', KEYS[1])}`;
/** A claim given back, unless its window is over (a new one starts from nothing anyway). */
const GIVE_BACK = `if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

type FailuresRedis = Redis & {
  claimKeyCheck(key: string, windowMs: number, limit: number): Promise<[number, number]>;
  giveBackKeyCheck(key: string): Promise<number>;
};

/** A check counted against its address; `giveBack` when the key turned out valid. */
export interface KeyCheckClaim {
  giveBack(): void;
}

/**
 * Failed API key checks (unknown, revoked or expired keys) per client address (IPv6: its /64),
 * across every gateway replica: each costs the auth service a lookup, so an address that failed
 * API_KEY_FAILURES_PER_IP_PER_MINUTE times in its minute gets 429 (Retry-After: the minute's time
 * left) without anyone being asked. A check is claimed before the lookup, in one Redis script that
 * refuses at the limit, so concurrent checks never overshoot it; one that finds a valid key gives
 * its claim back. While Redis does not answer, each replica counts the same way on its own (with a
 * warning), so the limit still holds per replica.
 */
@Injectable()
export class ApiKeyFailures implements OnModuleDestroy {
  private readonly logger = new Logger(ApiKeyFailures.name);
  private readonly client: FailuresRedis;
  private readonly local = new ExpiringMap<string, { count: number; resetAt: number }>({
    maxEntries: LOCAL_MAX,
  });
  private warnedAt = 0;

  constructor(
    private readonly redis: ServiceRedis,
    private readonly config: SpendApiConfig,
  ) {
    // A request waits at most a second for the count.
    const client = redis.connection({ enableAutoPipelining: true, commandTimeout: 1000 });
    client.defineCommand('claimKeyCheck', { numberOfKeys: 1, lua: CLAIM });
    client.defineCommand('giveBackKeyCheck', { numberOfKeys: 1, lua: GIVE_BACK });
    this.client = client as FailuresRedis;
  }

  /** Counts one check from `ip`, or throws 429 when the address has no failures left this minute. */
  async claim(ip: string): Promise<KeyCheckClaim> {
    const address = rateLimitAddress(ip);
    const key = this.redis.key('api-key-failures', address);
    const limit = this.config.API_KEY_FAILURES_PER_IP_PER_MINUTE;
    let answer: [number, number];
    try {
      answer = await this.client.claimKeyCheck(key, WINDOW_MS, limit);
    } catch (err) {
      this.unreachable(err);
      return this.claimHere(address, limit);
    }
    const [claimed, leftMs] = answer;
    if (!claimed) throw refused(Number(leftMs));
    return {
      giveBack: () => {
        this.client.giveBackKeyCheck(key).catch((err: unknown) => this.unreachable(err));
      },
    };
  }

  /** The same count, on this replica alone. */
  private claimHere(address: string, limit: number): KeyCheckClaim {
    const now = Date.now();
    let window = this.local.get(address);
    if (!window) {
      window = { count: 0, resetAt: now + WINDOW_MS };
      this.local.set(address, window, window.resetAt);
    }
    if (window.count >= limit) throw refused(window.resetAt - now);
    window.count++;
    const counted = window;
    return {
      giveBack: () => {
        if (counted.count > 0) counted.count--;
      },
    };
  }

  private unreachable(err: unknown) {
    if (Date.now() - this.warnedAt < WINDOW_MS) return;
    this.warnedAt = Date.now();
    this.logger.warn(`failed API key checks counted per gateway only, Redis did not answer: ${String(err)}`);
  }

  onModuleDestroy() {
    this.client.disconnect();
  }
}

function refused(leftMs: number) {
  return ServiceError.tooManyRequests(
    'Too many failed API key checks from this address. Please wait before trying again',
    CommonErrorCode.RateLimited,
    Math.max(1, Math.ceil(leftMs / 1000)),
  );
}
