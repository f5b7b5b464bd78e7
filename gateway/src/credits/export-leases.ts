import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { CreditsErrorCode, EXPORT_MESSAGES } from '@storefront/contracts';
import { ServiceError, ServiceRedis } from '@storefront/platform';
import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';

/**
 * How long a lease lasts unless renewed. A gateway that dies mid-export stops renewing it, so
 * the user's next export is refused for this long at most.
 */
export const EXPORT_LEASE_MS = 30_000;
const RENEW_EVERY_MS = 10_000;
const WARN_EVERY_MS = 60_000;

/** Only the holder (its token) renews or frees a lease: one that lapsed may be someone else's now. */
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`;
const FREE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

type LeaseRedis = Redis & {
  renewExportLease(key: string, token: string, ms: number): Promise<number>;
  freeExportLease(key: string, token: string): Promise<number>;
};

/** A user's one export under way; `release` ends it (more calls do nothing). */
export interface ExportLease {
  release(): Promise<void>;
}

/**
 * One CSV export at a time per user (the ledger export and the monthly statement alike), across
 * every gateway replica: a lease in Redis, taken before the first slice is asked for, renewed
 * while the download runs and freed when it ends, completed or not. A second export meanwhile is
 * refused with 429 EXPORT_IN_PROGRESS and the lease's time left as Retry-After. While Redis does
 * not answer, exports go ahead unchecked (each is still capped in rows) and a warning is logged.
 */
@Injectable()
export class ExportLeases implements OnModuleDestroy {
  private readonly logger = new Logger(ExportLeases.name);
  private readonly client: LeaseRedis;
  private warnedAt = 0;

  constructor(private readonly redis: ServiceRedis) {
    const client = redis.connection({ enableAutoPipelining: true, commandTimeout: 1000 });
    client.defineCommand('renewExportLease', { numberOfKeys: 1, lua: RENEW });
    client.defineCommand('freeExportLease', { numberOfKeys: 1, lua: FREE });
    this.client = client as LeaseRedis;
  }

  /** The user's lease, or 429 while another export of theirs holds it. */
  async take(userId: string): Promise<ExportLease> {
    const key = this.redis.key('csv-export', userId);
    const token = randomUUID();
    let taken: string | null;
    try {
      taken = await this.client.set(key, token, 'PX', EXPORT_LEASE_MS, 'NX');
    } catch (err) {
      this.unreachable(err);
      return { release: async () => undefined };
    }
    if (!taken) {
      const leftMs = await this.client.pttl(key).catch(() => EXPORT_LEASE_MS);
      throw ServiceError.tooManyRequests(
        EXPORT_MESSAGES.inProgress,
        CreditsErrorCode.ExportInProgress,
        Math.max(1, Math.ceil(leftMs / 1000)),
      );
    }
    const renewal = setInterval(() => {
      this.client
        .renewExportLease(key, token, EXPORT_LEASE_MS)
        .catch((err: unknown) => this.unreachable(err));
    }, RENEW_EVERY_MS).unref();
    let released = false;
    return {
      release: async () => {
        if (released) return;
        released = true;
        clearInterval(renewal);
        await this.client.freeExportLease(key, token).catch((err: unknown) => this.unreachable(err));
      },
    };
  }

  private unreachable(err: unknown) {
    if (Date.now() - this.warnedAt < WARN_EVERY_MS) return;
    this.warnedAt = Date.now();
    this.logger.warn(`CSV export leases not checked, Redis did not answer: ${String(err)}`);
  }

  onModuleDestroy() {
    this.client.disconnect();
  }
}
