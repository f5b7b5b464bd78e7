import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { apiKeysRevisionKey, CommonErrorCode } from '@storefront/contracts';
import { createRedis, ServiceError } from '@storefront/platform';
import type Redis from 'ioredis';
import { GatewayConfig } from '../config';
import { countInWindow } from '../http/fixed-window';
import { SpendApiConfig } from './spend-api.config';

const WINDOW_MS = 60_000;

/** What Redis said along with a request's count: the API keys' revision (null: none set yet). */
export interface KeysRevision {
  revision: string | null;
}

/**
 * Requests per API key per minute, counted in Redis so the limit holds across gateway replicas,
 * and in the same round trip the API keys' revision (see `apiKeysRevisionKey`). Over the limit:
 * 429 with Retry-After. Without Redis the request goes through (and a warning is logged) rather
 * than the whole API stopping; the answer is then `undefined` and keys are checked more often.
 */
@Injectable()
export class ApiKeyRate implements OnModuleDestroy {
  private readonly logger = new Logger(ApiKeyRate.name);
  private readonly redis: Redis;
  private readonly revisionKey: string;
  private warnedAt = 0;

  constructor(
    private readonly gatewayConfig: GatewayConfig,
    private readonly config: SpendApiConfig,
  ) {
    this.redis = createRedis(gatewayConfig.REDIS_URL, { enableAutoPipelining: true, commandTimeout: 1000 });
    this.revisionKey = apiKeysRevisionKey(gatewayConfig.REDIS_KEY_PREFIX);
  }

  /** Counts one request of `keyId`. */
  async hit(keyId: string): Promise<KeysRevision | undefined> {
    const key = `${this.gatewayConfig.REDIS_KEY_PREFIX}api-key-rate:${keyId}`;
    let counted: { count: number; resetInMs: number; read: string | null };
    try {
      counted = await countInWindow(this.redis, key, WINDOW_MS, this.revisionKey);
    } catch (err) {
      this.unreachable(err);
      return undefined;
    }
    if (counted.count > this.config.API_KEY_REQUESTS_PER_MINUTE) {
      throw ServiceError.tooManyRequests(
        'Too many requests with this API key. Please wait before trying again',
        CommonErrorCode.RateLimited,
        Math.max(1, Math.ceil(counted.resetInMs / 1000)),
      );
    }
    return { revision: counted.read };
  }

  /** The revision alone, read before asking the auth service about a key not seen yet. */
  async revision(): Promise<KeysRevision | undefined> {
    try {
      return { revision: await this.redis.get(this.revisionKey) };
    } catch (err) {
      this.unreachable(err);
      return undefined;
    }
  }

  private unreachable(err: unknown) {
    if (Date.now() - this.warnedAt > WINDOW_MS) {
      this.warnedAt = Date.now();
      this.logger.warn(`API key rate not checked, Redis did not answer: ${String(err)}`);
    }
  }

  onModuleDestroy() {
    this.redis.disconnect();
  }
}
