import { Inject, Injectable } from '@nestjs/common';
import { revokedSessionKey } from '@storefront/contracts';
import { ServiceRedis } from '@storefront/platform';
import { AuthConfig } from '../config';

/**
 * Tells every gateway that sessions have ended. Access tokens stay valid until they expire, so
 * each ended session is remembered in Redis for exactly one access-token lifetime.
 */
@Injectable()
export class RevokedSessionsPublisher {
  constructor(
    private readonly redis: ServiceRedis,
    @Inject(AuthConfig) private readonly config: AuthConfig,
  ) {}

  async publish(sessionIds: string[]): Promise<void> {
    if (!sessionIds.length) return;
    const pipeline = this.redis.client.pipeline();
    for (const id of sessionIds) {
      pipeline.set(revokedSessionKey(this.redis.prefix, id), '1', 'EX', this.config.ACCESS_TOKEN_TTL_SECONDS);
    }
    const results = await pipeline.exec();
    const failed = results?.find(([err]) => err);
    if (failed) throw failed[0];
  }
}
