import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { CommonErrorCode, rateLimitAddress } from '@storefront/contracts';
import { ServiceError, ServiceRedis } from '@storefront/platform';
import type Redis from 'ioredis';
import { countInWindow } from '../http/fixed-window';
import { IpnConfig } from './ipn.config';

const WINDOW_MS = 60_000;

/**
 * Posts to the provider's callback route per client address and minute, counted in Redis so the
 * limit holds across gateway replicas. Anyone can post there, and every post becomes a stored row
 * (an unsigned one as a summary), so an address past the limit is refused (429 with Retry-After)
 * before the payments service is asked. Without Redis every post goes through, with a warning:
 * refusing the provider's real callbacks would cost more than the rows.
 */
@Injectable()
export class IpnRate implements OnModuleDestroy {
  private readonly logger = new Logger(IpnRate.name);
  private readonly client: Redis;
  private warnedAt = 0;

  constructor(
    private readonly redis: ServiceRedis,
    private readonly config: IpnConfig,
  ) {
    // A callback waits at most a second for the count.
    this.client = redis.connection({ enableAutoPipelining: true, commandTimeout: 1000 });
  }

  /** Counts one post from `ip`; 429 once the address has used up its minute. */
  async admit(ip: string): Promise<void> {
    const key = this.redis.key('ipn-posts', rateLimitAddress(ip));
    let counted: { count: number; resetInMs: number };
    try {
      counted = await countInWindow(this.client, key, WINDOW_MS);
    } catch (err) {
      if (Date.now() - this.warnedAt > WINDOW_MS) {
        this.warnedAt = Date.now();
        this.logger.warn(`payment callback rate not checked, Redis did not answer: ${String(err)}`);
      }
      return;
    }
    if (counted.count > this.config.PAYMENT_IPN_PER_IP_PER_MINUTE) {
      throw ServiceError.tooManyRequests(
        'Too many notifications from this address. Please wait before trying again',
        CommonErrorCode.RateLimited,
        Math.max(1, Math.ceil(counted.resetInMs / 1000)),
      );
    }
  }

  onModuleDestroy() {
    this.client.disconnect();
  }
}
