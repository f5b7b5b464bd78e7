import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { revokedSessionKey } from '@storefront/contracts';
import { createRedis } from '@storefront/platform';
import type Redis from 'ioredis';
import { GatewayConfig } from '../config';

/** Reads the ended sessions the auth service records in Redis, so their tokens stop at once. */
@Injectable()
export class RevokedSessionsStore implements OnModuleDestroy {
  private readonly redis: Redis;

  constructor(private readonly config: GatewayConfig) {
    this.redis = createRedis(config.REDIS_URL, { enableAutoPipelining: true });
  }

  async isRevoked(sessionId: string): Promise<boolean> {
    return (await this.redis.exists(revokedSessionKey(this.config.REDIS_KEY_PREFIX, sessionId))) === 1;
  }

  onModuleDestroy() {
    this.redis.disconnect();
  }
}
