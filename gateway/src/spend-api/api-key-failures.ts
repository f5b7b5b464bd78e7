import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { CommonErrorCode, rateLimitAddress } from '@storefront/contracts';
import { ExpiringMap, ServiceError, ServiceRedis } from '@storefront/platform';
import type Redis from 'ioredis';
import { setTimeout as sleep } from 'node:timers/promises';
import { SpendApiConfig } from './spend-api.config';

const WINDOW_MS = 60_000;
/** Addresses this replica counts on its own while Redis does not answer. */
const LOCAL_MAX = 100_000;
/**
 * A check in flight is forgotten this long after the address's last claim, should its gateway stop
 * before settling it (lookups give up after REQUEST_TIMEOUT_MS, 5 s by default).
 */
const IN_FLIGHT_MS = 15_000;
/** How long a check waits for the checks in flight to settle before it is refused. */
const WAIT_MS = 5_000;
/** The first pause between two tries while waiting; it doubles up to the last. */
const FIRST_PAUSE_MS = 5;
const LAST_PAUSE_MS = 100;

/**
 * KEYS[1] the address's count (failures and checks in flight), KEYS[2] its checks in flight;
 * ARGV[1] the window (ms), ARGV[2] the limit, ARGV[3] IN_FLIGHT_MS, ARGV[4] '1' for a check that
 * goes on to a lookup, '0' for a failure already known. At the limit: {2, 0} while some checks are
 * in flight, else {0, ms left}. Else one more in the count (a window starts with its first), and
 * for a lookup in the checks in flight, and {1, ms left}.
 */
const CLAIM = `local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count >= tonumber(ARGV[2]) then
  if tonumber(redis.call('GET', KEYS[2]) or '0') > 0 then return {2, 0} end
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then
    redis.call('PEXPIRE', KEYS[1], ARGV[1])
    ttl = tonumber(ARGV[1])
  end
  return {0, ttl}
end
count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
if ARGV[4] == '1' then
  redis.call('INCR', KEYS[2])
  redis.call('PEXPIRE', KEYS[2], ARGV[3])
end
return {1, redis.call('PTTL', KEYS[1])}`;
/**
 * A check settled: out of those in flight and, when ARGV[1] is '1' (the key was valid), out of the
 * count too, unless its window is over (a new one starts from nothing anyway).
 */
const SETTLE = `if tonumber(redis.call('GET', KEYS[2]) or '0') > 0 then redis.call('DECR', KEYS[2]) end
if ARGV[1] == '1' and tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

type FailuresRedis = Redis & {
  claimKeyCheck(
    count: string,
    inFlight: string,
    windowMs: number,
    limit: number,
    inFlightMs: number,
    lookup: '1' | '0',
  ): Promise<[number, number]>;
  settleKeyCheck(count: string, inFlight: string, valid: '1' | '0'): Promise<number>;
};

/** A check counted against its address until it is settled one way or the other. */
export interface KeyCheckClaim {
  /** The key was valid, or nobody could tell: the check is not a failure. */
  giveBack(): void;
  /** The key was refused: the check stays counted as a failure. */
  keep(): void;
}

/** A failure counted with nothing in flight: nothing left to settle. */
const SETTLED: KeyCheckClaim = { giveBack: () => undefined, keep: () => undefined };

/** A claim's outcome: counted, or refused now (`wait` false) or until checks in flight settle. */
type Attempt = { claim: KeyCheckClaim } | { claim?: undefined; wait: boolean; leftMs: number };

/**
 * Failed API key checks (unknown, revoked or expired keys) per client address (IPv6: its /64),
 * across every gateway replica: each costs the auth service a lookup, so an address that failed
 * API_KEY_FAILURES_PER_IP_PER_MINUTE times in its minute gets 429 (Retry-After: the minute's time
 * left) without anyone being asked. A check is claimed before the lookup, in one Redis script that
 * never lets the count pass the limit, so concurrent checks never overshoot it; one that finds a
 * valid key gives its claim back. While the limit is reached only with checks still in flight, a
 * new check waits for them (up to WAIT_MS) rather than being refused: a client presenting many
 * valid keys at once is not turned away because their lookups have not answered yet. While Redis
 * does not answer, each replica counts the same way on its own (with a warning), so the limit
 * still holds per replica.
 */
@Injectable()
export class ApiKeyFailures implements OnModuleDestroy {
  private readonly logger = new Logger(ApiKeyFailures.name);
  private readonly client: FailuresRedis;
  private readonly local = new ExpiringMap<string, { count: number; inFlight: number; resetAt: number }>({
    maxEntries: LOCAL_MAX,
  });
  private warnedAt = 0;

  constructor(
    private readonly redis: ServiceRedis,
    private readonly config: SpendApiConfig,
  ) {
    // A request waits at most a second for the count.
    const client = redis.connection({ enableAutoPipelining: true, commandTimeout: 1000 });
    client.defineCommand('claimKeyCheck', { numberOfKeys: 2, lua: CLAIM });
    client.defineCommand('settleKeyCheck', { numberOfKeys: 2, lua: SETTLE });
    this.client = client as FailuresRedis;
  }

  /**
   * Counts one check from `ip`, or throws 429 when the address has no failures left this minute
   * (or its checks in flight did not settle within WAIT_MS).
   */
  claim(ip: string): Promise<KeyCheckClaim> {
    return this.counted(ip, true);
  }

  /** Counts a failure known without a lookup (a refusal still remembered), the same way, settled. */
  async countRefusal(ip: string): Promise<void> {
    await this.counted(ip, false);
  }

  private async counted(ip: string, lookup: boolean): Promise<KeyCheckClaim> {
    const address = rateLimitAddress(ip);
    const waitUntil = Date.now() + WAIT_MS;
    for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, LAST_PAUSE_MS)) {
      const attempt = await this.attempt(address, lookup);
      if (attempt.claim) return attempt.claim;
      if (!attempt.wait || Date.now() + pause > waitUntil) throw refused(attempt.leftMs);
      await sleep(pause);
    }
  }

  private async attempt(address: string, lookup: boolean): Promise<Attempt> {
    const count = this.redis.key('api-key-failures', address);
    const inFlight = this.redis.key('api-key-checks', address);
    const limit = this.config.API_KEY_FAILURES_PER_IP_PER_MINUTE;
    let answer: [number, number];
    try {
      answer = await this.client.claimKeyCheck(
        count,
        inFlight,
        WINDOW_MS,
        limit,
        IN_FLIGHT_MS,
        lookup ? '1' : '0',
      );
    } catch (err) {
      this.unreachable(err);
      return this.attemptHere(address, limit, lookup);
    }
    const [claimed, leftMs] = answer.map(Number);
    if (claimed !== 1) return { wait: claimed === 2, leftMs };
    if (!lookup) return { claim: SETTLED };
    const settle = (valid: '1' | '0') => {
      this.client.settleKeyCheck(count, inFlight, valid).catch((err: unknown) => this.unreachable(err));
    };
    return { claim: { giveBack: () => settle('1'), keep: () => settle('0') } };
  }

  /** The same count, on this replica alone. */
  private attemptHere(address: string, limit: number, lookup: boolean): Attempt {
    const now = Date.now();
    let window = this.local.get(address);
    if (!window) {
      window = { count: 0, inFlight: 0, resetAt: now + WINDOW_MS };
      this.local.set(address, window, window.resetAt);
    }
    if (window.count >= limit) return { wait: window.inFlight > 0, leftMs: window.resetAt - now };
    window.count++;
    if (!lookup) return { claim: SETTLED };
    window.inFlight++;
    const counted = window;
    let settled = false;
    const settle = (valid: boolean) => {
      if (settled) return;
      settled = true;
      counted.inFlight--;
      if (valid && counted.count > 0) counted.count--;
    };
    return { claim: { giveBack: () => settle(true), keep: () => settle(false) } };
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
