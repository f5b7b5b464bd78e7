import { Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { AuthConfig } from '../config';

/** The auth service's Redis connection: rate-limit counters, send cool-downs, revoked sessions. */
@Injectable()
export class AuthRedis implements OnApplicationShutdown {
  readonly client: Redis;
  readonly prefix: string;

  constructor(@Inject(AuthConfig) config: AuthConfig) {
    this.prefix = config.REDIS_KEY_PREFIX;
    // No offline queue: while Redis is down a request fails fast instead of hanging.
    this.client = new Redis(config.REDIS_URL, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: false,
    });
    this.client.on('error', () => undefined);
  }

  key(...parts: string[]): string {
    return `${this.prefix}auth:${parts.join(':')}`;
  }

  onApplicationShutdown() {
    this.client.disconnect();
  }
}

@Global()
@Module({ providers: [AuthRedis], exports: [AuthRedis] })
export class RedisModule {}
