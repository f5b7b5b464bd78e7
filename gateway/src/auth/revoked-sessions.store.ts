import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { revokedSessionKey } from '@storefront/contracts';
import Redis from 'ioredis';
import { GatewayConfig } from '../config';

/** Reads the ended sessions the auth service records in Redis, so their tokens stop at once. */
@Injectable()
export class RevokedSessionsStore implements OnModuleDestroy {
  private readonly redis: Redis;

  constructor(private readonly config: GatewayConfig) {
    this.redis = new Redis(config.REDIS_URL, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      // The checks of requests arriving together go out as one write (one syscall, one round trip).
      enableAutoPipelining: true,
    });
    this.redis.on('error', () => undefined);
  }

  async isRevoked(sessionId: string): Promise<boolean> {
    return (await this.redis.exists(revokedSessionKey(this.config.REDIS_KEY_PREFIX, sessionId))) === 1;
  }

  onModuleDestroy() {
    this.redis.disconnect();
  }
}
