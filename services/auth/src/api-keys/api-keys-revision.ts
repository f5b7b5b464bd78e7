import { Injectable, Logger } from '@nestjs/common';
import { apiKeysRevisionKey } from '@storefront/contracts';
import { ServiceRedis } from '@storefront/platform';
import { randomUUID } from 'node:crypto';

/**
 * Tells every gateway that what it keeps about API keys may be out of date: called once a key's
 * revocation (one by one, or an account's with a new password), or its owner's suspension,
 * deletion or change of role, has been committed. Gateways see the new revision on their next
 * request with any key and ask again, so the change takes effect at once.
 */
@Injectable()
export class ApiKeysRevision {
  private readonly logger = new Logger(ApiKeysRevision.name);

  constructor(private readonly redis: ServiceRedis) {}

  /**
   * A new random value rather than a counter: a Redis that restarted empty and counted again
   * could otherwise come back to a value a gateway still holds. Retried once; if Redis stays away
   * the gateways, which share it, cannot read the revision either and keep answers for seconds only.
   */
  async bump(why: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.redis.client.set(apiKeysRevisionKey(this.redis.prefix), randomUUID());
        return;
      } catch (err) {
        if (attempt === 2) {
          this.logger.error(`API keys revision not changed after ${why}: ${String(err)}`);
          return;
        }
      }
    }
  }
}
