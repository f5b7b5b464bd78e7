import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { PresenceConfig } from '../config';

/** The live visitor list lives here; keys are built with `PresenceKeys`. */
export const PRESENCE_REDIS = Symbol('PRESENCE_REDIS');

export class PresenceKeys {
  constructor(private readonly prefix: string) {}

  /** Every key this service writes goes through here, under REDIS_KEY_PREFIX. */
  key(...parts: string[]): string {
    return `${this.prefix}presence:${parts.join(':')}`;
  }
}

@Global()
@Module({
  providers: [
    {
      provide: PRESENCE_REDIS,
      inject: [PresenceConfig],
      useFactory: (config: PresenceConfig) => {
        // Fail fast rather than queue: a live list that is briefly stale beats a hung handler.
        const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
        redis.on('error', () => undefined);
        return redis;
      },
    },
    {
      provide: PresenceKeys,
      inject: [PresenceConfig],
      useFactory: (config: PresenceConfig) => new PresenceKeys(config.REDIS_KEY_PREFIX),
    },
  ],
  exports: [PRESENCE_REDIS, PresenceKeys],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(PRESENCE_REDIS) private readonly redis: Redis) {}

  onApplicationShutdown() {
    this.redis.disconnect();
  }
}
