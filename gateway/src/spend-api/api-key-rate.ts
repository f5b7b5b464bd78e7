import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { apiKeysRevisionKey, CommonErrorCode } from '@storefront/contracts';
import { ServiceError, ServiceRedis } from '@storefront/platform';
import type Redis from 'ioredis';
import { countInWindow } from '../http/fixed-window';
import { SpendApiConfig } from './spend-api.config';

const WINDOW_MS = 60_000;
/** How long after a request this replica adds its counts to Redis (and reads the revision). */
export const API_KEY_SYNC_MS = 200;
/** A request waits for a new reading of the revision when the last one is older than this. */
export const API_KEY_REVISION_MAX_AGE_MS = 1_000;

/** What Redis said at the last sync: the API keys' revision (null: none set yet). */
export interface KeysRevision {
  revision: string | null;
}

/** One key's window as this replica sees it. */
interface Window {
  /** Every replica's requests as of the last sync, plus this replica's since. */
  counted: number;
  /** This replica's requests not yet added in Redis. */
  unsynced: number;
  resetAt: number;
}

/**
 * Requests per API key per minute, across every gateway replica, with no Redis round trip on a
 * request's way. Each replica counts its requests as they come and, API_KEY_SYNC_MS after the
 * first one not yet added, adds them all to the keys' counts in Redis in one pipelined round trip
 * (`countInWindow`), which answers with every replica's total so far and when the window ends. A
 * request past the limit of that total plus this replica's count since is refused (429 with
 * Retry-After), so replicas together let through at most one sync interval's worth above it.
 *
 * The same round trip reads the API keys' revision (see `apiKeysRevisionKey`), which the verifier
 * compares with the one its cached answer was given under. A request waits for a new reading when
 * the last is older than API_KEY_REVISION_MAX_AGE_MS, so a revoked key stops working on every
 * replica within about a second. Without Redis the counts hold on each replica alone and the
 * revision is unknown (`undefined`: keys are checked more often); a warning is logged.
 */
@Injectable()
export class ApiKeyRate implements OnModuleDestroy {
  private readonly logger = new Logger(ApiKeyRate.name);
  private readonly client: Redis;
  private readonly revisionKey: string;
  private readonly windows = new Map<string, Window>();
  private seen?: KeysRevision & { at: number };
  private failedAt = 0;
  private syncing?: Promise<void>;
  private timer?: NodeJS.Timeout;
  private closed = false;
  private warnedAt = 0;

  constructor(
    private readonly redis: ServiceRedis,
    private readonly config: SpendApiConfig,
  ) {
    this.client = redis.connection({ enableAutoPipelining: true, commandTimeout: 1000 });
    this.revisionKey = apiKeysRevisionKey(redis.prefix);
  }

  /** Counts one request of `keyId` (429 past the limit); answers the revision. */
  async hit(keyId: string): Promise<KeysRevision | undefined> {
    const now = Date.now();
    let window = this.windows.get(keyId);
    if (!window || window.resetAt <= now) {
      window = { counted: 0, unsynced: 0, resetAt: now + WINDOW_MS };
      this.windows.set(keyId, window);
    }
    if (window.counted >= this.config.API_KEY_REQUESTS_PER_MINUTE) {
      throw ServiceError.tooManyRequests(
        'Too many requests with this API key. Please wait before trying again',
        CommonErrorCode.RateLimited,
        Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
      );
    }
    window.counted++;
    window.unsynced++;
    this.syncSoon();
    return this.revision();
  }

  private syncSoon() {
    if (this.closed) return;
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      void this.sync();
    }, API_KEY_SYNC_MS).unref();
  }

  /** The revision of the last sync, or of a new one when that is too old. */
  async revision(): Promise<KeysRevision | undefined> {
    const now = Date.now();
    if (this.seen && now - this.seen.at < API_KEY_REVISION_MAX_AGE_MS) return this.seen;
    // Redis just failed: the callers of the next API_KEY_SYNC_MS do not wait for it again.
    if (now - this.failedAt < API_KEY_SYNC_MS) return undefined;
    await this.sync();
    return this.seen;
  }

  /**
   * One sync at a time; callers that arrive meanwhile share it. Requests counted while it was on
   * its way, or that it could not add, go with the next one.
   */
  private sync(): Promise<void> {
    return (this.syncing ??= this.addCounts().finally(() => {
      this.syncing = undefined;
      if (this.hasUnsynced()) this.syncSoon();
    }));
  }

  /** Requests of a live window counted here and not yet added in Redis. */
  private hasUnsynced(): boolean {
    const now = Date.now();
    for (const window of this.windows.values()) if (window.unsynced > 0 && window.resetAt > now) return true;
    return false;
  }

  private async addCounts() {
    const startedAt = Date.now();
    const batch: { keyId: string; window: Window; hits: number }[] = [];
    for (const [keyId, window] of this.windows) {
      // A window over: its requests no longer count against anything.
      if (window.resetAt <= startedAt) this.windows.delete(keyId);
      else if (window.unsynced > 0) {
        batch.push({ keyId, window, hits: window.unsynced });
        window.unsynced = 0;
      }
    }
    // Auto-pipelined: one write and one round trip for the revision and every key's count.
    const [revision, ...counts] = await Promise.allSettled([
      this.client.get(this.revisionKey),
      ...batch.map(({ keyId, hits }) =>
        countInWindow(this.client, this.redis.key('api-key-rate', keyId), WINDOW_MS, { hits }),
      ),
    ]);
    const answeredAt = Date.now();
    let failure: unknown;
    batch.forEach(({ window, hits }, i) => {
      const counted = counts[i];
      if (counted.status === 'rejected') {
        // Added with the next sync; meanwhile they count on this replica.
        window.unsynced += hits;
        failure = counted.reason;
      } else {
        window.counted = counted.value.count + window.unsynced;
        window.resetAt = answeredAt + counted.value.resetInMs;
      }
    });
    if (revision.status === 'fulfilled') this.seen = { revision: revision.value, at: startedAt };
    else {
      this.seen = undefined;
      failure = revision.reason;
    }
    if (failure !== undefined) this.unreachable(failure);
  }

  private unreachable(err: unknown) {
    this.failedAt = Date.now();
    if (this.failedAt - this.warnedAt > WINDOW_MS) {
      this.warnedAt = this.failedAt;
      this.logger.warn(`API key rates not added up across gateways, Redis did not answer: ${String(err)}`);
    }
  }

  /** Adds what is still counted here before disconnecting, so a restart loses no counts. */
  async onModuleDestroy() {
    this.closed = true;
    clearTimeout(this.timer);
    if (this.hasUnsynced()) await this.sync();
    this.client.disconnect();
  }
}
