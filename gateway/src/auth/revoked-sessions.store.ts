import { Injectable } from '@nestjs/common';
import { revokedSessionKey } from '@storefront/contracts';
import { ServiceRedis } from '@storefront/platform';

/** Reads the ended sessions the auth service records in Redis, so their tokens stop at once. */
@Injectable()
export class RevokedSessionsStore {
  constructor(private readonly redis: ServiceRedis) {}

  async isRevoked(sessionId: string): Promise<boolean> {
    return (await this.redis.client.exists(revokedSessionKey(this.redis.prefix, sessionId))) === 1;
  }
}
