import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { CommonErrorCode } from '@storefront/contracts';
import { ServiceError, ServiceRedis } from '@storefront/platform';
import { AddressMinute } from '../http/fixed-window';
import { IpnConfig } from './ipn.config';

/**
 * Posts to the provider's callback route per client address and minute, counted in Redis so the
 * limit holds across gateway replicas. Anyone can post there, and every post becomes a stored row
 * (an unsigned one as a summary), so an address past the limit is refused (429 with Retry-After)
 * before the payments service is asked. Without Redis every post goes through, with a warning:
 * refusing the provider's real callbacks would cost more than the rows.
 */
@Injectable()
export class IpnRate implements OnModuleDestroy {
  private readonly posts: AddressMinute;

  constructor(
    redis: ServiceRedis,
    private readonly config: IpnConfig,
  ) {
    this.posts = new AddressMinute(redis, 'ipn-posts', 'payment callback rate', IpnRate.name);
  }

  /** Counts one post from `ip`; 429 once the address has used up its minute. */
  async admit(ip: string): Promise<void> {
    const counted = await this.posts.count(ip);
    if (counted && counted.count > this.config.PAYMENT_IPN_PER_IP_PER_MINUTE) {
      throw ServiceError.tooManyRequests(
        'Too many notifications from this address. Please wait before trying again',
        CommonErrorCode.RateLimited,
        Math.max(1, Math.ceil(counted.resetInMs / 1000)),
      );
    }
  }

  onModuleDestroy() {
    this.posts.close();
  }
}
