import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { ServiceError } from '@storefront/platform';
import type Redis from 'ioredis';
import { GatewayConfig } from '../config';
import { failFastRedis } from '../fail-fast-redis';
import { countInWindow } from '../http/fixed-window';
import { SpendApiConfig } from './spend-api.config';

const WINDOW_MS = 60_000;

/**
 * Requests per API key per minute, counted in Redis so the limit holds across gateway replicas.
 * Over the limit: 429 with Retry-After. Without Redis the request goes through (and a warning is
 * logged) rather than the whole API stopping.
 */
@Injectable()
export class ApiKeyRate implements OnModuleDestroy {
  private readonly logger = new Logger(ApiKeyRate.name);
  private readonly redis: Redis;
  private warnedAt = 0;

  constructor(
    private readonly gatewayConfig: GatewayConfig,
    private readonly config: SpendApiConfig,
  ) {
    this.redis = failFastRedis(gatewayConfig.REDIS_URL, { commandTimeout: 1000 });
  }

  async hit(keyId: string): Promise<void> {
    let counted: { count: number; resetInMs: number };
    try {
      counted = await countInWindow(
        this.redis,
        `${this.gatewayConfig.REDIS_KEY_PREFIX}api-key-rate:${keyId}`,
        WINDOW_MS,
      );
    } catch (err) {
      if (Date.now() - this.warnedAt > WINDOW_MS) {
        this.warnedAt = Date.now();
        this.logger.warn(`API key rate not checked, Redis did not answer: ${String(err)}`);
      }
      return;
    }
    if (counted.count > this.config.API_KEY_REQUESTS_PER_MINUTE) {
      throw ServiceError.tooManyRequests(
        'Too many requests with this API key. Please wait before trying again',
        'RATE_LIMITED',
        Math.max(1, Math.ceil(counted.resetInMs / 1000)),
      );
    }
  }

  onModuleDestroy() {
    this.redis.disconnect();
  }
}
