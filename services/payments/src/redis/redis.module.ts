import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { PaymentsConfig } from '../config';

/** The service's Redis for caches and sandbox state; keys are built with `RedisKeys`. */
export const REDIS = Symbol('REDIS');

export class RedisKeys {
  constructor(private readonly prefix: string) {}

  /** Every key this service writes outside BullMQ goes through here, under REDIS_KEY_PREFIX. */
  key(...parts: string[]): string {
    return `${this.prefix}payments:${parts.join(':')}`;
  }
}

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [PaymentsConfig],
      useFactory: (config: PaymentsConfig) => {
        // Fail fast instead of queueing: a cache miss must not hang a request while Redis is away.
        const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
        redis.on('error', () => undefined);
        return redis;
      },
    },
    {
      provide: RedisKeys,
      inject: [PaymentsConfig],
      useFactory: (config: PaymentsConfig) => new RedisKeys(config.REDIS_KEY_PREFIX),
    },
  ],
  exports: [REDIS, RedisKeys],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  onApplicationShutdown() {
    this.redis.disconnect();
  }
}
