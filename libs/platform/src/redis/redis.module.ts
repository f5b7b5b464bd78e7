import { DynamicModule, Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';
import type { RedisOptions } from 'ioredis';
import { createRedis, redisTarget, type RedisSettings, type RedisTarget } from './redis';

/**
 * A process's Redis connection and its keys. Every key the process writes outside BullMQ is built
 * with `key()`: under REDIS_KEY_PREFIX (so stacks can share one Redis), then the process's name.
 */
export class ServiceRedis {
  constructor(
    /** The process's shared client (fail-fast, see `createRedis`), closed on shutdown. */
    readonly client: Redis,
    /** REDIS_KEY_PREFIX, for keys shared with another process (built by a contracts helper). */
    readonly prefix: string,
    private readonly namespace: string,
    /** Where `client` connects; `connection()` reaches the same Redis. */
    readonly target: RedisTarget = { url: '' },
  ) {}

  key(...parts: string[]): string {
    return `${this.prefix}${this.namespace}:${parts.join(':')}`;
  }

  /**
   * A client of its own to the same Redis, for commands that need other options than the shared
   * client's (a command timeout, waiting out an outage, pub/sub); its caller closes it.
   */
  connection(options: RedisOptions): Redis {
    return createRedis(this.target, options);
  }
}

export interface RedisModuleOptions {
  /** The process's config: where Redis is (REDIS_URL or REDIS_SENTINELS…) and REDIS_KEY_PREFIX. */
  config: RedisSettings & { REDIS_KEY_PREFIX: string };
  /** The process's name, the first part of its keys after the prefix. */
  namespace: string;
  /** Options of the shared client, added to `createRedis`'s fail-fast defaults. */
  clientOptions?: RedisOptions;
}

/** Provides `ServiceRedis` to the whole process, its shared client closed on shutdown. */
@Global()
@Module({})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(ServiceRedis) private readonly redis: ServiceRedis) {}

  static forRoot({ config, namespace, clientOptions }: RedisModuleOptions): DynamicModule {
    return {
      module: RedisModule,
      providers: [
        {
          provide: ServiceRedis,
          useFactory: () => {
            const target = redisTarget(config);
            return new ServiceRedis(
              createRedis(target, clientOptions),
              config.REDIS_KEY_PREFIX,
              namespace,
              target,
            );
          },
        },
      ],
      exports: [ServiceRedis],
    };
  }

  onApplicationShutdown() {
    this.redis.client.disconnect();
  }
}
