import { DynamicModule, Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';
import { createRedis } from './redis';

/**
 * A service's Redis connection and its keys. Every key the service writes outside BullMQ is built
 * with `key()`: under REDIS_KEY_PREFIX (so stacks can share one Redis), then the service's name.
 */
export class ServiceRedis {
  constructor(
    readonly client: Redis,
    /** REDIS_KEY_PREFIX, for keys shared with another process (built by a contracts helper). */
    readonly prefix: string,
    private readonly namespace: string,
  ) {}

  key(...parts: string[]): string {
    return `${this.prefix}${this.namespace}:${parts.join(':')}`;
  }
}

export interface RedisModuleOptions {
  url: string;
  keyPrefix: string;
  /** The service's name, the first part of its keys after the prefix. */
  namespace: string;
}

/** Provides `ServiceRedis` to the whole service (fail-fast client, see `createRedis`), closed on shutdown. */
@Global()
@Module({})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(ServiceRedis) private readonly redis: ServiceRedis) {}

  static forRoot(options: RedisModuleOptions): DynamicModule {
    return {
      module: RedisModule,
      providers: [
        {
          provide: ServiceRedis,
          useFactory: () => new ServiceRedis(createRedis(options.url), options.keyPrefix, options.namespace),
        },
      ],
      exports: [ServiceRedis],
    };
  }

  onApplicationShutdown() {
    this.redis.client.disconnect();
  }
}
